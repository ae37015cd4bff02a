import { boxOfPoints, dist, iou } from '../geometry.ts';
import type { Point, Segment } from '../types.ts';
import type { FoundSymbol, SymbolContext } from './context.ts';

/** Bar lengths of a swing check valve, in mm. */
const BAR_MM = { min: 2, max: 10 };

/**
 * Swing check valves drawn as strokes: two bars across the pipe and a flap from the head of one to the
 * foot of the other (|\|, with an arrowhead or a hinge dot or neither). A bow-tie needs two triangles;
 * this figure has none. Not a box: no stroke runs along either long edge between the bars.
 */
export function findFlapValves(ctx: SymbolContext, found: FoundSymbol[] = []): FoundSymbol[] {
  const { page, mm } = ctx;
  const free = page.segments.filter((s) => !ctx.usedSegments.has(s) && !s.dashed);
  const across = (s: Segment, vertical: boolean) =>
    vertical
      ? Math.abs(s.a.x - s.b.x) < 0.05 * dist(s.a, s.b)
      : Math.abs(s.a.y - s.b.y) < 0.05 * dist(s.a, s.b);
  const out: FoundSymbol[] = [];
  const taken = new Set<Segment>();
  for (const vertical of [true, false]) {
    // In the valve's frame: u along the pipe, v across it (along the bars).
    const u = (p: Point) => (vertical ? p.x : p.y);
    const v = (p: Point) => (vertical ? p.y : p.x);
    const bars = free.filter((s) => {
      const len = dist(s.a, s.b);
      return across(s, vertical) && len >= BAR_MM.min * mm && len <= BAR_MM.max * mm;
    });
    for (const a of bars) {
      if (taken.has(a)) continue;
      const H = dist(a.a, a.b);
      const [a0, a1] = [Math.min(v(a.a), v(a.b)), Math.max(v(a.a), v(a.b))];
      const tol = 0.2 * H;
      for (const b of bars) {
        if (b === a || taken.has(b)) continue;
        const d = u(b.a) - u(a.a);
        if (d < 0.8 * H || d > 2.5 * H) continue;
        const [b0, b1] = [Math.min(v(b.a), v(b.b)), Math.max(v(b.a), v(b.b))];
        if (Math.abs(b0 - a0) > tol || Math.abs(b1 - a1) > tol) continue;
        const at = (uu: number, vv: number) => (s: Point) =>
          Math.abs(u(s) - uu) < tol && Math.abs(v(s) - vv) < tol;
        const joins = (s: Segment, p: (q: Point) => boolean, q: (q: Point) => boolean) =>
          (p(s.a) && q(s.b)) || (p(s.b) && q(s.a));
        const flap = free.find(
          (s) =>
            s !== a &&
            s !== b &&
            (joins(s, at(u(a.a), a0), at(u(b.a), b1)) || joins(s, at(u(a.a), a1), at(u(b.a), b0))),
        );
        if (!flap) continue;
        // A box (or a cell of a table) has its long edges drawn; a flap has paper there.
        const edge = free.some(
          (s) =>
            s !== flap &&
            !across(s, vertical) &&
            [a0, a1].some((e) => Math.abs(v(s.a) - e) < tol && Math.abs(v(s.b) - e) < tol) &&
            Math.min(u(s.a), u(s.b)) < u(a.a) + 0.5 * d &&
            Math.max(u(s.a), u(s.b)) > u(a.a) + 0.5 * d,
        );
        if (edge) continue;
        // Writers draw some strokes twice: the copy of a found valve is the same valve.
        const box = boxOfPoints([a.a, a.b, b.a, b.b]);
        if ([...found, ...out].some((f) => iou(f.box, box) > 0.5)) {
          for (const s of [a, b, flap]) ctx.usedSegments.add(s);
          continue;
        }
        for (const s of [a, b, flap]) {
          taken.add(s);
          ctx.usedSegments.add(s);
        }
        // Arrowhead and hinge strokes along the flap belong to it as well.
        for (const s of free)
          if (!taken.has(s) && !across(s, vertical) && dist(s.a, flap.b) < tol && dist(s.b, flap.a) > 0.5 * d)
            ctx.usedSegments.add(s);
        out.push({
          type: 'valve',
          category: 'check',
          tag: '',
          box,
          confidence: 0.9,
          fields: {},
          axis: vertical ? 'h' : 'v',
        });
        break;
      }
    }
  }
  return out;
}
