import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PT_PER_MM = 72 / 25.4;
const black = rgb(0, 0, 0);

/** How a text is cut into PDF text runs: one run, a run per word, or a run per glyph (as many CAD exports write). */
export type RunSplit = 'whole' | 'word' | 'glyph';

export interface PenStyle {
  font: keyof typeof StandardFonts;
  split: RunSplit;
  /** Extra space after each glyph, in em (CAD text exported letter-spaced); glyph runs only. */
  tracking?: number;
  /** The sheet stored on a portrait page turned by the page's /Rotate 90 (content written turned, shown upright). */
  rotatedPage?: boolean;
}

/**
 * A pen over one pdf-lib page in millimetres, y down: the held-out sheets' own writer, independent of
 * test/pid/sheet (other fonts, text cut into runs per word or glyph, circles as arcs, bow-ties as one
 * crossing path, so nothing of the tuned generator's way of writing carries over).
 */
export class Pen {
  private constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly style: PenStyle,
    readonly heightMm: number,
  ) {}

  static async open(widthMm: number, heightMm: number, style: PenStyle): Promise<Pen> {
    const doc = await PDFDocument.create();
    const page = style.rotatedPage
      ? doc.addPage([heightMm * PT_PER_MM, widthMm * PT_PER_MM])
      : doc.addPage([widthMm * PT_PER_MM, heightMm * PT_PER_MM]);
    // Shown turned a quarter clockwise: the page's (x, y) lands on the sheet's (y, x).
    if (style.rotatedPage) page.setRotation(degrees(90));
    const font = await doc.embedFont(StandardFonts[style.font]);
    return new Pen(doc, page, font, style, heightMm);
  }

  private at(x: number, y: number) {
    if (this.style.rotatedPage) return { x: y * PT_PER_MM, y: x * PT_PER_MM };
    return { x: x * PT_PER_MM, y: (this.heightMm - y) * PT_PER_MM };
  }

  /** An SVG path's coordinates (y down from the page's top) of a sheet point, for drawSvgPath at (0, top). */
  private svgAt(x: number, y: number) {
    const p = this.at(x, y);
    return `${p.x.toFixed(3)} ${(this.page.getHeight() - p.y).toFixed(3)}`;
  }

  line(x1: number, y1: number, x2: number, y2: number, dashed = false): void {
    this.page.drawLine({
      start: this.at(x1, y1),
      end: this.at(x2, y2),
      thickness: 0.5 * PT_PER_MM * 0.7,
      color: black,
      ...(dashed ? { dashArray: [2 * PT_PER_MM, 1 * PT_PER_MM] } : {}),
    });
  }

  /** A closed outline through the points (mm), filled or not. */
  path(points: [number, number][], filled = false): void {
    const d = `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${this.svgAt(x, y)}`).join(' ')} Z`;
    this.page.drawSvgPath(d, {
      x: 0,
      y: this.page.getHeight(),
      borderColor: black,
      borderWidth: 0.25 * PT_PER_MM,
      ...(filled ? { color: black } : {}),
    });
  }

  /** A circle drawn as two SVG arcs (not pdf-lib's ellipse operator the tuned generator uses). */
  circle(x: number, y: number, r: number, filled = false): void {
    const k = PT_PER_MM;
    const d = `M${this.svgAt(x - r, y)} A${r * k} ${r * k} 0 1 0 ${this.svgAt(x + r, y)} A${r * k} ${r * k} 0 1 0 ${this.svgAt(x - r, y)} Z`;
    this.page.drawSvgPath(d, {
      x: 0,
      y: this.page.getHeight(),
      borderColor: black,
      borderWidth: 0.25 * k,
      ...(filled ? { color: black } : {}),
    });
  }

  /** Width of a text in mm at a size in mm (with the style's tracking). */
  width(text: string, size: number): number {
    const tracking = this.style.split === 'glyph' ? (this.style.tracking ?? 0) * size * text.length : 0;
    return this.font.widthOfTextAtSize(text, size * PT_PER_MM) / PT_PER_MM + tracking;
  }

  /**
   * Writes a text with its baseline start at (x, y) mm, turned `angle` degrees counter-clockwise, cut
   * into runs as the style says; each run is placed where it would stand in the whole text.
   */
  text(text: string, x: number, y: number, size: number, angle = 0): void {
    const rad = (angle * Math.PI) / 180;
    const dir = { x: Math.cos(rad), y: -Math.sin(rad) };
    const runs =
      this.style.split === 'whole'
        ? [{ s: text, at: 0 }]
        : [...text.matchAll(this.style.split === 'word' ? /\S+/g : /\S/g)].map((m) => ({
            s: m[0],
            at:
              this.font.widthOfTextAtSize(text.slice(0, m.index ?? 0), size * PT_PER_MM) / PT_PER_MM +
              (m.index ?? 0) * (this.style.tracking ?? 0) * size,
          }));
    for (const run of runs) {
      this.page.drawText(run.s, {
        ...this.at(x + dir.x * run.at, y + dir.y * run.at),
        size: size * PT_PER_MM,
        font: this.font,
        color: black,
        rotate: degrees(angle + (this.style.rotatedPage ? 90 : 0)),
      });
    }
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
