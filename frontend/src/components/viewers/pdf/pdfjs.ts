import * as pdfjs from 'pdfjs-dist';
import { takePdfWorker } from './earlyWorker.ts';

// The worker is bundled by Vite from the package (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

let shared: pdfjs.PDFWorker | null = null;

/**
 * One worker for the page's PDFs, started as soon as the viewer's code loads (in parallel with its first
 * render) and kept for the next PDF opened.
 */
export function pdfWorker(): pdfjs.PDFWorker {
  if (!shared || shared.destroyed) {
    const port = takePdfWorker();
    shared = port ? pdfjs.PDFWorker.create({ port }) : new pdfjs.PDFWorker();
  }
  return shared;
}
pdfWorker();

/** pdf.js draws 100 % at CSS pixels per PDF point (96 / 72), like Acrobat's actual size. */
export const CSS_UNITS = 96 / 72;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
export { pdfjs };
