import { boxOfPoints, iou } from '../geometry.ts';
import type { Box, Polygon, Segment } from '../types.ts';
import { barFrame, inkProbe } from './inkProbe.ts';

/**
 * Swing check valves drawn as a flap: two bars across the pipe and one diagonal from the foot of one bar
 * to the head of the other (|/|, often with an arrowhead on it). Found from one bar as bar valves are,
 * checked on the binary image: the mirrored bar, the diagonal, paper on the other diagonal and at the
 * middle of both edges (not a box with a cross, not a bow-tie), and the pipe going on outside both bars
 * (an N of large lettering has no pipe). Given to the recogniser as a bow-tie with one half filled, the
 * way a check valve is drawn in ISA, with the box it was found in.
 */
export function findFlapChecks(
  bin: Uint8Array,
  width: number,
  height: number,
  strokes: Segment[],
  mm: number,
  taken: Box[],
): { polygons: Polygon[]; boxes: Box[] } {
  const { ink, coverage } = inkProbe(bin, width, height);
  const polygons: Polygon[] = [];
  const boxes: Box[] = [];
  for (const bar of strokes) {
    const { vertical, length: H, at, v0, v1, vm, P } = barFrame(bar);
    const horizontal = Math.abs(bar.a.y - bar.b.y) < 1;
    if (!vertical && !horizontal) continue;
    if (H < 2 * mm || H > 8 * mm) continue;
    for (const dir of [1, -1]) {
      let best = 0;
      let span = 0;
      let rising = true;
      for (let d = Math.round(0.8 * H); d <= Math.round(2.5 * H); d++) {
        const far = at + dir * d;
        const other = coverage(P(far, v0), P(far, v1));
        if (other < 0.85) continue;
        for (const up of [true, false]) {
          const diagonal = up ? coverage(P(at, v1), P(far, v0)) : coverage(P(at, v0), P(far, v1));
          const fit = Math.min(other, diagonal);
          if (fit > best) [best, span, rising] = [fit, d, up];
        }
      }
      if (best < 0.85) continue;
      const far = at + dir * span;
      const mid = at + (dir * span) / 2;
      const lerp = (t: number) => P(at + dir * span * t, rising ? v0 + H * t : v1 - H * t);
      const paper = [lerp(0.25), lerp(0.75), P(mid, v0 + 0.05 * H), P(mid, v1 - 0.05 * H)];
      if (paper.some((p) => ink(p.x, p.y, 1))) continue;
      const pipe = [P(at - dir * mm, vm), P(far + dir * mm, vm)];
      if (!pipe.every((p) => ink(p.x, p.y, 2))) continue;
      const lo = Math.min(at, far);
      const hi = Math.max(at, far);
      const box = boxOfPoints([P(lo, v0), P(hi, v1)]);
      if ([...taken, ...boxes].some((b) => iou(b, box) > 0.1)) continue;
      boxes.push(box);
      const waist = P((lo + hi) / 2, vm);
      polygons.push(
        { points: [P(lo, v0), waist, P(lo, v1)], filled: true },
        { points: [P(hi, v0), waist, P(hi, v1)], filled: false },
      );
    }
  }
  return { polygons, boxes };
}
