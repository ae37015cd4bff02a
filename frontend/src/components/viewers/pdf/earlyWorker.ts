/**
 * The pdf.js worker started ahead of pdf.js itself. The worker script is large (~380 KB) and boots
 * for a while; a page that knows it will show a PDF starts it here, from the main bundle, so it boots
 * while pdf.js and the viewer's chunk are still loading. pdf/pdfjs.ts hands it to pdf.js as its port.
 */
let early: Worker | null = null;

export function startPdfWorker(): void {
  if (early || typeof Worker === 'undefined') return;
  // The same asset pdf/pdfjs.ts gives pdf.js as workerSrc (kept apart from `new Worker` so Vite
  // emits it as that asset instead of bundling a second copy as a worker entry).
  const url = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
  early = new Worker(url, { type: 'module' });
}

/** The early worker, once: pdf.js owns it from then on. */
export function takePdfWorker(): Worker | null {
  const worker = early;
  early = null;
  return worker;
}
