import { boxOfPoints, contains, pointToBox } from '../geometry.ts';
import type { Box, TextToken } from '../types.ts';
import { type FoundSymbol, type SymbolContext, tokenCentre } from './context.ts';

/**
 * Off-page connectors: five-sided closed outlines (an arrow pentagon) with text inside; the text is
 * the connector's tag (the drawing or line it continues on).
 */
export function findOffPage(ctx: SymbolContext): FoundSymbol[] {
  const out: FoundSymbol[] = [];
  for (const p of ctx.page.polygons) {
    if (ctx.usedPolygons.has(p) || p.points.length !== 5 || p.filled) continue;
    const box = boxOfPoints(p.points);
    const long = Math.max(box.w, box.h);
    if (long < 5 * ctx.mm || long > 60 * ctx.mm) continue;
    const inside = ctx.page.texts.filter((t) => !ctx.usedTokens.has(t) && contains(box, tokenCentre(t)));
    if (inside.length === 0) continue;
    for (const t of inside) ctx.usedTokens.add(t);
    ctx.usedPolygons.add(p);
    const tag = inside
      .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
      .map((t) => t.text)
      .join(' ');
    out.push({ type: 'offPage', category: 'connector', tag, box, confidence: 0.9, fields: {} });
  }
  return out;
}

interface Candidate {
  box: Box;
  round: boolean;
  release: () => void;
}

/**
 * Equipment: closed outlines (and large empty circles such as pumps) of equipment size, each with
 * an equipment tag written near it. Tags go to outlines nearest first, so a pump pair's two labels
 * land on their own pumps. Frames (the border, the title block) enclose many words and are skipped.
 */
export function findEquipment(ctx: SymbolContext): FoundSymbol[] {
  const { page, mm } = ctx;
  const pageArea = page.width * page.height;
  const candidates: Candidate[] = [];
  for (const p of page.polygons) {
    if (ctx.usedPolygons.has(p) || p.filled) continue;
    const box = boxOfPoints(p.points);
    if (Math.min(box.w, box.h) < 6 * mm || box.w * box.h > 0.25 * pageArea) continue;
    const words = page.texts.filter((t) => contains(box, tokenCentre(t))).length;
    if (words > 3) continue;
    candidates.push({ box, round: false, release: () => ctx.usedPolygons.add(p) });
  }
  for (const c of page.circles) {
    if (ctx.usedCircles.has(c) || c.filled || c.r < 3.5 * mm) continue;
    candidates.push({
      box: { x: c.c.x - c.r, y: c.c.y - c.r, w: 2 * c.r, h: 2 * c.r },
      round: true,
      release: () => ctx.usedCircles.add(c),
    });
  }
  const tags: { token: TextToken; reading: NonNullable<ReturnType<typeof ctx.matcher.match>> }[] = [];
  for (const t of page.texts) {
    if (ctx.usedTokens.has(t)) continue;
    const reading = ctx.matcher.match('equipment', t.text) ?? joinedEquipmentReading(ctx, t.text);
    if (reading) tags.push({ token: t, reading });
  }
  const pairs: { c: Candidate; t: (typeof tags)[number]; d: number }[] = [];
  for (const c of candidates) {
    const reach = Math.max(12 * mm, 0.35 * Math.max(c.box.w, c.box.h));
    for (const t of tags) {
      const tb = t.token.box;
      const d = Math.min(
        pointToBox(tokenCentre(t.token), c.box),
        ...cornersOf(tb).map((q) => pointToBox(q, c.box)),
      );
      if (d < reach) pairs.push({ c, t, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d);
  const out: FoundSymbol[] = [];
  const taken = new Set<Candidate>();
  const usedTags = new Set<TextToken>();
  for (const { c, t, d } of pairs) {
    if (taken.has(c) || usedTags.has(t.token)) continue;
    taken.add(c);
    usedTags.add(t.token);
    ctx.usedTokens.add(t.token);
    c.release();
    const confidence = Math.max(0.5, 1 - d / (40 * mm));
    out.push({
      type: 'equipment',
      category: c.round ? 'rotating' : 'vessel',
      tag: t.reading.tag,
      box: c.box,
      confidence,
      fields: t.reading.fields,
    });
  }
  return out;
}

/**
 * An equipment tag written without its hyphen (P4711, TK301, P101A) beside an outline, read as the
 * rules read the hyphened form. Only with a number of three digits or more: a grid reference (A1, B12)
 * written by the frame is no tag.
 */
function joinedEquipmentReading(ctx: SymbolContext, text: string) {
  const m = /^([A-Z]{1,3})(\d{3,}[A-Z]?)$/.exec(text.trim());
  return m ? ctx.matcher.match('equipment', `${m[1]}-${m[2]}`) : null;
}

const cornersOf = (b: Box) => [
  { x: b.x, y: b.y },
  { x: b.x + b.w, y: b.y },
  { x: b.x, y: b.y + b.h },
  { x: b.x + b.w, y: b.y + b.h },
];
