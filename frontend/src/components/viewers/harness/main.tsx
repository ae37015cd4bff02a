/**
 * Mounts one viewer from the query string for the browser checks in run.ts (not part of the app build):
 * ?viewer=pdf|image|svg|media|text&src=/files/...&lang=zh|en&markup=edit|readonly|none&demo=1&page=N
 *
 * Booted as the app boots (frontend/src/main.tsx): this small entry sets up the measurement, starts the
 * PDF as the preview page does once it knows the file's URL (pages/file/preview/earlySource.ts), then
 * loads React, Cloudscape and the translations (HarnessApp.tsx).
 */
import { preloadPdfViewer } from '../pdf/preload.ts';
import { harnessParams, win } from './harnessState.ts';

const { params, viewer, src } = harnessParams;

win.__harness = {
  t0: performance.now(),
  renderedAt: {},
  shapes: [],
  exportPdf: async () => {
    const { exportPdf } = await import('../index.ts');
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
    const { exportPng } = await import('../index.ts');
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

if (viewer === 'pdf') preloadPdfViewer(src, Number(params.get('page') ?? '1'));
void import('./HarnessApp.tsx');
