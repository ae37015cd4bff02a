import { angleDiff, dist, pointToSegment, segAngle, segmentHitsBox } from '../geometry.ts';
import type { Box, Point, Segment } from '../types.ts';

/**
 * Dashes drawn as separate short strokes (many CAD exports, every scan) become one dashed segment:
 * three or more short collinear pieces in a row with short gaps.
 */
export function joinDashes(segments: Segment[], mm: number): Segment[] {
  const shortMax = 4 * mm;
  const gapMax = 3 * mm;
  const short = segments.filter((s) => !s.dashed && dist(s.a, s.b) < shortMax && dist(s.a, s.b) > 0.3 * mm);
  const keyOf = (s: Segment) => {
    const ang = Math.round(segAngle(s)) % 180;
    const rad = (ang * Math.PI) / 180;
    const off = -s.a.x * Math.sin(rad) + s.a.y * Math.cos(rad);
    return { ang, off, along: (p: Point) => p.x * Math.cos(rad) + p.y * Math.sin(rad) };
  };
  const groups = new Map<string, { s: Segment; lo: number; hi: number }[]>();
  for (const s of short) {
    const k = keyOf(s);
    const id = `${k.ang}:${Math.round(k.off / (0.5 * mm))}`;
    const lo = Math.min(k.along(s.a), k.along(s.b));
    const hi = Math.max(k.along(s.a), k.along(s.b));
    groups.set(id, [...(groups.get(id) ?? []), { s, lo, hi }]);
  }
  const removed = new Set<Segment>();
  const added: Segment[] = [];
  for (const list of groups.values()) {
    list.sort((p, q) => p.lo - q.lo);
    let run: typeof list = [];
    const flush = () => {
      if (run.length >= 3) {
        for (const r of run) removed.add(r.s);
        const pts = run.flatMap((r) => [r.s.a, r.s.b]);
        const first = run[0] as (typeof list)[number];
        const k = keyOf(first.s);
        pts.sort((p, q) => k.along(p) - k.along(q));
        added.push({
          a: pts[0] as Point,
          b: pts[pts.length - 1] as Point,
          dashed: true,
          width: first.s.width,
        });
      }
      run = [];
    };
    for (const item of list) {
      const prev = run[run.length - 1];
      if (prev && item.lo - prev.hi > gapMax) flush();
      run.push(item);
    }
    flush();
  }
  return [...segments.filter((s) => !removed.has(s)), ...added];
}

/** Cuts the parts of segments lying inside boxes (a pipe drawn straight through a valve symbol). */
export function clipOutOfBoxes(segments: Segment[], boxes: Box[]): Segment[] {
  let out = segments;
  for (const box of boxes) {
    const next: Segment[] = [];
    for (const s of out) {
      if (!segmentHitsBox(s.a, s.b, box)) {
        next.push(s);
        continue;
      }
      next.push(...clipOne(s, box));
    }
    out = next;
  }
  return out;
}

/** The parts of a segment outside a box: the slab method gives where it enters and leaves. */
function clipOne(s: Segment, box: Box): Segment[] {
  const d = { x: s.b.x - s.a.x, y: s.b.y - s.a.y };
  let t0 = 0;
  let t1 = 1;
  for (const [p, lo, hi] of [
    [d.x, box.x - s.a.x, box.x + box.w - s.a.x],
    [d.y, box.y - s.a.y, box.y + box.h - s.a.y],
  ] as [number, number, number][]) {
    if (Math.abs(p) < 1e-12) {
      if (lo > 0 || hi < 0) return [s];
      continue;
    }
    const [e, x] = p > 0 ? [lo / p, hi / p] : [hi / p, lo / p];
    t0 = Math.max(t0, e);
    t1 = Math.min(t1, x);
  }
  if (t0 >= t1) return [s];
  const at = (t: number): Point => ({ x: s.a.x + d.x * t, y: s.a.y + d.y * t });
  const pieces: Segment[] = [];
  if (t0 > 1e-9) pieces.push({ ...s, b: at(t0) });
  if (t1 < 1 - 1e-9) pieces.push({ ...s, a: at(t1) });
  return pieces;
}

/** Is the point on the interior of the segment (not near its ends)? */
export function onInterior(p: Point, s: Segment, tol: number): boolean {
  const { d } = pointToSegment(p, s.a, s.b);
  return d <= tol && dist(p, s.a) > tol && dist(p, s.b) > tol;
}

export const collinear = (s: Segment, t: Segment) => angleDiff(segAngle(s), segAngle(t)) < 10;
