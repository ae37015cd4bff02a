import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { SheetPen } from './pen.ts';

const n = (v: number) => Number(v.toFixed(4)).toString();

/** How the DXF writes its texts: TEXT entities (centred ones with an alignment point), or MTEXT with inline formatting. */
export type DxfTextStyle = 'text' | 'mtext';

/**
 * The held-out sheets' pen for DXF (R2000, millimetres, y up as CAD draws): pipes as LINEs, outlines as
 * closed LWPOLYLINEs, a dashed signal line exploded into dash LINEs, valves and bubbles as INSERTs of
 * unit-size BLOCKs scaled and turned into place, instrument tags and title-block values as ATTRIBs of
 * those inserts, texts as TEXT (middle-aligned through the second alignment point) or as MTEXT with
 * font, height and paragraph codes. Nothing here comes from the tuned generator.
 */
export class DxfPen implements SheetPen {
  private readonly entities: string[] = [];
  private readonly titleFields: { tag: string; value: string; x: number; y: number; size: number }[] = [];

  private constructor(
    private readonly font: PDFFont,
    private readonly texts: DxfTextStyle,
    private readonly widthMm: number,
    private readonly heightMm: number,
  ) {}

  static async open(widthMm: number, heightMm: number, texts: DxfTextStyle): Promise<DxfPen> {
    // Only for text widths (centring), the metrics a CAD sans face roughly has.
    const doc = await PDFDocument.create();
    return new DxfPen(await doc.embedFont(StandardFonts.Helvetica), texts, widthMm, heightMm);
  }

  private y(v: number) {
    return this.heightMm - v;
  }

  private put(type: string, codes: [number, string | number][]) {
    this.entities.push(this.group(type, codes));
  }

  private group(type: string, codes: [number, string | number][]) {
    const lines = [`0\n${type}`, '8\nPID'];
    for (const [code, value] of codes) lines.push(`${code}\n${typeof value === 'number' ? n(value) : value}`);
    return lines.join('\n');
  }

  line(x1: number, y1: number, x2: number, y2: number, dashed = false): void {
    if (!dashed) {
      this.put('LINE', [
        [10, x1],
        [20, this.y(y1)],
        [11, x2],
        [21, this.y(y2)],
      ]);
      return;
    }
    // A linetype exploded into its dashes, as many CAD exports write it: 2 mm on, 1 mm off.
    const len = Math.hypot(x2 - x1, y2 - y1);
    for (let s = 0; s < len; s += 3) {
      const e = Math.min(len, s + 2);
      const at = (t: number) => [x1 + ((x2 - x1) * t) / len, y1 + ((y2 - y1) * t) / len] as const;
      const [ax, ay] = at(s);
      const [bx, by] = at(e);
      this.line(ax, ay, bx, by);
    }
  }

  path(points: [number, number][], filled = false): void {
    this.put('LWPOLYLINE', [
      [90, points.length],
      [70, 1],
      ...points.flatMap(([x, y]): [number, number][] => [
        [10, x],
        [20, this.y(y)],
      ]),
    ]);
    if (filled)
      this.put(
        'SOLID',
        points.slice(0, 4).flatMap(([x, y], i): [number, number][] => [
          [10 + i, x],
          [20 + i, this.y(y)],
        ]),
      );
  }

  circle(x: number, y: number, r: number): void {
    this.put('CIRCLE', [
      [10, x],
      [20, this.y(y)],
      [40, r],
    ]);
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** CAD text height is the capital height; the sheet's sizes are the em. */
  private height(size: number) {
    return size * 0.72;
  }

  text(text: string, x: number, y: number, size: number, angle = 0): void {
    if (this.texts === 'mtext') {
      // Bottom-left attached, font and height set inline, words of a note kept apart by real spaces.
      const body = `{\\fArial|b0|i0|c0|p34;\\H${n(this.height(size))};${text.replace(/\\/g, '\\\\')}}`;
      this.put('MTEXT', [
        [10, x],
        [20, this.y(y)],
        [40, this.height(size)],
        [41, 0],
        [71, 7],
        [72, 1],
        [1, body],
        [50, angle],
      ]);
      return;
    }
    // Middle-aligned: the first point is ignored by readers, the second alignment point places the text.
    const w = this.width(text, size);
    const rad = (angle * Math.PI) / 180;
    const mid = { x: x + (Math.cos(rad) * w) / 2, y: this.y(y) + (Math.sin(rad) * w) / 2 };
    this.put('TEXT', [
      [10, x],
      [20, this.y(y)],
      [40, this.height(size)],
      [1, text],
      [50, angle],
      [72, 1],
      [11, mid.x],
      [21, mid.y],
    ]);
  }

  valve(x: number, y: number, angle: number): void {
    this.put('INSERT', [
      [2, 'PID_GATE_VALVE'],
      [10, x],
      [20, this.y(y)],
      [41, 3],
      [42, 2],
      [50, angle],
    ]);
  }

  bubble(x: number, y: number, r: number, tag: { letters: string; number: string; joined: boolean }): void {
    const size = tag.joined ? 2.24 : 2.8;
    const attrib = (name: string, value: string, baseline: number) =>
      this.group('ATTRIB', [
        [10, x],
        [20, this.y(baseline)],
        [40, this.height(size)],
        [1, value],
        [2, name],
        [70, 0],
        [72, 1],
        [11, x],
        [21, this.y(baseline)],
      ]);
    const attribs = tag.joined
      ? [attrib('TAG', `${tag.letters}${tag.number}`, y + 1)]
      : [attrib('FUNCTION', tag.letters, y - 0.4), attrib('LOOP', tag.number, y + 3.2)];
    this.entities.push(
      this.group('INSERT', [
        [66, 1],
        [2, 'PID_INSTRUMENT'],
        [10, x],
        [20, this.y(y)],
        [41, r],
        [42, r],
      ]),
      ...attribs,
      this.group('SEQEND', []),
    );
  }

  titleField(label: string, value: string, x: number, y: number, size: number): void {
    this.text(label, x, y, size);
    this.titleFields.push({
      tag: label.replace(/\W+/g, '_'),
      value,
      x: x + this.width(`${label} `, size),
      y,
      size,
    });
  }

  private blocks(): string {
    const block = (name: string, body: string[]) =>
      [
        this.group('BLOCK', [
          [2, name],
          [70, 2],
          [10, 0],
          [20, 0],
          [3, name],
        ]),
        ...body,
        this.group('ENDBLK', []),
      ].join('\n');
    const attdef = (tag: string, y: number) =>
      this.group('ATTDEF', [
        [10, 0],
        [20, y],
        [40, 0.4],
        [1, ''],
        [3, tag],
        [2, tag],
        [70, 0],
      ]);
    return [
      block('PID_GATE_VALVE', [
        this.group('LWPOLYLINE', [
          [90, 4],
          [70, 1],
          [10, -1],
          [20, -1],
          [10, 1],
          [20, 1],
          [10, 1],
          [20, -1],
          [10, -1],
          [20, 1],
        ]),
      ]),
      block('PID_INSTRUMENT', [
        this.group('CIRCLE', [
          [10, 0],
          [20, 0],
          [40, 1],
        ]),
        attdef('FUNCTION', 0.1),
        attdef('LOOP', -0.6),
        attdef('TAG', -0.2),
      ]),
      block(
        'TITLE_BLOCK',
        this.titleFields.map((f) => attdef(f.tag, 0)),
      ),
    ].join('\n');
  }

  private titleInsert(): string[] {
    if (!this.titleFields.length) return [];
    return [
      this.group('INSERT', [
        [66, 1],
        [2, 'TITLE_BLOCK'],
        [10, 0],
        [20, 0],
      ]),
      ...this.titleFields.map((f) =>
        this.group('ATTRIB', [
          [10, f.x],
          [20, this.y(f.y)],
          [40, this.height(f.size)],
          [1, f.value],
          [2, f.tag],
          [70, 0],
        ]),
      ),
      this.group('SEQEND', []),
    ];
  }

  async save(): Promise<Uint8Array> {
    const dxf = [
      '0\nSECTION\n2\nHEADER',
      '9\n$ACADVER\n1\nAC1015',
      '9\n$INSUNITS\n70\n4',
      `9\n$EXTMIN\n10\n0\n20\n0\n30\n0`,
      `9\n$EXTMAX\n10\n${this.widthMm}\n20\n${this.heightMm}\n30\n0`,
      '0\nENDSEC',
      '0\nSECTION\n2\nBLOCKS',
      this.blocks(),
      '0\nENDSEC',
      '0\nSECTION\n2\nENTITIES',
      ...this.entities,
      ...this.titleInsert(),
      '0\nENDSEC',
      '0\nEOF',
      '',
    ].join('\n');
    return new TextEncoder().encode(dxf);
  }
}
