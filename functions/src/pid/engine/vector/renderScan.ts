import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PidPageRefusedError } from '../errors.ts';
import { MAX_PAGE_PIXELS } from '../raster/image.ts';
import type { PageGraphics } from '../types.ts';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** A PDF page with almost no words or strokes of its own is a scan (an image placed on the page). */
export const looksScanned = (page: PageGraphics) =>
  page.texts.length < 3 && page.segments.length + page.polygons.length < 10;

/**
 * Renders a scanned PDF page to PNG at `dpi` for the raster reader; a page that would exceed the pixel
 * limit at that resolution is refused before any pixel is drawn.
 */
export async function renderPageImage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  dpi: number,
  maxPixels = MAX_PAGE_PIXELS,
): Promise<Uint8Array> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: dpi / 72 });
    const w = Math.round(viewport.width);
    const h = Math.max(1, Math.round(viewport.height));
    if (w * h > maxPixels) throw new PidPageRefusedError('pid.tooManyPixels', `${w} × ${h} px at ${dpi} dpi`);
    const canvas = createCanvas(w, h);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, w, h);
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    page.cleanup();
  }
}
