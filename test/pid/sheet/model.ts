import type { Box, Detail, IndexRow, Loop, Pipeline } from '../../../functions/src/pid/engine/types.ts';

/** Drawing primitives of a synthetic sheet, in millimetres with the origin top-left and y down. */
export type Prim =
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; dashed?: boolean; width?: number }
  | { kind: 'circle'; x: number; y: number; r: number; filled?: boolean }
  | { kind: 'polygon'; points: [number, number][]; filled?: boolean }
  | { kind: 'text'; text: string; x: number; y: number; size: number; angle?: number };

/** Ground truth of a sheet; boxes in millimetres until a writer maps them to its page units. */
export interface Truth {
  details: Omit<Detail, 'id' | 'confidence' | 'fields'>[];
  pipelines: Omit<Pipeline, 'detailId'>[];
  loops: Loop[];
  index: Omit<IndexRow, 'confidence'>[];
}

export interface Sheet {
  name: string;
  widthMm: number;
  heightMm: number;
  prims: Prim[];
  truth: Truth;
}

export const SHEET_SIZES = { A3: [420, 297], A1: [841, 594] } as const;

/** Helvetica advance widths (per 1000 em) of the characters the generator writes, for text boxes. */
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '"': 355,
  '-': 333,
  '/': 278,
  '.': 278,
  ':': 278,
  '&': 667,
  ',': 278,
  '(': 333,
  ')': 333,
  '0': 556,
  '1': 556,
  '2': 556,
  '3': 556,
  '4': 556,
  '5': 556,
  '6': 556,
  '7': 556,
  '8': 556,
  '9': 556,
};
const UPPER_W = [
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611,
];

export function textWidthMm(text: string, size: number): number {
  let w = 0;
  for (const ch of text) {
    const upper = ch.charCodeAt(0) - 65;
    w += WIDTHS[ch] ?? (upper >= 0 && upper < 26 ? (UPPER_W[upper] ?? 667) : 556);
  }
  return (w / 1000) * size;
}

/** The box of a text drawn with its baseline start at (x, y), using the engine's glyph box convention. */
export function textBox(text: string, x: number, y: number, size: number, angle = 0): Box {
  const w = textWidthMm(text, size);
  if (angle === 90) return { x: x - 0.8 * size, y: y - w, w: size, h: w };
  return { x, y: y - 0.8 * size, w, h: size };
}
