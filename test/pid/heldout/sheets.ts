import type { Truth } from '../sheet/model.ts';
import { DxfPen, type DxfTextStyle } from './dxfWriter.ts';
import type { SheetPen } from './pen.ts';
import { type SvgStyling, SvgSymbolPen } from './svgSymbolWriter.ts';
import { SvgPen } from './svgWriter.ts';
import { Pen, type PenStyle } from './writer.ts';

/**
 * Held-out vector sheets: drawn by their own writer in styles the tuned generator (test/pid/sheet) never
 * uses, and never tuned on. Fonts Courier / Times / Helvetica-Bold; texts cut into a PDF run per glyph or
 * per word; tags written beside their symbols (above, below, right) rather than centred on them; tag
 * separators hyphen, space and none; line numbers turned 90° along vertical pipes; one sheet with the whole
 * layout turned a quarter (tags and line numbers read bottom-up); a notes block naming tags in sentences,
 * a legend with a symbol sample and a ruled title block (drawing number, revision) that must yield nothing.
 *
 * Truth tags are written as the default rules normalise them (FV 2001 → FV-2001), scored by text.
 */
export interface HeldOutOptions {
  name: string;
  style: PenStyle;
  /** The layout turned a quarter counter-clockwise: horizontal pipes run up the page. */
  turned: boolean;
  /** How valve tags separate letters and number: "HV-101", "HV 101" or "HV101". */
  separator: '-' | ' ' | '';
  /** Equipment tags and bubble tags written run together (P101A, TK301; FT2001 on one line in the bubble). */
  joined?: boolean;
  /**
   * Written as SVG (tspans, per-glyph texts, styles), as SVG with symbols, a y-up group and px units
   * (`svg-symbols`), or as DXF (blocks with attributes, `dxfTexts` TEXT or MTEXT) instead of PDF.
   */
  format?: 'pdf' | 'svg' | 'svg-symbols' | 'dxf';
  dxfTexts?: DxfTextStyle;
  /** `svg-symbols` styles inline or through a class sheet (Visio, Illustrator). */
  svgStyling?: SvgStyling;
}

export const HELD_OUT_SHEETS: HeldOutOptions[] = [
  { name: 'courier-glyphs', style: { font: 'Courier', split: 'glyph' }, turned: false, separator: '-' },
  { name: 'times-words', style: { font: 'TimesRoman', split: 'word' }, turned: false, separator: ' ' },
  {
    name: 'bold-glyphs-turned',
    style: { font: 'HelveticaBold', split: 'glyph' },
    turned: true,
    separator: '',
  },
  {
    name: 'tracked-glyphs',
    style: { font: 'Helvetica', split: 'glyph', tracking: 0.3 },
    turned: false,
    separator: '-',
  },
  {
    name: 'joined-tags',
    style: { font: 'Courier', split: 'word' },
    turned: true,
    separator: '',
    joined: true,
  },
  {
    name: 'svg-tspans',
    style: { font: 'Helvetica', split: 'word' },
    turned: false,
    separator: ' ',
    format: 'svg',
  },
  {
    name: 'svg-glyphs-turned',
    style: { font: 'TimesRoman', split: 'glyph' },
    turned: true,
    separator: '-',
    format: 'svg',
  },
];

/**
 * Held out by pid-more, written before any reader change for them: DXF (INSERTs of scaled and turned
 * blocks, tags as ATTRIBs, TEXT with alignment points or MTEXT with formatting codes), SVG with
 * `<symbol>`/`<use>`, a y-up group and px units, and a PDF page stored turned (/Rotate 90) with glyph runs.
 */
export const NEW_HELD_OUT_SHEETS: HeldOutOptions[] = [
  {
    name: 'dxf-blocks-text',
    style: { font: 'Helvetica', split: 'whole' },
    turned: false,
    separator: '-',
    format: 'dxf',
    dxfTexts: 'text',
  },
  {
    name: 'dxf-mtext-turned',
    style: { font: 'Helvetica', split: 'whole' },
    turned: true,
    separator: ' ',
    joined: true,
    format: 'dxf',
    dxfTexts: 'mtext',
  },
  {
    name: 'svg-symbols',
    style: { font: 'Helvetica', split: 'whole' },
    turned: false,
    separator: '',
    format: 'svg-symbols',
  },
  {
    name: 'svg-classes-turned',
    style: { font: 'Helvetica', split: 'whole' },
    turned: true,
    separator: '-',
    joined: true,
    format: 'svg-symbols',
    svgStyling: 'classes',
  },
  {
    name: 'pdf-rotated-page',
    style: { font: 'TimesRoman', split: 'glyph', rotatedPage: true },
    turned: false,
    separator: '-',
  },
];

async function penFor(opts: HeldOutOptions): Promise<SheetPen> {
  if (opts.format === 'svg') return SvgPen.open(W, H, opts.style);
  if (opts.format === 'svg-symbols') return SvgSymbolPen.open(W, H, opts.svgStyling);
  if (opts.format === 'dxf') return DxfPen.open(W, H, opts.dxfTexts ?? 'text');
  return Pen.open(W, H, opts.style);
}

const W = 420;
const H = 297;
const SIZE = 2.8;

type UV = [number, number];

export async function heldOutSheet(opts: HeldOutOptions): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pen = await penFor(opts);
  const map = ([u, v]: UV): [number, number] => (opts.turned ? [40 + v, 280 - u] : [30 + u, 25 + v]);
  const turn = opts.turned ? 90 : 0;
  const truth: Truth = { details: [], pipelines: [], loops: [], index: [] };
  const NO_BOX = { x: 0, y: 0, w: 0, h: 0 };
  const add = (type: Truth['details'][number]['type'], tag: string) =>
    truth.details.push({ type, category: '', tag, box: NO_BOX });

  const line = (a: UV, b: UV, dashed = false) => pen.line(...map(a), ...map(b), dashed);
  const poly = (pts: UV[], filled = false) => pen.path(pts.map(map), filled);
  /** Text along the layout's u axis (angle 0) or against its v axis (angle 90), from its start. */
  const text = (s: string, at: UV, angle = 0) => pen.text(s, ...map(at), SIZE, angle + turn);
  /** Text centred on a point, reading along u. */
  const centred = (s: string, [u, v]: UV) => text(s, [u - pen.width(s, SIZE) / 2, v]);
  const tagText = (letters: string, number: string) => `${letters}${opts.separator}${number}`;

  /** A bow-tie as one crossing outline (not two triangles), along u or v, 6 mm long. */
  const valve = ([u, v]: UV, along: 'u' | 'v') => {
    if (pen.valve) {
      pen.valve(...map([u, v]), ((along === 'u' ? 0 : 90) + turn) % 180);
      return;
    }
    const [a, b] = along === 'u' ? [3, 2] : [2, 3];
    poly([
      [u - a, v - b],
      [u + a, v + b],
      [u + a, v - b],
      [u - a, v + b],
    ]);
  };
  const equipmentTag = (letters: string, number: string) =>
    opts.joined ? `${letters}${number}` : `${letters}-${number}`;
  const bubble = ([u, v]: UV, letters: string, number: string) => {
    const [x, y] = map([u, v]);
    if (pen.bubble) {
      pen.bubble(x, y, 5, { letters, number, joined: !!opts.joined });
      return;
    }
    pen.circle(x, y, 5);
    if (opts.joined) {
      const one = `${letters}${number}`;
      pen.text(one, x - pen.width(one, SIZE * 0.8) / 2, y + 1, SIZE * 0.8, 0);
      return;
    }
    // Bubble texts stay upright on a turned sheet, as drafters write them.
    pen.text(letters, x - pen.width(letters, SIZE) / 2, y - 0.4, SIZE, 0);
    pen.text(number, x - pen.width(number, SIZE) / 2, y + 3.2, SIZE, 0);
  };

  // Sheet furniture: frame, title block with a drawing number and revision, notes, legend.
  pen.path([
    [10, 10],
    [W - 10, 10],
    [W - 10, H - 10],
    [10, H - 10],
  ]);
  const tb = { x: 290, y: 237 };
  pen.path([
    [tb.x, tb.y],
    [W - 10, tb.y],
    [W - 10, H - 10],
    [tb.x, H - 10],
  ]);
  for (const y of [tb.y + 12, tb.y + 24, tb.y + 36]) pen.line(tb.x, y, W - 10, y);
  pen.text('PROJECT: HELD-OUT PLANT', tb.x + 3, tb.y + 8, SIZE);
  const field = (label: string, value: string, x: number, y: number) =>
    pen.titleField ? pen.titleField(label, value, x, y, SIZE) : pen.text(`${label} ${value}`, x, y, SIZE);
  field('DWG NO.', '10-PID-2001', tb.x + 3, tb.y + 20);
  field('REV', 'A', tb.x + 80, tb.y + 20);
  pen.text('SHEET 1 OF 1', tb.x + 3, tb.y + 32, SIZE);
  pen.text('DATE 2026-11-25', tb.x + 60, tb.y + 32, SIZE);
  pen.text('SCALE 1:50', tb.x + 3, tb.y + 44, SIZE);
  pen.text('NOTES:', 300, 30, SIZE);
  pen.text('1. ALL VALVES LOCKED OPEN UNLESS NOTED.', 300, 36, SIZE);
  pen.text('2. SEE P-101A DATASHEET, EL 105.5.', 300, 42, SIZE);
  pen.text('LEGEND', 300, 70, SIZE);
  pen.path([
    [300, 75],
    [306, 79],
    [306, 75],
    [300, 79],
  ]);
  pen.text('GATE VALVE', 310, 78.5, SIZE);
  pen.text('BV BALL VALVE', 300, 88, SIZE);
  pen.text('PT PRESSURE TRANSMITTER', 300, 94, SIZE);

  // Line 1: vessel V-201 → hand valve → control valve → ball valve → pump P-101A.
  const y1 = 40;
  poly([
    [0, 20],
    [24, 20],
    [24, 75],
    [0, 75],
  ]);
  centred(equipmentTag('V', '201'), [12, 50]);
  add('equipment', 'V-201');
  const l1 = '6"-P-1001-A1A';
  const l1Stops = [24, 67, 73, 117, 123, 197, 203, 244];
  for (let i = 0; i < l1Stops.length; i += 2)
    line([l1Stops[i] as number, y1], [l1Stops[i + 1] as number, y1]);
  text(l1, [30, y1 - 1.5]);
  add('line', l1);
  valve([70, y1], 'u');
  centred(tagText('HV', '101'), [70, y1 - 4]);
  add('valve', 'HV-101');
  valve([120, y1], 'u');
  line([120, y1], [120, y1 - 6]);
  poly([
    [117, y1 - 9],
    [123, y1 - 9],
    [123, y1 - 6],
    [117, y1 - 6],
  ]);
  centred(tagText('FV', '2001'), [120, y1 + 6.5]);
  add('valve', 'FV-2001');
  bubble([120, y1 - 22], 'FIC', '2001');
  add('instrument', 'FIC-2001');
  line([120, y1 - 17], [120, y1 - 9], true);
  bubble([160, y1 - 18], 'FT', '2001');
  add('instrument', 'FT-2001');
  line([160, y1 - 13], [160, y1]);
  valve([200, y1], 'u');
  const [bx, by] = map([200, y1]);
  pen.circle(bx, by, 0.9);
  centred(tagText('BV', '12'), [200, y1 - 4]);
  add('valve', 'BV-12');
  const [px, py] = map([250, y1]);
  pen.circle(px, py, 6);
  centred(equipmentTag('P', '101A'), [250, y1 + 11]);
  add('equipment', 'P-101A');
  truth.pipelines.push({
    lineNumber: l1,
    connected: ['BV-12', 'FT-2001', 'FV-2001', 'HV-101', 'P-101A', 'V-201'],
  });

  // Line 2: a branch down from line 1, its number turned along the pipe, a valve with its tag to the right.
  const l2 = '2"-CW-1002-B1';
  line([90, y1], [90, 92]);
  line([90, 98], [90, 150]);
  if (opts.turned) text(l2, [88.5, 100], 270);
  else text(l2, [88.5, 140], 90);
  add('line', l2);
  valve([90, 95], 'v');
  text(tagText('XV', '3010'), [94, 96]);
  add('valve', 'XV-3010');
  bubble([112, 120], 'PI', '3011');
  add('instrument', 'PI-3011');
  line([90, 120], [107, 120]);

  // Line 3: from the branch to tank TK-301 (tag written beside the tank), a hand valve, a transmitter below.
  const l3 = '150-HC-2003-B2';
  line([90, 150], [147, 150]);
  line([153, 150], [230, 150]);
  text(l3, [100, 148.5]);
  add('line', l3);
  valve([150, 150], 'u');
  centred(tagText('HV', '2004'), [150, 146]);
  add('valve', 'HV-2004');
  bubble([185, 168], 'PT', '2005A');
  add('instrument', 'PT-2005A');
  line([185, 150], [185, 163]);
  poly([
    [230, 130],
    [258, 130],
    [258, 175],
    [230, 175],
  ]);
  text(equipmentTag('TK', '301'), [232, 180]);
  add('equipment', 'TK-301');
  truth.pipelines.push({ lineNumber: l2, connected: ['PI-3011', 'XV-3010'] });
  truth.pipelines.push({ lineNumber: l3, connected: ['HV-2004', 'PT-2005A', 'TK-301'] });
  truth.loops.push({ loopNumber: 'F-2001', tags: ['FIC-2001', 'FT-2001', 'FV-2001'] });
  return { bytes: await pen.save(), truth };
}
