import '@cloudscape-design/global-styles/index.css';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, isLanguage, setLanguage } from '../../../i18n/index.ts';

/**
 * Harness page: `?model=engine|engine-meshopt|big|big-meshopt|broken&lang=en|zh[&tree=…]` mounts the viewer
 * the way the preview route will (lazy chunk, StrictMode) so run.ts can drive it in Chromium.
 */
const ModelViewer = lazy(() => import('../ModelViewer.tsx'));

const params = new URLSearchParams(window.location.search);
const model = params.get('model') ?? 'engine';
const tree = params.get('tree') ?? model.replace(/-meshopt$/, '');
const lang = params.get('lang');

initI18n();
if (isLanguage(lang)) await setLanguage(lang);

function Harness() {
  const [open, setOpen] = useState(true);
  if (!open) return <p id="closed">closed</p>;
  return (
    <Suspense fallback={<p>…</p>}>
      <ModelViewer
        glbUrl={`/${model}.glb`}
        treeUrl={`/${tree}.tree.json`}
        fileName={`${model}.ifc`}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
