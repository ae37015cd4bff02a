/**
 * What a page that knows it will show a PDF starts before the viewer renders. Kept apart from the
 * viewers' index (which pulls in the markup UI) so the app's boot chunk can import it (boot/early.ts).
 */
import { startPdfWorker } from './earlyWorker.ts';

export const loadPdfViewer = () => import('../PdfViewer.tsx');

/**
 * Starts loading pdf.js, its worker and the PDF viewer's chunk now, and with a URL also opens the
 * document and draws the page it opens at (`page`, 1-based): the worker boots and the file is requested
 * while the page itself still loads and renders, instead of each step waiting for the one before.
 * The document needs only pdf.js (openDocument.ts), not the viewer's UI, so it is asked for first.
 */
export function preloadPdfViewer(url?: string, page?: number): void {
  startPdfWorker();
  if (url) void import('./openDocument.ts').then((open) => open.preloadPdfDocument(url, page));
  void loadPdfViewer();
}
