import type { Box } from '../types.ts';
import { type Component, components } from './shapes.ts';

export interface TextRegion {
  box: Box;
  /** Written bottom-up (turned 90°): read on a crop turned clockwise. */
  vertical: boolean;
}

/** Glyph sizes a drawing is lettered in, in millimetres: smaller OCR cannot read; larger are titles, or
 * the rings of small instrument bubbles (their insides are read on their own). */
const MIN_GLYPH_MM = 0.9;
const MAX_GLYPH_MM = 5;

/**
 * Where the words of a scanned page are, found from its ink alone so that OCR reads those bands and
 * not the whole sheet (most of a drawing is paper, pipes and symbols; tesseract's time grows with
 * pixels). A glyph is a small connected component, a letter's height across its line; glyphs side by
 * side on one baseline join into a horizontal band, glyphs stacked along a column into a bottom-up
 * band. Lines, symbols, filled marks and specks are too long, too solid or too small to be glyphs.
 */
export function findTextRegions(bin: Uint8Array, width: number, height: number, mm: number): TextRegion[] {
  const minG = MIN_GLYPH_MM * mm;
  const maxG = MAX_GLYPH_MM * mm;
  const parts = components(bin, width, height, 2).filter((c) => isGlyph(c, minG, maxG));
  const across = (c: Component, vertical: boolean) => (vertical ? c.box.w : c.box.h);
  const real = (g: Component[], vertical: boolean) => g.length >= 2 || wide(g, vertical);
  // Across its line a glyph is a letter high: a word printed as one blot is long only along it.
  const flat = groups(
    parts.filter((c) => c.box.h <= maxG),
    false,
    (c) => c.box.h >= minG,
  ).filter((g) => real(g, false));
  const up = groups(
    parts.filter((c) => c.box.w <= maxG),
    true,
    (c) => c.box.w >= minG,
  ).filter((g) => real(g, true));
  // A glyph can join a short run one way and a long one the other (the 1 and 0 of a bottom-up "10"
  // sit side by side): each run stands if most of its glyphs belong to no longer run the other way.
  const flatSize = new Map<Component, number>();
  for (const g of flat) for (const c of g) flatSize.set(c, g.length);
  const upSize = new Map<Component, number>();
  for (const g of up) for (const c of g) upSize.set(c, g.length);
  const wins = (g: Component[], own: Map<Component, number>, other: Map<Component, number>, tie: boolean) =>
    g.filter((c) => {
      const o = other.get(c) ?? 0;
      return (own.get(c) ?? 0) > o || (tie && (own.get(c) ?? 0) === o);
    }).length *
      2 >
    g.length;
  const out: TextRegion[] = [];
  const emit = (members: Component[], vertical: boolean) => {
    const box = union(members.map((m) => m.box));
    const size = Math.max(...members.map((m) => across(m, vertical)));
    out.push({ box: pad(box, 0.35 * size, width, height), vertical });
  };
  for (const g of flat) if (wins(g, flatSize, upSize, true)) emit(g, false);
  for (const g of up) if (wins(g, upSize, flatSize, false)) emit(g, true);
  return out;
}

/** A letter: not a speck, not longer than a letter can be, not a solid blot (an arrowhead, a dot). */
function isGlyph(c: Component, minG: number, maxG: number): boolean {
  const { w, h } = c.box;
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  if (long < minG || short > maxG) return false;
  // Merged letters (a word printed tight) make one component several letters long.
  if (long > 12 * Math.max(short, minG)) return false;
  const fill = c.pixels / (w * h);
  return fill < 0.75 || short < 0.35 * long;
}

/** A single component that is itself several letters wide (letters touching). */
const wide = (g: Component[], vertical: boolean) => {
  const b = g[0]?.box;
  if (!b || g.length !== 1) return false;
  return vertical ? b.h >= 1.6 * b.w : b.w >= 1.6 * b.h;
};

/**
 * Joins glyphs into words and phrases along one direction: neighbours that share most of their
 * line (overlap across) and sit within a letter's height of each other along it.
 */
function groups(parts: Component[], vertical: boolean, seed: (c: Component) => boolean): Component[][] {
  const along0 = (b: Box) => (vertical ? b.y : b.x);
  const along1 = (b: Box) => (vertical ? b.y + b.h : b.x + b.w);
  const across0 = (b: Box) => (vertical ? b.x : b.y);
  const across1 = (b: Box) => (vertical ? b.x + b.w : b.y + b.h);
  const size = (b: Box) => across1(b) - across0(b);
  const order = parts.map((_, i) => i).sort((a, b) => along0(parts[a]!.box) - along0(parts[b]!.box));
  const parent = parts.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  // Each run's extent across its line and its tallest glyph: a run may not grow into a block or a
  // staircase (dots of a dashed line, stars, small symbols chaining across a drawing).
  const lo = parts.map((p) => across0(p.box));
  const hi = parts.map((p) => across1(p.box));
  const tallest = parts.map((p) => size(p.box));
  const maxSize = Math.max(0, ...parts.map((p) => size(p.box)));
  for (let oi = 0; oi < order.length; oi++) {
    const a = parts[order[oi]!]!;
    for (let oj = oi + 1; oj < order.length; oj++) {
      const b = parts[order[oj]!]!;
      const gap = along0(b.box) - along1(a.box);
      if (gap > 1.7 * maxSize) break;
      const s = Math.max(size(a.box), size(b.box));
      if (!seed(a) && !seed(b)) continue;
      // Wide enough to step over a hyphen and an inch mark, which are too small to be glyphs themselves.
      if (gap > 1.7 * s) continue;
      const overlap = Math.min(across1(a.box), across1(b.box)) - Math.max(across0(a.box), across0(b.box));
      // Letters of one line share most of their height; a small mark (hyphen, quote) lies inside it.
      if (overlap < 0.5 * Math.min(size(a.box), size(b.box))) continue;
      if (Math.min(size(a.box), size(b.box)) < 0.3 * s && overlap <= 0) continue;
      const ra = find(order[oi]!);
      const rb = find(order[oj]!);
      if (ra === rb) continue;
      const from = Math.min(lo[ra]!, lo[rb]!);
      const to = Math.max(hi[ra]!, hi[rb]!);
      const tall = Math.max(tallest[ra]!, tallest[rb]!);
      if (to - from > 1.6 * tall) continue;
      parent[ra] = rb;
      lo[rb] = from;
      hi[rb] = to;
      tallest[rb] = tall;
    }
  }
  const byRoot = new Map<number, Component[]>();
  parts.forEach((p, i) => {
    const r = find(i);
    byRoot.set(r, [...(byRoot.get(r) ?? []), p]);
  });
  // A group needs at least one letter-sized member: two specks are not a word.
  return [...byRoot.values()].filter((g) => g.some(seed));
}

function union(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

function pad(b: Box, d: number, width: number, height: number): Box {
  const x = Math.max(0, b.x - d);
  const y = Math.max(0, b.y - d);
  return { x, y, w: Math.min(width, b.x + b.w + d) - x, h: Math.min(height, b.y + b.h + d) - y };
}
