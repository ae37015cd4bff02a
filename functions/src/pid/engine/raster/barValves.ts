import { boxOfPoints, iou } from '../geometry.ts';
import type { Box, Circle, Point, Polygon, Segment } from '../types.ts';
import { barFrame, inkProbe } from './inkProbe.ts';
import { discFill, ringScore } from './shapes.ts';

/**
 * Bow-tie valves found from one of their end bars: a short stroke across the pipe, from whose ends two
 * straight edges of ink run to a waist, and from the waist two more edges to a mirrored bar (drawn, or
 * the base of a solid half). Checked on the binary image itself, so a valve the pipe runs through, a
 * solid half, a ball at the waist or specks of noise do not break it apart as component shapes do.
 * Paper beside the waist tells a bow-tie from a box with a cross in it.
 */
export function findBarValves(
  bin: Uint8Array,
  width: number,
  height: number,
  strokes: Segment[],
  mm: number,
): { polygons: Polygon[]; circles: Circle[]; boxes: Box[] } {
  const { ink, coverage } = inkProbe(bin, width, height);
  const polygons: Polygon[] = [];
  const circles: Circle[] = [];
  const boxes: Box[] = [];
  for (const bar of strokes) {
    // Work in the valve's frame: u along the pipe, v across it (along the bar).
    const { length: H, at, v0, v1, vm, P } = barFrame(bar);
    if (H < 2 * mm || H > 10 * mm) continue;
    for (const dir of [1, -1]) {
      // The waist is where the whole figure fits best: both halves' edges and the mirrored bar. A solid
      // half is ink all the way, so its own edges alone cannot place the waist.
      let half = 0;
      let best = 0;
      for (let d = Math.round(0.45 * H); d <= Math.round(1.3 * H); d++) {
        const w = P(at + dir * d, vm);
        const near = Math.min(coverage(P(at, v0), w), coverage(P(at, v1), w));
        if (near < 0.85) continue;
        const far = at + 2 * dir * d;
        const fit = Math.min(
          near,
          coverage(w, P(far, v0)),
          coverage(w, P(far, v1)),
          coverage(P(far, v0), P(far, v1)),
        );
        if (fit > best) {
          best = fit;
          half = d;
        }
      }
      if (best < 0.85) continue;
      const waist = P(at + dir * half, vm);
      const far = at + 2 * dir * half;
      // Paper above and below the waist, on both halves: not a rectangle with a cross, nor lettering.
      const paper = [
        P(at + dir * 0.5 * half, vm - 0.42 * H),
        P(at + dir * 0.5 * half, vm + 0.42 * H),
        P(at + dir * 1.5 * half, vm - 0.42 * H),
        P(at + dir * 1.5 * half, vm + 0.42 * H),
      ].filter((p) => ink(p.x, p.y, 1)).length;
      if (paper > 1) continue;
      const lo = Math.min(at, far);
      const hi = Math.max(at, far);
      const box = boxOfPoints([P(lo, v0), P(hi, v1)]);
      if (boxes.some((b) => iou(b, box) > 0.3)) continue;
      boxes.push(box);
      const tris: Point[][] = [
        [P(lo, v0), waist, P(lo, v1)],
        [P(hi, v0), waist, P(hi, v1)],
      ];
      const r = Math.max(1, Math.round(0.12 * H));
      for (const tri of tris) {
        const g = { x: (tri[0]!.x + tri[1]!.x + tri[2]!.x) / 3, y: (tri[0]!.y + tri[1]!.y + tri[2]!.y) / 3 };
        polygons.push({ points: tri, filled: discFill(bin, width, height, g, r) > 0.8 });
      }
      const waistMark = markAtWaist(bin, width, height, waist, H, half);
      if (waistMark) circles.push(waistMark);
    }
  }
  return { polygons, circles, boxes };
}

/** A globe valve's dot or a ball valve's ring at the waist, if there is one. */
function markAtWaist(
  bin: Uint8Array,
  width: number,
  height: number,
  waist: Point,
  H: number,
  half: number,
): Circle | null {
  // A dot fills the waist well beyond where the two apexes alone would put ink.
  const dotR = Math.max(2, Math.round(0.18 * H));
  if (discFill(bin, width, height, waist, dotR) > 0.85) return { c: waist, r: 0.22 * H, filled: true };
  for (let r = Math.round(0.22 * H); r <= Math.round(Math.min(0.45 * H, 0.8 * half)); r++) {
    if (ringScore(bin, width, height, waist, r, 1) > 0.9) return { c: waist, r, filled: false };
  }
  return null;
}
