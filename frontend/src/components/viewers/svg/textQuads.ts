import type { Point } from '../types.ts';

/**
 * The quadrilateral, in the drawing's page coordinates, of characters [start, end) of an SVG text element:
 * its bounding box (narrowed by character count) mapped through the element's transform to the root
 * <svg>'s viewport, which is sized to the page coordinates.
 */
export function textElementQuad(element: SVGTextElement, start: number, end: number): Point[] {
  const box = element.getBBox();
  const length = Math.max(1, (element.textContent ?? '').length);
  const x0 = box.x + (box.width * start) / length;
  const x1 = box.x + (box.width * end) / length;
  const ctm = element.getCTM();
  const map = (x: number, y: number): Point =>
    ctm ? { x: ctm.a * x + ctm.c * y + ctm.e, y: ctm.b * x + ctm.d * y + ctm.f } : { x, y };
  return [map(x0, box.y), map(x1, box.y), map(x1, box.y + box.height), map(x0, box.y + box.height)];
}
