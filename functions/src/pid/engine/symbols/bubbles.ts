import { isaParts, type TagMatcher, type TagReading } from '../classify.ts';
import { boxOfPoints, dist } from '../geometry.ts';
import type { Box, InstrumentMounting, Point, Segment, TextToken } from '../types.ts';
import { type FoundSymbol, type SymbolContext, tokenCentre } from './context.ts';
import { insideOval, isRoundOutline } from './round.ts';

/** Bubble radii seen on drawings: 3 to 9 mm (ISA bubbles are ~10–12 mm across at full size). */
const R_MIN = 2.5;
const R_MAX = 9;

/**
 * Reads the lines written inside a bubble (top to bottom) as an instrument tag: first the ISA
 * reading (letters, loop number, suffix, as FIC-101 or PT-2001A), then the words as written, joined
 * by a space, a hyphen or nothing, so a rule set for another style (PI over 4712.01) reads them too.
 * `lettersAlone` also takes a bubble holding function letters only.
 */
export function bubbleReading(
  tokens: TextToken[],
  matcher: TagMatcher,
  lettersAlone = false,
): TagReading | null {
  const lines = [...tokens].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const words = lines.map((t) => t.text.trim()).filter(Boolean);
  const compact = words.join(' ');
  const candidates: string[] = [];
  const direct = isaParts(compact.replace(' ', '-'));
  if (direct) candidates.push(`${direct.letters}-${direct.number}${direct.suffix}`);
  const glued = isaParts(compact.replace(/\s+/g, ''));
  if (glued) candidates.push(`${glued.letters}-${glued.number}${glued.suffix}`);
  candidates.push(compact, words.join('-'), words.join(''));
  for (const c of candidates) {
    const reading = matcher.match('instrument', c);
    if (reading) return reading;
  }
  return lettersAlone && words.length === 1 ? lettersOnly(words[0] as string, matcher) : null;
}

/**
 * A bubble with function letters and no loop number (SC, a scale; PI on a simplified sheet): the
 * letters are an instrument's when the rules read them as such with a loop number put after them.
 */
function lettersOnly(word: string, matcher: TagMatcher): TagReading | null {
  if (!/^[A-Z]{2,5}$/.test(word)) return null;
  const letters = matcher.match('instrument', `${word}-1`)?.fields.functionLetters;
  return letters === word ? { tag: word, fields: { functionLetters: word } } : null;
}

/**
 * A bubble outline: a circle, or a closed round outline (stadium, circle of arcs, rounded rectangle), or
 * a square of bubble size (an instrument box: a DCS or logic function, a set point).
 */
interface BubbleShape {
  box: Box;
  centre: Point;
  take: (ctx: SymbolContext) => void;
  square?: boolean;
}

function bubbleShapes(ctx: SymbolContext): BubbleShape[] {
  const { page, mm } = ctx;
  const out: BubbleShape[] = [];
  for (const c of page.circles) {
    if (c.filled || c.r < R_MIN * mm || c.r > R_MAX * mm) continue;
    out.push({
      box: { x: c.c.x - c.r, y: c.c.y - c.r, w: 2 * c.r, h: 2 * c.r },
      centre: c.c,
      take: (x) => x.usedCircles.add(c),
    });
  }
  for (const p of page.polygons) {
    if (p.filled || ctx.usedPolygons.has(p)) continue;
    const box = boxOfPoints(p.points);
    const half = Math.min(box.w, box.h) / 2;
    if (half < R_MIN * mm || Math.max(box.w, box.h) / 2 > 1.6 * R_MAX * mm) continue;
    if (!isRoundOutline(p.points)) {
      if (
        p.points.length === 4 &&
        Math.abs(box.w - box.h) < 0.15 * Math.max(box.w, box.h) &&
        box.w <= 2 * R_MAX * mm
      )
        out.push({
          box,
          centre: { x: box.x + box.w / 2, y: box.y + box.h / 2 },
          take: (x) => x.usedPolygons.add(p),
          square: true,
        });
      continue;
    }
    out.push({
      box,
      centre: { x: box.x + box.w / 2, y: box.y + box.h / 2 },
      take: (x) => x.usedPolygons.add(p),
    });
  }
  return out;
}

/** A horizontal chord through the centre spanning the bubble: the panel-mounted (control room) mark. */
function centreBar(shape: BubbleShape, segments: Segment[]): Segment | undefined {
  const half = Math.min(shape.box.w, shape.box.h) / 2;
  return segments.find((s) => {
    const mid = { x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2 };
    const len = dist(s.a, s.b);
    return (
      Math.abs(s.a.y - s.b.y) < 0.1 * half &&
      dist(mid, shape.centre) < 0.2 * half &&
      len > 0.8 * shape.box.w &&
      len < 1.2 * shape.box.w
    );
  });
}

const insideBox = (b: Box, p: Point) =>
  p.x > b.x + 0.05 * b.w && p.x < b.x + 0.95 * b.w && p.y > b.y + 0.05 * b.h && p.y < b.y + 0.95 * b.h;

/** Words on more than one line: one centre lies below another by most of a word's height. */
function stacked(tokens: TextToken[]): boolean {
  const ys = tokens.map((t) => t.box.y + t.box.h / 2);
  const h = Math.min(...tokens.map((t) => Math.min(t.box.h, t.box.w)));
  return Math.max(...ys) - Math.min(...ys) > 0.6 * h;
}

/** A point on the corners of the bubble's box: a square drawn around it (the shared display). */
const onCorner = (shape: BubbleShape, q: Point) => {
  const tol = 0.15 * (Math.min(shape.box.w, shape.box.h) / 2);
  return (
    Math.abs(Math.abs(q.x - shape.centre.x) - shape.box.w / 2) < tol &&
    Math.abs(Math.abs(q.y - shape.centre.y) - shape.box.h / 2) < tol
  );
};

/**
 * Instrument bubbles: round outlines of bubble size (circles, stadiums, circles drawn in several arcs)
 * with an instrument tag written inside. A bar through the centre marks panel mounting; a square
 * drawn around the bubble marks a shared display.
 */
export function findBubbles(ctx: SymbolContext): FoundSymbol[] {
  const out: FoundSymbol[] = [];
  const { page } = ctx;
  for (const shape of bubbleShapes(ctx)) {
    const inside = page.texts.filter(
      (t) =>
        !ctx.usedTokens.has(t) &&
        (shape.square ? insideBox(shape.box, tokenCentre(t)) : insideOval(shape.box, tokenCentre(t), 0.85)),
    );
    if (inside.length === 0) continue;
    // A box with one line of text is an equipment or a note's frame; an instrument's letters stand over its number.
    if (shape.square && !stacked(inside)) continue;
    // Letters alone are a tag only from a text layer: on a scan they more likely lost their number to OCR.
    const reading = bubbleReading(inside, ctx.matcher, page.kind === 'vector');
    if (!reading) continue;
    for (const t of inside) ctx.usedTokens.add(t);
    shape.take(ctx);
    let mounting: InstrumentMounting = 'field';
    const bar = centreBar(shape, page.segments);
    if (bar) {
      mounting = 'panel';
      ctx.usedSegments.add(bar);
    }
    const square = page.polygons.find(
      (p) => p.points.length === 4 && p.points.every((q) => onCorner(shape, q)),
    );
    const minSide = 0.8 * Math.min(shape.box.w, shape.box.h);
    const squareSides = square
      ? []
      : page.segments.filter((s) => dist(s.a, s.b) > minSide && [s.a, s.b].every((q) => onCorner(shape, q)));
    if (shape.square) {
      mounting = 'shared';
      // A diagonal across the box (a logic function's) belongs to it.
      for (const s of page.segments)
        if (onCorner(shape, s.a) && onCorner(shape, s.b) && dist(s.a, s.b) > shape.box.w)
          ctx.usedSegments.add(s);
    } else if (square || squareSides.length >= 3) {
      mounting = 'shared';
      for (const s of squareSides) ctx.usedSegments.add(s);
      if (square) ctx.usedPolygons.add(square);
    }
    out.push({
      type: 'instrument',
      category: mounting,
      tag: reading.tag,
      box: shape.box,
      confidence: Math.min(...inside.map((t) => t.confidence)),
      fields: reading.fields,
    });
  }
  return out;
}
