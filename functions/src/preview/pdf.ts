import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PreviewRefusedError } from './errors.ts';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** pdfjs-dist's font, CMap and wasm folders (paths with a trailing slash; pdfjs reads them with fs in Node). */
function pdfjsAssets(): { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
  };
}

/**
 * Opens a PDF with pdfjs-dist (no eval, no network), runs `work` and always frees the document.
 * A file pdfjs cannot read is a PreviewRefusedError ('preview.pdfUnreadable').
 */
export async function withPdf<T>(bytes: Uint8Array, work: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const task = getDocument({
    // pdfjs transfers the buffer it is given to its worker and refuses Buffers: hand it a plain copy.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    cMapPacked: true,
    verbosity: 0,
    ...pdfjsAssets(),
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new PreviewRefusedError('preview.pdfUnreadable', (error as Error).message);
  }
  try {
    return await work(doc);
  } finally {
    await task.destroy();
  }
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
