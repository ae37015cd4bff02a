import type { CadShape } from './cadModel.ts';

/**
 * TEXT, MTEXT and attribute values as SVG <text>. The font size is a constant and the text height
 * goes into the transform: renderers (librsvg through Pango) build the font at the font-size in user
 * units, and drawings in large units (a 180,000-unit title) made FreeType fail ("failed to create
 * cairo scaled font").
 */

/** SVG font size per CAD text height (CAD heights are cap heights; a sans-serif cap is ~0.7 em). */
const FONT_EM = 1.4;
/** The font-size every text is written with; its height comes from the transform's scale. */
const FONT_SIZE = 10;

/** Tab, newline, carriage return and everything from space up, except U+FFFE and U+FFFF (XML 1.0 characters). */
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** XML text: escaped, without the control characters XML 1.0 forbids. */
export function xmlText(text: string): string {
  let clean = '';
  for (const ch of text) if (isXmlChar(ch.codePointAt(0) ?? 0)) clean += ch;
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const BASELINES = {
  baseline: '',
  bottom: ' dominant-baseline="text-after-edge"',
  middle: ' dominant-baseline="central"',
  top: ' dominant-baseline="hanging"',
} as const;

/** The <text> of a text shape; null when it shows nothing. `n` formats a number. */
export function textElement(
  e: Extract<CadShape, { kind: 'text' }>,
  color: string,
  n: (v: number) => string,
): string | null {
  if (e.lines.every((l) => l.trim() === '') || !(e.height > 0)) return null;
  const k = (e.height * FONT_EM) / FONT_SIZE;
  const degrees = n((e.rotation * 180) / Math.PI);
  const skew = e.oblique ? ` skewX(${n((-e.oblique * 180) / Math.PI)})` : '';
  const transform = `translate(${n(e.position.x)} ${n(e.position.y)}) rotate(${degrees}) scale(${n(k * e.widthFactor)} ${n(-k)})${skew}`;
  const anchor = e.hAlign === 'start' ? '' : ` text-anchor="${e.hAlign}"`;
  const family = e.font ? ` font-family="${xmlText(e.font)}"` : '';
  const open = `<text transform="${transform}" font-size="${FONT_SIZE}" fill="${color}"${family}${anchor}${BASELINES[e.vAlign]}>`;
  if (e.lines.length === 1) return `${open}${xmlText(e.lines[0]!)}</text>`;
  // Line advance in the text's own (scaled) units.
  const advance = (FONT_SIZE / FONT_EM) * e.lineSpacing;
  const span = (e.lines.length - 1) * advance;
  const first = e.vAlign === 'top' || e.vAlign === 'baseline' ? 0 : e.vAlign === 'middle' ? -span / 2 : -span;
  const spans = e.lines.map(
    (line, i) => `<tspan x="0" dy="${n(i === 0 ? first : advance)}">${xmlText(line) || ' '}</tspan>`,
  );
  return `${open}${spans.join('')}</text>`;
}
