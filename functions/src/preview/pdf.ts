import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withPdfDocument } from '../lib/pdfDocument.ts';
import { PreviewRefusedError } from './errors.ts';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/**
 * Opens a PDF with pdfjs-dist, runs `work` and always frees the document.
 * A file pdfjs cannot read is a PreviewRefusedError ('preview.pdfUnreadable').
 */
export async function withPdf<T>(bytes: Uint8Array, work: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  return withPdfDocument(bytes, (message) => new PreviewRefusedError('preview.pdfUnreadable', message), work);
}

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return withPdf(bytes, async (doc) => doc.numPages);
}

/** Renders one page (1-based) to a canvas `width` pixels wide on a white background. */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, width: number): Promise<Canvas> {
  return withPdf(bytes, async (doc) => {
    const page = await doc.getPage(pageNumber);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / base.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      // pdfjs types its canvas as the DOM's; @napi-rs/canvas is what pdfjs itself uses in Node.
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    page.cleanup();
    return canvas;
  });
}
