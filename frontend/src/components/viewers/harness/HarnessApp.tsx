/**
 * The harness page's React part, loaded by main.tsx after it has started the PDF (as the app's
 * main.tsx loads boot/app.tsx after boot/early.ts).
 */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, setLanguage } from '../../../i18n/index.ts';
import { ImageViewer, MediaViewer, PdfViewer, SvgViewer, TextViewer } from '../index.ts';
import type { MarkupProps, MarkupShape } from '../types.ts';
import { demoShapes, HOSTILE_SVG } from './demo.ts';
import { harnessParams, win } from './harnessState.ts';

const { params, viewer, src, markupMode } = harnessParams;

function Harness() {
  const [shapes, setShapes] = useState<MarkupShape[]>(() => (params.get('demo') ? demoShapes(viewer) : []));
  const [svg, setSvg] = useState<string | null>(null);
  win.__harness.shapes = shapes;

  useEffect(() => {
    if (viewer !== 'svg') return;
    if (params.get('hostile')) setSvg(HOSTILE_SVG);
    else
      void fetch(src)
        .then((r) => r.text())
        .then(setSvg);
  }, []);

  const markup: MarkupProps | undefined =
    markupMode === 'none' ? undefined : { shapes, onChange: setShapes, readOnly: markupMode === 'readonly' };
  const page = Number(params.get('page') ?? '1');

  switch (viewer) {
    case 'pdf':
      return <PdfViewer url={src} initialPage={page} markup={markup} />;
    case 'image':
      return <ImageViewer url={src} markup={markup} />;
    case 'svg':
      return svg === null ? null : <SvgViewer svg={svg} markup={markup} />;
    case 'media':
      return <MediaViewer url={src} kind={params.get('kind') === 'audio' ? 'audio' : 'video'} />;
    default:
      return <TextViewer source={src} />;
  }
}

initI18n();
await setLanguage(params.get('lang') === 'en' ? 'en' : 'zh');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Harness />
      </Suspense>
    </StrictMode>,
  );
}
