import { boxOfPoints } from '../geometry.ts';
import type { Box, Circle, Polygon } from '../types.ts';

/** Instrument boxes are drawn the size of bubbles: 5 to 18 mm a side. */
const SIDE_MM = { min: 5, max: 18 };

/**
 * Squares of bubble size with no ring inside: instrument boxes (a DCS or logic function, a set point),
 * whose tag is written inside as in a bubble, sometimes either side of a diagonal. A square around a
 * ring is a shared display, read as its ring.
 */
export function instrumentSquares(polygons: Polygon[], circles: Circle[], mm: number): Box[] {
  const out: Box[] = [];
  for (const p of polygons) {
    if (p.points.length !== 4 || p.filled) continue;
    const b = boxOfPoints(p.points);
    if (Math.abs(b.w - b.h) > 0.15 * Math.max(b.w, b.h)) continue;
    if (b.w < SIDE_MM.min * mm || b.w > SIDE_MM.max * mm) continue;
    const c = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    if (circles.some((k) => Math.hypot(k.c.x - c.x, k.c.y - c.y) < 0.25 * b.w)) continue;
    out.push(b);
  }
  return out;
}

/** The part of a square read for its tag: inside its sides, clear of their ink. */
export const squareInside = (b: Box): Box => {
  const inset = 0.08 * b.w;
  return { x: b.x + inset, y: b.y + inset, w: b.w - 2 * inset, h: b.h - 2 * inset };
};

/**
 * The page with every pixel of the squares' frames outside their insides made paper, and a diagonal
 * drawn corner to corner (it runs through the letters and reads as a slash or an N) erased: a band along
 * a diagonal that is ink along most of its length. Grey page (paper 255) or binary one (paper 0).
 */
export function insideSquaresOnly<T extends { width: number; height: number; data: Uint8Array }>(
  img: T,
  squares: Box[],
  paper: number,
  isInk: (v: number) => boolean,
  mm: number,
): Uint8Array {
  const data = img.data.slice();
  const at = (x: number, y: number) => Math.round(y) * img.width + Math.round(x);
  const inPage = (x: number, y: number) => x >= 0 && y >= 0 && x < img.width && y < img.height;
  for (const b of squares) {
    const keep = squareInside(b);
    const pad = 0.1 * b.w;
    for (let y = Math.max(0, Math.floor(b.y - pad)); y <= Math.min(img.height - 1, b.y + b.h + pad); y++)
      for (let x = Math.max(0, Math.floor(b.x - pad)); x <= Math.min(img.width - 1, b.x + b.w + pad); x++)
        if (x < keep.x || x > keep.x + keep.w || y < keep.y || y > keep.y + keep.h) data[at(x, y)] = paper;
    const half = Math.max(2, 0.3 * mm);
    for (const [x0, y0, x1, y1] of [
      [b.x, b.y, b.x + b.w, b.y + b.h],
      [b.x, b.y + b.h, b.x + b.w, b.y],
    ] as const) {
      const steps = Math.round(Math.hypot(x1 - x0, y1 - y0));
      const near = (x: number, y: number) => {
        for (let d = -half; d <= half; d++)
          if (inPage(x + d, y) && isInk(img.data[at(x + d, y)] as number)) return true;
        return false;
      };
      let ink = 0;
      for (let i = 0; i <= steps; i++)
        if (near(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps)) ink++;
      if (ink < 0.8 * (steps + 1)) continue;
      for (let i = 0; i <= steps; i++) {
        const x = x0 + ((x1 - x0) * i) / steps;
        const y = y0 + ((y1 - y0) * i) / steps;
        for (let d = -half; d <= half; d++) if (inPage(x + d, y)) data[at(x + d, y)] = paper;
      }
    }
  }
  return data;
}
