import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { SheetPen } from './pen.ts';

const n = (v: number) => Number(v.toFixed(3));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const PX_PER_MM = 96 / 25.4;

/**
 * The held-out sheets' pen for SVG as CAD and diagram tools export it, unlike `SvgPen`: the root sized in
 * millimetres over a viewBox in CSS px, the drawing in one group that scales millimetres to px and turns
 * y up (CAD world coordinates), texts flipped back upright by their own transform and centred with
 * text-anchor, valves and bubbles as `<use>`s of unit `<symbol>`s (translated, turned, scaled), lines as
 * `<polyline>`, outlines as `<polygon>`, stroke and font styles in a `style` attribute, or (`classes`, as
 * Visio and Illustrator export) in a `<style>` sheet the elements name by class.
 */
export type SvgStyling = 'inline' | 'classes';

const CLASSES: Record<string, string> = {
  ln: 'fill:none;stroke:#000;stroke-width:0.35',
  sig: 'fill:none;stroke:#000;stroke-width:0.35;stroke-dasharray:2,1',
  ol: 'fill:none;stroke:#000;stroke-width:0.25',
  solid: 'fill:#000;stroke:#000;stroke-width:0.25',
  t28: 'font-family:Arial;font-size:2.8px',
  t22: 'font-family:Arial;font-size:2.24px',
};
export class SvgSymbolPen implements SheetPen {
  private readonly parts: string[] = [];

  private constructor(
    private readonly font: PDFFont,
    private readonly widthMm: number,
    private readonly heightMm: number,
    private readonly styling: SvgStyling,
  ) {}

  static async open(
    widthMm: number,
    heightMm: number,
    styling: SvgStyling = 'inline',
  ): Promise<SvgSymbolPen> {
    const doc = await PDFDocument.create();
    return new SvgSymbolPen(await doc.embedFont(StandardFonts.Helvetica), widthMm, heightMm, styling);
  }

  /** The element's style: inline, or the class whose rule says the same. */
  private styled(cls: string): string {
    return this.styling === 'classes' ? `class="${cls}"` : `style="${CLASSES[cls]}"`;
  }

  private y(v: number) {
    return this.heightMm - v;
  }

  line(x1: number, y1: number, x2: number, y2: number, dashed = false): void {
    const style = `fill:none;stroke:#000;stroke-width:0.35${dashed ? ';stroke-dasharray:2,1' : ''}`;
    this.parts.push(
      `<polyline points="${n(x1)},${n(this.y(y1))} ${n(x2)},${n(this.y(y2))}" style="${style}"/>`,
    );
  }

  path(points: [number, number][], filled = false): void {
    const pts = points.map(([x, y]) => `${n(x)},${n(this.y(y))}`).join(' ');
    this.parts.push(
      `<polygon points="${pts}" style="fill:${filled ? '#000' : 'none'};stroke:#000;stroke-width:0.25"/>`,
    );
  }

  circle(x: number, y: number, r: number, filled = false): void {
    this.parts.push(
      `<circle cx="${n(x)}" cy="${n(this.y(y))}" r="${n(r)}" style="fill:${filled ? '#000' : 'none'};stroke:#000"/>`,
    );
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  private placed(text: string, x: number, y: number, size: number, angle: number, anchor: string) {
    const transform = `translate(${n(x)} ${n(this.y(y))})${angle ? ` rotate(${angle})` : ''} scale(1 -1)`;
    return `<text transform="${transform}" ${this.styled(size < 2.5 ? 't22' : 't28')} text-anchor="${anchor}">${esc(text)}</text>`;
  }

  text(text: string, x: number, y: number, size: number, angle = 0): void {
    // Written centred on its middle, as the tools write labels.
    const w = this.width(text, size);
    const rad = (angle * Math.PI) / 180;
    this.parts.push(
      this.placed(text, x + (Math.cos(rad) * w) / 2, y - (Math.sin(rad) * w) / 2, size, angle, 'middle'),
    );
  }

  valve(x: number, y: number, angle: number): void {
    this.parts.push(
      `<use xlink:href="#gate-valve" transform="translate(${n(x)} ${n(this.y(y))}) rotate(${angle}) scale(3 2)"/>`,
    );
  }

  bubble(x: number, y: number, r: number, tag: { letters: string; number: string; joined: boolean }): void {
    this.parts.push(
      `<use xlink:href="#instrument" transform="translate(${n(x)} ${n(this.y(y))}) scale(${n(r)})"/>`,
    );
    if (tag.joined) this.parts.push(this.placed(`${tag.letters}${tag.number}`, x, y + 1, 2.24, 0, 'middle'));
    else {
      this.parts.push(this.placed(tag.letters, x, y - 0.4, 2.8, 0, 'middle'));
      this.parts.push(this.placed(tag.number, x, y + 3.2, 2.8, 0, 'middle'));
    }
  }

  async save(): Promise<Uint8Array> {
    const [w, h] = [this.widthMm * PX_PER_MM, this.heightMm * PX_PER_MM];
    const svg = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.widthMm}mm" height="${this.heightMm}mm" viewBox="0 0 ${n(w)} ${n(h)}">`,
      this.styling === 'classes'
        ? `<style type="text/css">${Object.entries(CLASSES)
            .map(([k, v]) => `.${k}{${v}}`)
            .join('\n')}</style>`
        : '',
      '<defs>',
      '<symbol id="gate-valve" overflow="visible"><path d="M -1 -1 L 1 1 L 1 -1 L -1 1 Z" style="fill:none;stroke:#000;stroke-width:0.1"/></symbol>',
      '<symbol id="instrument" overflow="visible"><circle cx="0" cy="0" r="1" style="fill:none;stroke:#000;stroke-width:0.05"/></symbol>',
      '</defs>',
      `<g id="model" transform="matrix(${n(PX_PER_MM)} 0 0 ${n(-PX_PER_MM)} 0 ${n(h)})">`,
      ...this.parts,
      '</g></svg>',
    ].join('\n');
    return new TextEncoder().encode(svg);
  }
}
