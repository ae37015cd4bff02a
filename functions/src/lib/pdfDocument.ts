import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
 * A file pdfjs cannot read is thrown as the caller's own refusal, `unreadable(message)`.
 */
export async function withPdfDocument<T>(
  bytes: Uint8Array,
  unreadable: (message: string) => Error,
  work: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
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
    throw unreadable((error as Error).message);
  }
  try {
    return await work(doc);
  } finally {
    await task.destroy();
  }
}
