/**
 * Mounts one viewer from the query string for the browser checks in run.ts (not part of the app build):
 * ?viewer=pdf|image|svg|media|text&src=/files/...&lang=zh|en&markup=edit|readonly|none&demo=1&page=N
 */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, setLanguage } from '../../../i18n/index.ts';
import {
  exportPdf,
  exportPng,
  ImageViewer,
  MediaViewer,
  PdfViewer,
  preloadPdfViewer,
  SvgViewer,
  TextViewer,
} from '../index.ts';
import type { MarkupProps, MarkupShape } from '../types.ts';
import { demoShapes, HOSTILE_SVG } from './demo.ts';

const params = new URLSearchParams(location.search);
const viewer = params.get('viewer') ?? 'pdf';
const src = params.get('src') ?? '';
const markupMode = params.get('markup') ?? 'edit';
// As the preview page does once it knows the file is a PDF (pages/file/preview).
if (viewer === 'pdf') preloadPdfViewer(src);

interface HarnessWindow {
  __harness: {
    t0: number;
    firstRender?: number;
    /** When each page last got its canvas (the bench's paging latency). */
    renderedAt: Record<number, number>;
    shapes: MarkupShape[];
    exportPdf: () => Promise<{ bytes: number; header: string; base64: string }>;
    exportPng: () => Promise<string>;
  };
  __pwned?: unknown;
}
const win = window as unknown as HarnessWindow;

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

win.__harness = {
  t0: performance.now(),
  renderedAt: {},
  shapes: [],
  exportPdf: async () => {
    const bytes = await exportPdf(await (await fetch(src)).arrayBuffer(), win.__harness.shapes);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return {
      bytes: bytes.byteLength,
      header: new TextDecoder().decode(bytes.slice(0, 8)),
      base64: btoa(binary),
    };
  },
  exportPng: async () => {
    const image = document.querySelector('img[data-testid="image-viewer-img"]') as HTMLImageElement;
    const canvas = document.querySelector('[data-page="1"] canvas') as HTMLCanvasElement | null;
    const blob = canvas
      ? await exportPng(canvas, win.__harness.shapes, readPageSize())
      : await exportPng(image, win.__harness.shapes);
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  },
};

/** The PDF page size in points, from the placeholder at 100 % (96 CSS pixels per 72 points). */
function readPageSize() {
  const page = document.querySelector('[data-page="1"]') as HTMLElement;
  return { width: (page.offsetWidth * 72) / 96, height: (page.offsetHeight * 72) / 96 };
}

new MutationObserver((mutations) => {
  const now = performance.now();
  for (const m of mutations) {
    const element = m.target as HTMLElement;
    if (element.dataset.rendered !== 'true') continue;
    win.__harness.firstRender ??= now;
    win.__harness.renderedAt[Number(element.dataset.page)] = now;
  }
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-rendered'] });

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
