/**
 * The data model of one recognised page. Coordinates are page units with the origin top-left and y
 * down (PDF points for vector pages, pixels for raster pages); `unitsPerMm` converts sizes so the
 * tolerances of the recognisers are physical, not tied to one resolution.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A word-like token: glyph runs merged, with its reading angle in degrees (0 horizontal, 90 bottom-up). */
export interface TextToken {
  text: string;
  box: Box;
  angle: number;
  /** OCR confidence 0..1; 1 for vector text. */
  confidence: number;
}

export interface Segment {
  a: Point;
  b: Point;
  /** Drawn with a dash pattern, or assembled from collinear dashes (signal lines). */
  dashed: boolean;
  width: number;
}

export interface Circle {
  c: Point;
  r: number;
  filled: boolean;
}

/** A closed outline (a rectangle, a pentagon, a triangle) as its corner points. */
export interface Polygon {
  points: Point[];
  filled: boolean;
}

export interface PageGraphics {
  kind: 'vector' | 'raster';
  width: number;
  height: number;
  unitsPerMm: number;
  texts: TextToken[];
  segments: Segment[];
  circles: Circle[];
  polygons: Polygon[];
}

export type DetailType = 'instrument' | 'valve' | 'equipment' | 'line' | 'offPage' | 'flowArrow';

export type InstrumentMounting = 'field' | 'panel' | 'shared';

export type ValveKind = 'gate' | 'globe' | 'ball' | 'check' | 'control' | 'angle';

/** A recognised item: a tagged symbol, a line number label, a connector. */
export interface Detail {
  id: string;
  type: DetailType;
  /** Finer kind within the type: a valve kind, a bubble mounting, an equipment family. */
  category: string;
  tag: string;
  box: Box;
  fields: Record<string, string>;
  confidence: number;
}

export interface Pipeline {
  lineNumber: string;
  detailId: string;
  /** Tags of the equipment, valves, instruments and off-page connectors the line joins, sorted. */
  connected: string[];
}

export interface Loop {
  loopNumber: string;
  tags: string[];
}

export interface IndexRow {
  tag: string;
  functionLetters: string;
  loopNumber: string;
  mounting: InstrumentMounting;
  lineNumber: string;
  confidence: number;
}

export interface PageResult {
  details: Detail[];
  pipelines: Pipeline[];
  loops: Loop[];
  index: IndexRow[];
  svg: string;
  timings: Record<string, number>;
}
