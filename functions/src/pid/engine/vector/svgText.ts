import type { TextToken } from '../types.ts';
import { type RawTextItem, tokensFromTextItems } from './text.ts';

type Matrix = [number, number, number, number, number, number];

/** One piece of SVG text as written: a `<text>`'s own characters or a `<tspan>`'s, at its baseline start. */
export interface SvgRun {
  text: string;
  x: number;
  y: number;
  size: number;
  m: Matrix;
}

/** Approximate advance widths (em) of a sans face: the SVG gives no metrics, and runs are placed by them. */
function advanceEm(ch: string): number {
  if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === 'I' || ch === 'i' || ch === 'l')
    return 0.28;
  if (ch === '-' || ch === '(' || ch === ')' || ch === '/' || ch === '"') return 0.33;
  if (ch === 'M' || ch === 'W' || ch === 'm' || ch === 'w') return 0.85;
  if (/[0-9]/.test(ch)) return 0.556;
  if (/[A-Z]/.test(ch)) return 0.68;
  return 0.52;
}

export const advance = (text: string, size: number) =>
  [...text].reduce((w, ch) => w + advanceEm(ch) * size, 0);

/** Font size of an element: its font-size attribute or style, in user units ("3", "3px", "3.5pt" as 3.5), else its parent's. */
export function fontSizeOf(attrs: Record<string, string | undefined>, parent: number): number {
  const raw = attrs['font-size'] ?? /font-size\s*:\s*([\d.]+)/.exec(attrs.style ?? '')?.[1];
  const size = raw ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(size) && size > 0 ? size : parent;
}

/**
 * Word tokens from SVG text runs, through the PDF reader's run merging: runs on one baseline that
 * touch are one word (a `<text>` per glyph, as CAD exports write), words split at spaces, turned text
 * read with its angle. The runs are put into PDF's y-up text space and mapped back by the view.
 */
export function svgTextTokens(runs: SvgRun[], pageHeight: number): TextToken[] {
  const items: RawTextItem[] = runs.map((r) => {
    const [a, b, c, d, e, f] = r.m;
    const scaleAlong = Math.hypot(a, b) || 1;
    const scaleUp = Math.hypot(c, d) || 1;
    const origin = { x: a * r.x + c * r.y + e, y: b * r.x + d * r.y + f };
    const along = { x: a / scaleAlong, y: b / scaleAlong };
    // Glyphs stand up against the user space's y axis (y down): up is -(c, d).
    const up = { x: -c / scaleUp, y: -d / scaleUp };
    const size = r.size * scaleUp;
    return {
      str: r.text,
      // y flipped: PDF text space is y-up, the page (and the view's image of it) y-down.
      transform: [
        size * along.x,
        -size * along.y,
        size * up.x,
        -size * up.y,
        origin.x,
        pageHeight - origin.y,
      ],
      // A lone glyph is taken at least 0.6 em wide: narrow glyphs (-, 1, I) of a monospaced or tracked face
      // written a <text> each must not read as word breaks for want of metrics.
      width: Math.max(advance(r.text, r.size), r.text.length === 1 ? 0.6 * r.size : 0) * scaleAlong,
    };
  });
  return tokensFromTextItems(items, [1, 0, 0, -1, 0, pageHeight]);
}
