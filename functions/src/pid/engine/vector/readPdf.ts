import { OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withPdfDocument } from '../../../lib/pdfDocument.ts';
import { PidPageRefusedError } from '../errors.ts';
import type { PageGraphics } from '../types.ts';
import { onPage, pathsFromOperatorList, withOutlines } from './paths.ts';
import { type RawTextItem, tokensFromTextItems } from './text.ts';

const POINTS_PER_MM = 72 / 25.4;

/** Opens a PDF (a corrupt, encrypted or empty file is a PidPageRefusedError) and always frees it. */
export async function withPidPdf<T>(
  bytes: Uint8Array,
  work: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  if (bytes.byteLength === 0) throw new PidPageRefusedError('pid.emptyFile', 'the file has no bytes');
  return withPdfDocument(bytes, (message) => new PidPageRefusedError('pid.unreadable', message), work);
}

/**
 * Reads one page (1-based) of an open PDF: word tokens with positions and angles, and the vector
 * paths in page units (points, y down). A page with almost no vector content is a scan: the caller
 * then renders and reads it as a raster page.
 */
export async function readVectorPage(doc: PDFDocumentProxy, pageNumber: number): Promise<PageGraphics> {
  if (pageNumber < 1 || pageNumber > doc.numPages) {
    throw new PidPageRefusedError('pid.pageMissing', `page ${pageNumber} of ${doc.numPages}`);
  }
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const view = viewport.transform as [number, number, number, number, number, number];
    const [text, ops] = await Promise.all([page.getTextContent(), page.getOperatorList()]);
    const items = text.items.filter((it): it is RawTextItem & typeof it => 'str' in it);
    const paths = onPage(
      withOutlines(pathsFromOperatorList(ops.fnArray, ops.argsArray, OPS, view), POINTS_PER_MM),
      viewport.width,
      viewport.height,
    );
    return {
      kind: 'vector',
      width: viewport.width,
      height: viewport.height,
      unitsPerMm: POINTS_PER_MM,
      texts: tokensFromTextItems(items, view).filter(
        (t) =>
          t.box.x <= viewport.width &&
          t.box.y <= viewport.height &&
          t.box.x + t.box.w >= 0 &&
          t.box.y + t.box.h >= 0,
      ),
      ...paths,
    };
  } finally {
    page.cleanup();
  }
}
