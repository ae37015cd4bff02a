import type { Point } from '../types.ts';

/** The page box of a PDF page in user space (CropBox, else MediaBox) and its /Rotate. */
export interface PdfPageBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
}

/**
 * Maps page coordinates (pdf.js viewport at scale 1 with the page's own /Rotate: origin top-left, y down)
 * to PDF user space (origin bottom-left, y up), so exported markup lands where it was drawn.
 */
export function viewportToUser(p: Point, box: PdfPageBox): Point {
  const r = (((box.rotate % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const { x: x0, y: y0, width: w, height: h } = box;
  switch (r) {
    case 90:
      return { x: x0 + p.y, y: y0 + p.x };
    case 180:
      return { x: x0 + w - p.x, y: y0 + p.y };
    case 270:
      return { x: x0 + w - p.y, y: y0 + h - p.x };
    default:
      return { x: x0 + p.x, y: y0 + h - p.y };
  }
}

/** The inverse of viewportToUser. */
export function userToViewport(p: Point, box: PdfPageBox): Point {
  const r = (((box.rotate % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const { x: x0, y: y0, width: w, height: h } = box;
  switch (r) {
    case 90:
      return { x: p.y - y0, y: p.x - x0 };
    case 180:
      return { x: x0 + w - p.x, y: p.y - y0 };
    case 270:
      return { x: y0 + h - p.y, y: x0 + w - p.x };
    default:
      return { x: p.x - x0, y: y0 + h - p.y };
  }
}

/** Size of the page as shown (the viewport at scale 1). */
export function viewportSize(box: PdfPageBox): { width: number; height: number } {
  const quarter = ((box.rotate % 180) + 180) % 180 === 90;
  return quarter ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
}

/** The rotation (degrees, counter-clockwise in user space) that makes text upright on the shown page. */
export function uprightTextRotation(box: PdfPageBox): number {
  return ((box.rotate % 360) + 360) % 360;
}
