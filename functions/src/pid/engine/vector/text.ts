import { boxOfPoints } from '../geometry.ts';
import type { Point, TextToken } from '../types.ts';

/** The fields of a pdf.js text item this reader uses. */
export interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
}

type Matrix = [number, number, number, number, number, number];

interface Run {
  text: string;
  /** Origin on the baseline, along-direction start/end and font size, in PDF space. */
  origin: Point;
  u: Point;
  start: number;
  end: number;
  offset: number;
  size: number;
  angle: number;
}

const apply = (m: Matrix, p: Point): Point => ({
  x: m[0] * p.x + m[2] * p.y + m[4],
  y: m[1] * p.x + m[3] * p.y + m[5],
});

/**
 * Turns pdf.js text items into word tokens: runs on one baseline and direction that touch are merged
 * (PDF writers split a word into glyph runs freely), then the line is split at spaces, each word
 * getting its share of the run's length. Boxes and angles are mapped to the page by `view`.
 */
export function tokensFromTextItems(items: RawTextItem[], view: Matrix): TextToken[] {
  const runs: Run[] = [];
  for (const it of items) {
    if (!it.str?.trim()) continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = it.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    const norm = Math.hypot(a, b) || 1;
    const u = { x: a / norm, y: b / norm };
    const origin = { x: e, y: f };
    const along = origin.x * u.x + origin.y * u.y;
    const offset = -origin.x * u.y + origin.y * u.x;
    const angle = Math.round((Math.atan2(u.y, u.x) * 180) / Math.PI);
    runs.push({
      text: it.str,
      origin,
      u,
      start: along,
      end: along + Math.max(it.width, 0),
      offset,
      size,
      angle,
    });
  }
  const groups = new Map<number, Run[]>();
  for (const r of runs) groups.set(r.angle, [...(groups.get(r.angle) ?? []), r]);
  const lines: Run[] = [];
  for (const group of groups.values()) {
    group.sort((p, q) => p.offset - q.offset || p.start - q.start);
    const used = new Set<Run>();
    for (const r of group) {
      if (used.has(r)) continue;
      used.add(r);
      const line = { ...r };
      const mates = group
        .filter((q) => !used.has(q) && Math.abs(q.offset - r.offset) < 0.3 * r.size)
        .sort((p, q) => p.start - q.start);
      for (const q of mates) {
        const gap = q.start - line.end;
        if (gap > 0.6 * line.size || gap < -0.5 * line.size || q.start < line.start) continue;
        line.text += gap > 0.2 * line.size ? ` ${q.text}` : q.text;
        line.end = Math.max(line.end, q.end);
        used.add(q);
      }
      lines.push(letterSpaced(line));
    }
  }
  return lines.flatMap((line) => splitWords(line, view));
}

/**
 * Text exported letter-spaced (tracked CAD text, a glyph per run) reaches us as single glyphs with a
 * space between each, pdf.js reading every tracking gap as a word space: "F V - 2 0 0 1". A line made
 * only of three or more single glyphs is one word. (A real word space in such text is wider than a
 * line's merge reach, so it already starts another line.)
 */
function letterSpaced(line: Run): Run {
  return /^\S(?: \S){2,}$/.test(line.text) ? { ...line, text: line.text.replace(/ /g, '') } : line;
}

function splitWords(line: Run, view: Matrix): TextToken[] {
  const out: TextToken[] = [];
  const n = line.text.length;
  const step = (line.end - line.start) / Math.max(n, 1);
  const v = { x: -line.u.y, y: line.u.x };
  const base = line.origin;
  const startAlong = base.x * line.u.x + base.y * line.u.y;
  for (const m of line.text.matchAll(/\S+/g)) {
    const s0 = line.start - startAlong + (m.index ?? 0) * step;
    const s1 = s0 + m[0].length * step;
    // The glyph box: baseline to ~0.75 em up, plus a little descender.
    const corners = [
      [s0, -0.2 * line.size],
      [s1, -0.2 * line.size],
      [s1, 0.8 * line.size],
      [s0, 0.8 * line.size],
    ].map(([s = 0, t = 0]) =>
      apply(view, { x: base.x + line.u.x * s + v.x * t, y: base.y + line.u.y * s + v.y * t }),
    );
    const dir = apply(view, { x: base.x + line.u.x, y: base.y + line.u.y });
    const o = apply(view, base);
    // Page space is y-down: a bottom-up word has reading angle 90.
    const angle = Math.round((Math.atan2(-(dir.y - o.y), dir.x - o.x) * 180) / Math.PI);
    out.push({ text: m[0], box: boxOfPoints(corners), angle: ((angle % 360) + 360) % 360, confidence: 1 });
  }
  return out;
}
