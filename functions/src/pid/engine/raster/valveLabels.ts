import { boxGap } from '../geometry.ts';
import type { Box, TextToken } from '../types.ts';
import { inkShare } from './ringInsides.ts';

/** A valve tag's strip: as long as a long tag (062-V1058, 2"-XV-10015), a line of lettering high. */
const STRIP_MM = { long: 18, high: 3.5, gap: 0.2 };

const centreIn = (b: Box, r: Box) => {
  const x = b.x + b.w / 2;
  const y = b.y + b.h / 2;
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
};
const alnum = (s: string) => s.replace(/[^A-Z0-9]/gi, '').toUpperCase();
/** A word that can be a tag: letters and digits. */
const tagShaped = (t: TextToken) =>
  t.angle === 0 && /[A-Z]/i.test(t.text) && /\d/.test(t.text) && t.text.length >= 4;
const sameLine = (a: Box, b: Box) =>
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5 * Math.min(a.h, b.h) && boxGap(a, b) <= 0;

/**
 * Where a valve's tag is written: above and below a valve drawn along a horizontal pipe (wider than
 * high), left and right of one on a vertical pipe. Strips without ink are left out, and strips where the
 * page pass read a tag-shaped word whole (no unread ink just before or after it on its line).
 */
export function valveLabelStrips(
  valves: Box[],
  mm: number,
  bin: Uint8Array,
  width: number,
  height: number,
  words: TextToken[] = [],
): Box[] {
  const read = words.filter(tagShaped);
  const whole = (w: TextToken) => {
    const side = 0.8 * w.box.h;
    const band = (x: number) => ({ x, y: w.box.y + 0.2 * w.box.h, w: side, h: 0.6 * w.box.h });
    return [band(w.box.x - side - 1), band(w.box.x + w.box.w + 1)].every(
      (b) => b.x < 0 || b.x + b.w > width || inkShare(bin, width, height, b) < 0.03,
    );
  };
  const long = STRIP_MM.long * mm;
  const high = STRIP_MM.high * mm;
  const gap = STRIP_MM.gap * mm;
  const out: Box[] = [];
  for (const v of valves) {
    const cx = v.x + v.w / 2;
    const cy = v.y + v.h / 2;
    const strips =
      v.w >= v.h
        ? [
            { x: cx - long / 2, y: v.y + v.h + gap, w: long, h: high },
            { x: cx - long / 2, y: v.y - gap - high, w: long, h: high },
          ]
        : [
            { x: v.x + v.w + gap, y: cy - high / 2, w: long, h: high },
            { x: v.x - gap - long, y: cy - high / 2, w: long, h: high },
          ];
    for (const s of strips) {
      const x = Math.max(0, s.x);
      const y = Math.max(0, s.y);
      const clipped = { x, y, w: Math.min(width, s.x + s.w) - x, h: Math.min(height, s.y + s.h) - y };
      if (clipped.w < high || clipped.h < high / 2) continue;
      if (inkShare(bin, width, height, clipped) < 0.02) continue;
      const inside = read.filter((w) => centreIn(w.box, clipped));
      if (inside.length > 0 && inside.every(whole)) continue;
      out.push(clipped);
    }
  }
  return out;
}

/**
 * The page's words with the valve strips' readings put in: a label the page pass read in part (the band
 * finder lost "062-" of 062-V1061) is replaced by the longer reading that holds it, a label it did not
 * read at all is added; a reading that disagrees with a word the page pass read is not taken.
 */
export function withValveLabels(words: TextToken[], rereads: TextToken[]): TextToken[] {
  const found: TextToken[] = [];
  for (const r of rereads.filter(tagShaped).sort((a, b) => b.text.length - a.text.length))
    if (!found.some((f) => sameLine(f.box, r.box))) found.push(r);
  const dropped = new Set<TextToken>();
  const added: TextToken[] = [];
  for (const r of found) {
    const under = words.filter((w) => w.angle === 0 && sameLine(w.box, r.box));
    const longest = Math.max(0, ...under.map((w) => alnum(w.text).length));
    if (
      under.length > 0 &&
      !(under.every((w) => alnum(r.text).includes(alnum(w.text))) && alnum(r.text).length > longest)
    )
      continue;
    for (const w of under) dropped.add(w);
    added.push(r);
  }
  return [...words.filter((w) => !dropped.has(w)), ...added];
}
