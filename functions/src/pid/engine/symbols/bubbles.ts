import { isaParts } from '../classify.ts';
import { dist } from '../geometry.ts';
import type { Circle, InstrumentMounting, Segment, TextToken } from '../types.ts';
import { type FoundSymbol, type SymbolContext, tokenCentre } from './context.ts';

/** Bubble radii seen on drawings: 3 to 9 mm (ISA bubbles are ~10–12 mm across at full size). */
const R_MIN = 2.5;
const R_MAX = 9;

/** Joins the lines read inside a bubble (top to bottom) into a tag such as FIC-101 or PT-2001A. */
function bubbleTag(tokens: TextToken[]): string | null {
  const lines = [...tokens].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const joined = lines.map((t) => t.text.trim()).join(' ');
  const compact = joined.replace(/\s+/g, ' ');
  const direct = isaParts(compact.replace(' ', '-'));
  if (direct) return `${direct.letters}-${direct.number}${direct.suffix}`;
  const glued = isaParts(compact.replace(/\s+/g, ''));
  return glued ? `${glued.letters}-${glued.number}${glued.suffix}` : null;
}

/** A horizontal chord through the centre spanning the circle: the panel-mounted (control room) mark. */
function hasCentreBar(c: Circle, segments: Segment[]): Segment | undefined {
  return segments.find((s) => {
    const mid = { x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2 };
    const len = dist(s.a, s.b);
    return (
      Math.abs(s.a.y - s.b.y) < 0.1 * c.r && dist(mid, c.c) < 0.2 * c.r && len > 1.6 * c.r && len < 2.4 * c.r
    );
  });
}

/**
 * Instrument bubbles: circles of bubble size with an instrument tag written inside. A bar through the
 * centre marks panel mounting; a square drawn around the circle marks a shared display.
 */
export function findBubbles(ctx: SymbolContext): FoundSymbol[] {
  const out: FoundSymbol[] = [];
  const { page, mm } = ctx;
  for (const c of page.circles) {
    if (c.filled || c.r < R_MIN * mm || c.r > R_MAX * mm) continue;
    const inside = page.texts.filter((t) => !ctx.usedTokens.has(t) && dist(tokenCentre(t), c.c) < 0.85 * c.r);
    if (inside.length === 0) continue;
    const raw = bubbleTag(inside);
    if (!raw) continue;
    const reading = ctx.matcher.match('instrument', raw);
    if (!reading) continue;
    for (const t of inside) ctx.usedTokens.add(t);
    ctx.usedCircles.add(c);
    let mounting: InstrumentMounting = 'field';
    const bar = hasCentreBar(c, page.segments);
    if (bar) {
      mounting = 'panel';
      ctx.usedSegments.add(bar);
    }
    const square = page.polygons.find(
      (p) =>
        p.points.length === 4 &&
        p.points.every(
          (q) =>
            Math.abs(Math.abs(q.x - c.c.x) - c.r) < 0.15 * c.r &&
            Math.abs(Math.abs(q.y - c.c.y) - c.r) < 0.15 * c.r,
        ),
    );
    const squareSides = square
      ? []
      : page.segments.filter(
          (s) =>
            dist(s.a, s.b) > 1.6 * c.r &&
            [s.a, s.b].every(
              (q) =>
                Math.abs(Math.abs(q.x - c.c.x) - c.r) < 0.15 * c.r &&
                Math.abs(Math.abs(q.y - c.c.y) - c.r) < 0.15 * c.r,
            ),
        );
    if (square || squareSides.length >= 3) {
      mounting = 'shared';
      for (const s of squareSides) ctx.usedSegments.add(s);
      if (square) ctx.usedPolygons.add(square);
    }
    out.push({
      type: 'instrument',
      category: mounting,
      tag: reading.tag,
      box: { x: c.c.x - c.r, y: c.c.y - c.r, w: 2 * c.r, h: 2 * c.r },
      confidence: Math.min(...inside.map((t) => t.confidence)),
      fields: reading.fields,
    });
  }
  return out;
}
