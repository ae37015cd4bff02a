import { toSvgPath } from '../geometry/path.ts';
import { fontSize, markupUnit, shapePath, strokeWidth } from '../geometry/shapes.ts';
import type { MarkupShape } from '../types.ts';

export const MARKUP_FONT =
  '"Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** Draws shapes given in page coordinates on a 2D context already scaled to page coordinates. */
export function drawShapes(
  ctx: CanvasRenderingContext2D,
  shapes: readonly MarkupShape[],
  page: { width: number; height: number },
): void {
  const unit = markupUnit(page.width, page.height);
  for (const shape of shapes) {
    ctx.save();
    if (shape.annoType === 'text') {
      const size = fontSize(shape, unit);
      const anchor = shape.points[0];
      ctx.fillStyle = shape.stroke;
      ctx.font = `${size}px ${MARKUP_FONT}`;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(shape.text ?? '', anchor.x, anchor.y + size);
    } else {
      ctx.strokeStyle = shape.stroke;
      ctx.lineWidth = strokeWidth(shape, unit);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.stroke(new Path2D(toSvgPath(shapePath(shape, unit))));
    }
    ctx.restore();
  }
}

/**
 * The page (a rendered PDF canvas, an image or a rasterised SVG) with its markup burned in, as a PNG.
 * `pageSize` is the page-coordinate size the shapes were drawn in; it defaults to the source's own pixel
 * size (right for images). For a PDF canvas pass the page size at scale 1: the shapes are scaled to the
 * canvas resolution.
 */
export async function exportPng(
  source: HTMLCanvasElement | HTMLImageElement | ImageBitmap,
  shapes: readonly MarkupShape[],
  pageSize?: { width: number; height: number },
): Promise<Blob> {
  const width = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
  const height = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
  const page = pageSize ?? { width, height };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0, width, height);
  ctx.scale(width / page.width, height / page.height);
  drawShapes(ctx, shapes, page);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}

/** Text as a transparent PNG (for text a standard PDF font cannot encode, such as Chinese). */
export async function rasterizeText(
  text: string,
  color: string,
  size: number,
): Promise<{ png: Uint8Array; width: number; height: number }> {
  const oversample = 4;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.font = `${size * oversample}px ${MARKUP_FONT}`;
  const width = Math.max(1, ctx.measureText(text).width / oversample);
  const height = size * 1.25;
  canvas.width = Math.ceil(width * oversample);
  canvas.height = Math.ceil(height * oversample);
  ctx.font = `${size * oversample}px ${MARKUP_FONT}`;
  ctx.fillStyle = color;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, 0, size * oversample);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
  return { png: new Uint8Array(await blob.arrayBuffer()), width, height };
}
