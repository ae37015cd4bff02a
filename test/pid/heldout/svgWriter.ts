import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { PenStyle } from './writer.ts';

const n = (v: number) => Number(v.toFixed(3));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The held-out sheets' pen for SVG, in millimetres (viewBox = the sheet), as drawing tools export
 * SVG: shapes as paths and rects, font size in a style attribute, a text's words as `<tspan>`s with
 * their own x (or a `<text>` per glyph), turned text as a rotate() transform. Same calls as `Pen`.
 */
export class SvgPen {
  private readonly parts: string[] = [];

  private constructor(
    private readonly font: PDFFont,
    private readonly style: PenStyle,
    private readonly widthMm: number,
    readonly heightMm: number,
  ) {}

  static async open(widthMm: number, heightMm: number, style: PenStyle): Promise<SvgPen> {
    // Only for glyph widths: the same standard-font metrics a PDF writer would use.
    const doc = await PDFDocument.create();
    return new SvgPen(await doc.embedFont(StandardFonts[style.font]), style, widthMm, heightMm);
  }

  line(x1: number, y1: number, x2: number, y2: number, dashed = false): void {
    this.parts.push(
      `<path d="M ${n(x1)} ${n(y1)} L ${n(x2)} ${n(y2)}" stroke="#000" stroke-width="0.35"${dashed ? ' stroke-dasharray="2,1"' : ''}/>`,
    );
  }

  path(points: [number, number][], filled = false): void {
    const d = points.map(([x, y], i) => `${i ? 'L' : 'M'} ${n(x)} ${n(y)}`).join(' ');
    this.parts.push(
      `<path d="${d} Z" stroke="#000" stroke-width="0.25" fill="${filled ? '#000' : 'none'}"/>`,
    );
  }

  circle(x: number, y: number, r: number, filled = false): void {
    this.parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" stroke="#000" stroke-width="0.25" fill="${filled ? '#000' : 'none'}"/>`,
    );
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  text(text: string, x: number, y: number, size: number, angle = 0): void {
    const family = this.style.font.replace(/Bold|Roman/g, '') || 'Helvetica';
    const attrs = `font-family="${family}" style="font-size:${n(size)}px"`;
    const turn = angle ? ` transform="rotate(${-angle} ${n(x)} ${n(y)})"` : '';
    const at = (i: number) => n(x + this.width(text.slice(0, i), size));
    if (this.style.split === 'glyph') {
      for (const m of text.matchAll(/\S/g))
        this.parts.push(`<text x="${at(m.index ?? 0)}" y="${n(y)}" ${attrs}${turn}>${esc(m[0])}</text>`);
      return;
    }
    const spans = [...text.matchAll(/\S+/g)]
      .map((m) => `<tspan x="${at(m.index ?? 0)}" y="${n(y)}">${esc(m[0])}</tspan>`)
      .join('');
    this.parts.push(`<text ${attrs}${turn}>${spans}</text>`);
  }

  async save(): Promise<Uint8Array> {
    const svg = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.widthMm}mm" height="${this.heightMm}mm" viewBox="0 0 ${this.widthMm} ${this.heightMm}">`,
      '<g id="drawing">',
      ...this.parts,
      '</g></svg>',
    ].join('\n');
    return new TextEncoder().encode(svg);
  }
}
