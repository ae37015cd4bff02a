import { iou } from '../geometry.ts';
import type { Box, Circle, Point, Polygon, Segment } from '../types.ts';
import { discFill, ringScore } from './shapes.ts';

/**
 * Inline valves found where a pipe stops and starts again: two collinear strokes facing each other
 * across a valve-sized gap, with the bow-tie's pattern in the gap (ink at the waist and at the four
 * corners, paper above and below the waist). Scans lose the diagonals' components to erased bars and
 * stems; the gap in the pipe does not move.
 */
export function findGapValves(
  bin: Uint8Array,
  width: number,
  height: number,
  strokes: Segment[],
  minGap: number,
  maxGap: number,
  tol: number,
): { polygons: Polygon[]; circles: Circle[] } {
  const inkNear = (x: number, y: number, r: number) => {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const xi = Math.round(x + dx);
        const yi = Math.round(y + dy);
        if (xi >= 0 && yi >= 0 && xi < width && yi < height && bin[yi * width + xi]) return true;
      }
    }
    return false;
  };
  const out: { polygons: Polygon[]; circles: Circle[] } = { polygons: [], circles: [] };
  const boxes: Box[] = [];
  for (const horizontal of [true, false]) {
    const along = (p: Point) => (horizontal ? p.x : p.y);
    const across = (p: Point) => (horizontal ? p.y : p.x);
    const lines = strokes
      .filter((s) => (horizontal ? Math.abs(s.a.y - s.b.y) < 1 : Math.abs(s.a.x - s.b.x) < 1))
      .map((s) => ({
        lo: Math.min(along(s.a), along(s.b)),
        hi: Math.max(along(s.a), along(s.b)),
        at: across(s.a),
      }));
    for (const l of lines) {
      for (const m of lines) {
        const open = m.lo - l.hi;
        if (open < minGap / 2 || open > maxGap || Math.abs(m.at - l.at) > tol) continue;
        // The pipe's run carries on into a solid half (a check valve): then the gap is half the valve.
        for (const [a, b] of [
          [l.hi, m.lo],
          [2 * l.hi - m.lo, m.lo],
          [l.hi, 2 * m.lo - l.hi],
        ] as [number, number][]) {
          const gap = b - a;
          if (gap < minGap || gap > maxGap) continue;
          const h = 0.67 * gap;
          const c = horizontal ? { x: (a + b) / 2, y: l.at } : { x: l.at, y: (a + b) / 2 };
          const pt = (u: number, v: number): Point =>
            horizontal ? { x: c.x + u, y: c.y + v } : { x: c.x + v, y: c.y + u };
          const r = Math.max(2, Math.round(gap * 0.06));
          const corners = [
            pt(-gap / 2 + r, -h / 2 + r),
            pt(gap / 2 - r, -h / 2 + r),
            pt(-gap / 2 + r, h / 2 - r),
            pt(gap / 2 - r, h / 2 - r),
          ];
          if (!inkNear(c.x, c.y, r) || !corners.every((p) => inkNear(p.x, p.y, r))) continue;
          const waist = [pt(0, -0.38 * h), pt(0, 0.38 * h)];
          // A control valve's stem leaves the waist on one side: one side of the waist must be paper.
          if (waist.every((p) => inkNear(p.x, p.y, 1))) continue;
          const box = horizontal
            ? { x: a, y: c.y - h / 2, w: gap, h }
            : { x: c.x - h / 2, y: a, w: h, h: gap };
          if (boxes.some((bx) => iou(bx, box) > 0.3)) continue;
          const halves = [-1, 1].map(
            (side) =>
              discFill(bin, width, height, pt((side * gap) / 3, 0), Math.max(1, Math.round(h * 0.12))) > 0.8,
          );
          // The half-gap readings only stand when that half really is solid.
          if (a !== l.hi && !halves[0]) continue;
          if (b !== m.lo && !halves[1]) continue;
          boxes.push(box);
          [-1, 1].forEach((side, i) => {
            out.polygons.push({
              points: [pt((side * gap) / 2, -h / 2), c, pt((side * gap) / 2, h / 2)],
              filled: halves[i] ?? false,
            });
          });
          // A dot at the waist (globe) or a small ring (ball).
          const dotR = Math.round(0.13 * gap);
          if (discFill(bin, width, height, c, Math.max(1, Math.round(dotR * 0.7))) > 0.85)
            out.circles.push({ c, r: dotR, filled: true });
          else if (ringScore(bin, width, height, c, 0.2 * gap, 2) > 0.85)
            out.circles.push({ c, r: 0.2 * gap, filled: false });
          break;
        }
      }
    }
  }
  return out;
}
