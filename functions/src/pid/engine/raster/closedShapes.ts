import type { Point, Polygon, Segment } from '../types.ts';

const horizontal = (s: Segment) => Math.abs(s.a.y - s.b.y) < 1e-6;
const lo = (s: Segment, k: 'x' | 'y') => Math.min(s.a[k], s.b[k]);
const hi = (s: Segment, k: 'x' | 'y') => Math.max(s.a[k], s.b[k]);

/**
 * Closed outlines rebuilt from straight strokes: rectangles (two horizontals over the same span joined
 * by verticals at both ends) and arrow pentagons (joined at one end only, open at the pointed end,
 * which is drawn with diagonals). The strokes used are returned so they leave the line network.
 */
export function closedShapes(
  segments: Segment[],
  tol: number,
  maxPentagonHeight: number,
): { polygons: Polygon[]; used: Set<Segment> } {
  const hs = segments.filter(horizontal).sort((p, q) => p.a.y - q.a.y);
  const vs = segments.filter((s) => !horizontal(s));
  const used = new Set<Segment>();
  const polygons: Polygon[] = [];
  const verticalAt = (x: number, y0: number, y1: number) =>
    vs.find(
      (v) =>
        !used.has(v) &&
        Math.abs(v.a.x - x) < tol &&
        Math.abs(lo(v, 'y') - y0) < tol &&
        Math.abs(hi(v, 'y') - y1) < tol,
    );
  for (let i = 0; i < hs.length; i++) {
    const top = hs[i] as Segment;
    if (used.has(top)) continue;
    for (let j = i + 1; j < hs.length; j++) {
      const bottom = hs[j] as Segment;
      if (used.has(bottom)) continue;
      if (Math.abs(lo(top, 'x') - lo(bottom, 'x')) > tol || Math.abs(hi(top, 'x') - hi(bottom, 'x')) > tol)
        continue;
      const [x0, x1, y0, y1] = [lo(top, 'x'), hi(top, 'x'), top.a.y, bottom.a.y];
      const left = verticalAt(x0, y0, y1);
      const right = verticalAt(x1, y0, y1);
      if (left && right) {
        for (const s of [top, bottom, left, right]) used.add(s);
        polygons.push({ points: corners(x0, y0, x1, y1), filled: false });
        break;
      }
      if ((left || right) && y1 - y0 <= maxPentagonHeight) {
        for (const s of [top, bottom, left ?? right]) if (s) used.add(s);
        const tip = (y1 - y0) * 0.67;
        const mid = (y0 + y1) / 2;
        const pts: Point[] = left
          ? [
              { x: x0, y: y0 },
              { x: x1, y: y0 },
              { x: x1 + tip, y: mid },
              { x: x1, y: y1 },
              { x: x0, y: y1 },
            ]
          : [
              { x: x1, y: y0 },
              { x: x0, y: y0 },
              { x: x0 - tip, y: mid },
              { x: x0, y: y1 },
              { x: x1, y: y1 },
            ];
        polygons.push({ points: pts, filled: false });
        break;
      }
    }
  }
  return { polygons, used };
}

const corners = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
