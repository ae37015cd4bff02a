import { boxOfPoints, pointToBox } from '../geometry.ts';
import type { Box, Point } from '../types.ts';

/**
 * Is a closed outline round: a circle, an ellipse-like stadium (two straight sides and two half
 * circles, as ISO 10628 / DEXPI draw instrument bubbles) or a rectangle with well rounded corners?
 * Every point lies at one distance `rc` from the box shrunk by `rc`; plain rectangles (table cells,
 * frames) have no such `rc` above a third of the short half side.
 */
export function isRoundOutline(points: Point[]): boolean {
  if (points.length < 8) return false;
  const box = boxOfPoints(points);
  const half = Math.min(box.w, box.h) / 2;
  if (half <= 0 || Math.max(box.w, box.h) > 2.5 * Math.min(box.w, box.h)) return false;
  for (const f of [1, 0.8, 0.6, 0.45, 0.35]) {
    const rc = f * half;
    const core: Box = { x: box.x + rc, y: box.y + rc, w: box.w - 2 * rc, h: box.h - 2 * rc };
    if (points.every((p) => Math.abs(pointToBox(p, core) - rc) < Math.max(0.08 * half, 0.15 * rc))) {
      // pointToBox is 0 inside the core: a point there is not on a rounded outline.
      return points.every((p) => pointToBox(p, core) > 0.5 * rc);
    }
  }
  return false;
}

/** Inside an ellipse inscribed in the box, scaled by `k`. */
export function insideOval(box: Box, p: Point, k: number): boolean {
  const rx = (box.w / 2) * k;
  const ry = (box.h / 2) * k;
  const dx = p.x - (box.x + box.w / 2);
  const dy = p.y - (box.y + box.h / 2);
  return (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1;
}
