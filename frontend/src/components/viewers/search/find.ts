import type { Point } from '../types.ts';

/** One occurrence of the query: the text runs it covers (a hit may span several PDF text items). */
export interface TextHit {
  parts: { item: number; start: number; end: number }[];
}

function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  // A few characters (such as İ) change length when lower-cased; keep those as they are so offsets hold.
  return Array.from(text, (ch) => {
    const l = ch.toLowerCase();
    return l.length === ch.length ? l : ch;
  }).join('');
}

/**
 * Case-insensitive search over text items. With `join` (PDF) items are read as one running text, so a tag
 * split into several items is still found; without it (SVG text elements) each item is searched alone.
 */
export function findHits(items: readonly string[], query: string, join: boolean): TextHit[] {
  const needle = fold(query.trim());
  if (!needle) return [];
  const hits: TextHit[] = [];
  if (!join) {
    items.forEach((text, item) => {
      const hay = fold(text);
      for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) {
        hits.push({ parts: [{ item, start: at, end: at + needle.length }] });
      }
    });
    return hits;
  }
  const starts: number[] = [];
  let total = 0;
  for (const text of items) {
    starts.push(total);
    total += text.length;
  }
  const hay = items.map(fold).join('');
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) {
    const end = at + needle.length;
    const parts: TextHit['parts'] = [];
    for (let i = 0; i < items.length; i++) {
      const s = starts[i];
      const e = s + items[i].length;
      if (e <= at || s >= end) continue;
      parts.push({ item: i, start: Math.max(at, s) - s, end: Math.min(end, e) - s });
    }
    hits.push({ parts });
  }
  return hits;
}

/** Index of the next (1) or previous (-1) hit, wrapping around; -1 when there are none. */
export function stepHit(index: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return direction > 0 ? 0 : count - 1;
  return (index + direction + count) % count;
}

/**
 * The highlight quadrilateral of characters [start, end) of a text run whose (already viewport-applied)
 * transform is `tx` = [a, b, c, d, e, f] and whose advance width is `width`; characters are taken as equal
 * widths. Works for rotated text (P&ID tags often run vertically).
 */
export function runQuad(
  tx: readonly number[],
  width: number,
  length: number,
  start: number,
  end: number,
): Point[] {
  const [a, b, c, d, e, f] = tx;
  const along = Math.hypot(a, b) || 1;
  const height = Math.hypot(c, d) || 1;
  const dir = { x: a / along, y: b / along };
  const up = { x: c / height, y: d / height };
  const from = length > 0 ? (width * start) / length : 0;
  const to = length > 0 ? (width * end) / length : width;
  const at = (x: number, h: number) => ({ x: e + dir.x * x + up.x * h, y: f + dir.y * x + up.y * h });
  return [at(from, -0.22 * height), at(to, -0.22 * height), at(to, 0.9 * height), at(from, 0.9 * height)];
}
