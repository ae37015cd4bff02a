import ACI from 'dxf-parser/dist/AutoCadColorIndex.js';

/**
 * A 2D drawing reduced to what the preview draws. The DXF reader (dxf-parser) and the DWG reader
 * (libredwg-web) both produce it, and one SVG writer (cadSvg.ts) draws it. Coordinates are world
 * coordinates (y up) for top-level entities and block coordinates inside blocks; angles are radians,
 * counter-clockwise.
 */
export interface Point {
  x: number;
  y: number;
}

/** An entity's colour: from its layer, from the insert that places its block, or its own. */
export type ColorRef = { by: 'layer' } | { by: 'block' } | { rgb: number };

export interface PolyVertex extends Point {
  /** tan(θ/4) of the arc to the next vertex; 0 for a straight segment, > 0 counter-clockwise. */
  bulge: number;
}

export type HAlign = 'start' | 'middle' | 'end';
export type VAlign = 'baseline' | 'bottom' | 'middle' | 'top';

export type CadShape =
  | { kind: 'line'; start: Point; end: Point }
  | { kind: 'polyline'; vertices: PolyVertex[]; closed: boolean }
  | { kind: 'circle'; center: Point; radius: number }
  | { kind: 'arc'; center: Point; radius: number; startAngle: number; endAngle: number }
  | { kind: 'ellipse'; center: Point; majorAxis: Point; ratio: number; startParam: number; endParam: number }
  | {
      kind: 'spline';
      degree: number;
      controlPoints: Point[];
      knots: number[];
      weights?: number[];
      fitPoints: Point[];
      closed: boolean;
    }
  | {
      kind: 'text';
      position: Point;
      height: number;
      rotation: number;
      lines: string[];
      hAlign: HAlign;
      vAlign: VAlign;
      /** Relative glyph width (TEXT's x scale), 1 by default. */
      widthFactor: number;
      /** Distance between baselines as a multiple of the height. */
      lineSpacing: number;
      /** CSS font family list from the text style's font, when it names one. */
      font?: string;
      /** Oblique angle in radians (slanted to the right when positive). */
      oblique?: number;
    }
  | {
      kind: 'insert';
      block: string;
      position: Point;
      scale: Point;
      rotation: number;
      columns: number;
      rows: number;
      columnSpacing: number;
      rowSpacing: number;
      /** Extrusion (0, 0, -1): the block is mirrored in x after placing (the OCS of a mirrored insert). */
      mirrored: boolean;
    }
  | { kind: 'solid'; points: Point[] }
  | { kind: 'point'; position: Point }
  /** Boundary loops (already flattened to points) filled solid or with parallel line families. */
  | { kind: 'hatch'; loops: Point[][]; solid: boolean; patternLines: HatchPatternLine[] }
  /** Open paths drawn as one element: ACIS edges in top view, multiline strokes, mesh edges. */
  | { kind: 'wire'; paths: Point[][] }
  /** XLINE (infinite both ways) or RAY (from `base` on): drawn across the view. */
  | { kind: 'xline'; base: Point; direction: Point; ray: boolean }
  /** A WIPEOUT's boundary, filled with the sheet's white. */
  | { kind: 'wipeout'; points: Point[] }
  /** LEADER and MULTILEADER: leader lines and the text they carry. */
  | { kind: 'leader'; lines: Point[][]; text: TextShape | null };

export type TextShape = Extract<CadShape, { kind: 'text' }>;

/** One family of parallel pattern lines of a hatch, in world units. */
export interface HatchPatternLine {
  /** Radians. */
  angle: number;
  base: Point;
  /** From one line to the next. */
  offset: Point;
  /** Dash (> 0), gap (< 0) and dot (0) lengths; empty for a continuous line. */
  dashes: number[];
}

export type CadEntity = CadShape & {
  layer: string;
  color: ColorRef;
  /** Line weight in 1/100 mm when the entity sets its own (not by layer, block or default). */
  lineweight?: number;
  /** An insert's attribute value (part of its insert, not an entity of its own). */
  attribute?: boolean;
};
export type CadKind = CadShape['kind'];

export interface CadBlock {
  name: string;
  base: Point;
  entities: CadEntity[];
}

export interface CadLayer {
  name: string;
  /** 0xRRGGBB; ACI 7 (white/black) is black, as it prints on the white sheet of the preview. */
  rgb: number;
  visible: boolean;
  /** Line weight in 1/100 mm, when the layer sets one. */
  lineweight?: number;
}

export interface CadDrawing {
  layers: Map<string, CadLayer>;
  blocks: Map<string, CadBlock>;
  entities: CadEntity[];
  /** Source entity types the preview does not draw, with how many were met (for logs and tests). */
  skipped: Record<string, number>;
  /** $EXTMIN/$EXTMAX of the header, when the file has sane ones. */
  headerExtents?: { minX: number; minY: number; maxX: number; maxY: number };
}

export const BLACK = 0x000000;

/** The RGB of an AutoCAD Color Index (1–255); 7 and out-of-range values are black. */
export function aciToRgb(index: number): number {
  const i = Math.abs(Math.trunc(index));
  if (i === 7 || i < 1 || i > 255) return BLACK;
  return ACI[i] ?? BLACK;
}

/**
 * An entity colour from AutoCAD's fields: a colour index (0 by block, 256 or absent by layer, 1–255
 * indexed) and a true colour (0xRRGGBB) that the reader passes only when the entity has one.
 * White (ACI 7 or true white) draws black on the preview's white sheet.
 */
export function colorRef(colorIndex: number | undefined, trueColor: number | undefined): ColorRef {
  if (colorIndex === 0) return { by: 'block' };
  if (trueColor !== undefined)
    return { rgb: (trueColor & 0xffffff) === 0xffffff ? BLACK : trueColor & 0xffffff };
  if (colorIndex !== undefined && colorIndex >= 1 && colorIndex <= 255) return { rgb: aciToRgb(colorIndex) };
  return { by: 'layer' };
}

/** Colours lighter than this (relative luminance, 0–1) are darkened for the white sheet. */
const MAX_LUMINANCE = 0.55;

/**
 * A colour as drawn on the preview's white sheet: light colours (yellow, cyan, light grey — made
 * for AutoCAD's dark background) are darkened, keeping their hue, until they read on white.
 */
export function onWhite(rgb: number): number {
  const [r, g, b] = [(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff];
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  if (luminance <= MAX_LUMINANCE) return rgb;
  const k = MAX_LUMINANCE / luminance;
  return (Math.round(r * k) << 16) | (Math.round(g * k) << 8) | Math.round(b * k);
}

/** DWG stores a line weight as an index into this table (1/100 mm); 29–31 are by layer, by block, default. */
const DWG_LINEWEIGHTS = [
  0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211,
];

/** A line weight in 1/100 mm from a DWG index or a DXF value (negative: by layer/block/default). */
export function lineweightOf(value: number | undefined, dwgIndex: boolean): number | undefined {
  if (value === undefined || value < 0) return undefined;
  if (dwgIndex) return DWG_LINEWEIGHTS[value];
  return value <= 211 ? value : undefined;
}

/** Header extents when they are finite and not the "never set" ±1e20 of an empty drawing. */
export function saneExtents(
  min: { x?: number; y?: number } | undefined,
  max: { x?: number; y?: number } | undefined,
): CadDrawing['headerExtents'] {
  const [minX, minY, maxX, maxY] = [min?.x, min?.y, max?.x, max?.y];
  if ([minX, minY, maxX, maxY].some((v) => v === undefined || !Number.isFinite(v) || Math.abs(v) > 1e15))
    return undefined;
  if (!(minX! <= maxX! && minY! <= maxY!) || (minX === maxX && minY === maxY)) return undefined;
  return { minX: minX!, minY: minY!, maxX: maxX!, maxY: maxY! };
}

export function countSkipped(skipped: Record<string, number>, type: string): void {
  skipped[type] = (skipped[type] ?? 0) + 1;
}

export function emptyDrawing(): CadDrawing {
  return { layers: new Map(), blocks: new Map(), entities: [], skipped: {} };
}

/** TEXT justification (groups 72, 73) as alignment; Aligned/Fit (3, 5) are drawn left-aligned at the first point. */
export function textAlignment(
  halign = 0,
  valign = 0,
): { hAlign: HAlign; vAlign: VAlign; usesSecondPoint: boolean } {
  const hAlign: HAlign = halign === 1 || halign === 4 ? 'middle' : halign === 2 ? 'end' : 'start';
  const vAlign: VAlign =
    halign === 4
      ? 'middle'
      : valign === 1
        ? 'bottom'
        : valign === 2
          ? 'middle'
          : valign === 3
            ? 'top'
            : 'baseline';
  const usesSecondPoint = !(halign === 0 && valign === 0) && halign !== 3 && halign !== 5;
  return { hAlign, vAlign, usesSecondPoint };
}

/** MTEXT attachment point 1–9 (top-left … bottom-right) as alignment. */
export function mtextAlignment(attachment = 1): { hAlign: HAlign; vAlign: VAlign } {
  const index = Math.min(9, Math.max(1, attachment)) - 1;
  const hAlign: HAlign = (['start', 'middle', 'end'] as const)[index % 3]!;
  const vAlign: VAlign = (['top', 'middle', 'bottom'] as const)[Math.floor(index / 3)]!;
  return { hAlign, vAlign };
}

/** MTEXT's default distance between baselines: 5/3 of the text height. */
export const MTEXT_LINE_SPACING = 5 / 3;
