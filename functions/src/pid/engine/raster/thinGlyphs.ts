import type { Box, TextToken } from '../types.ts';
import { components } from './shapes.ts';

/**
 * Puts back the plain upright bars OCR drops beside a word (tesseract takes a lone I for a stroke of
 * the drawing: the I of TI, the 1 of 21). A bar is a glyph of the word's height, a fraction of it wide,
 * solid, on the word's line and a letter's gap from its end, inside a region whose ink was read; it is
 * an I after letters and a 1 after digits.
 */
export function restoreThinGlyphs(
  bin: Uint8Array,
  width: number,
  height: number,
  regions: Box[],
  tokens: TextToken[],
): TextToken[] {
  const out = tokens.map((t) => ({ ...t, box: { ...t.box } }));
  for (const region of regions) {
    const mine = out.filter((t) => t.angle === 0 && centreIn(t.box, region));
    if (mine.length === 0) continue;
    for (const bar of barsIn(bin, width, height, region)) {
      const bc = bar.y + bar.h / 2;
      const onLine = (m: TextToken) =>
        bar.h >= 0.7 * m.box.h &&
        bar.h <= 1.3 * m.box.h &&
        Math.abs(bc - (m.box.y + m.box.h / 2)) < 0.25 * m.box.h;
      // Beside a word, or at the very end of its box with an end letter that is no bar itself (OCR
      // sometimes keeps the bar's extent and drops its letter).
      const t = mine.find((m) => {
        if (!onLine(m)) return false;
        const gap = gapX(m.box, bar);
        if (gap >= 0) return gap < 0.6 * m.box.h;
        const atEnd = bar.x >= m.box.x + m.box.w - Math.max(bar.w + 2, 0.25 * m.box.h);
        const atStart = bar.x + bar.w <= m.box.x + Math.max(bar.w + 2, 0.25 * m.box.h);
        const end = atEnd ? m.text.at(-1) : atStart ? m.text[0] : undefined;
        return end !== undefined && !THIN.has(end) && m.text.length > 0 && overlapX(m.box, bar) > 0;
      });
      if (!t) continue;
      const after = bar.x > t.box.x + t.box.w / 2;
      const next = after ? t.text.at(-1) : t.text[0];
      const glyph = next !== undefined && next >= '0' && next <= '9' ? '1' : 'I';
      t.text = after ? t.text + glyph : glyph + t.text;
      const x0 = Math.min(t.box.x, bar.x);
      const x1 = Math.max(t.box.x + t.box.w, bar.x + bar.w);
      t.box = { ...t.box, x: x0, w: x1 - x0 };
    }
  }
  return out;
}

/** Upright solid bars in a region of the page. */
function barsIn(bin: Uint8Array, width: number, height: number, r: Box): Box[] {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const w = Math.min(width, Math.ceil(r.x + r.w)) - x0;
  const h = Math.min(height, Math.ceil(r.y + r.h)) - y0;
  if (w <= 0 || h <= 0) return [];
  const crop = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) crop.set(bin.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  // A scan's pinholes cut a thin bar in two: close gaps of up to two pixels down each column.
  for (let y = 1; y < h - 1; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (crop[i]) continue;
      const above = crop[i - w] || (y > 1 && crop[i - 2 * w]);
      const below = crop[i + w] || (y < h - 2 && crop[i + 2 * w]);
      if (above && below) crop[i] = 1;
    }
  }
  return components(crop, w, h, 1)
    .filter((c) => c.box.h >= 6 && c.box.w <= 0.3 * c.box.h && c.pixels >= 0.75 * c.box.w * c.box.h)
    .filter((c) => c.box.x > 0 && c.box.y > 0 && c.box.x + c.box.w < w && c.box.y + c.box.h < h)
    .map((c) => ({ ...c.box, x: c.box.x + x0, y: c.box.y + y0 }));
}

/** Letters that are themselves a bar: a bar at a word's end that reads as one of these was read. */
const THIN = new Set(['I', '1', 'L', 'J', '!', '|']);

const centreIn = (b: Box, r: Box) => {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return cx >= r.x && cx <= r.x + r.w && cy >= r.y && cy <= r.y + r.h;
};
const overlapX = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
const gapX = (a: Box, b: Box) => Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w);
