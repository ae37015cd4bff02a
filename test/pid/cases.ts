import { scaleBox } from './evaluate.ts';
import { generateSheet, type SheetOptions } from './sheet/generate.ts';
import type { Truth } from './sheet/model.ts';
import { PT_PER_MM, scaleTruth, sheetToPdf } from './sheet/pdf.ts';
import { type ScanOptions, sheetToScan } from './sheet/raster.ts';

export interface SheetCase {
  name: string;
  size: SheetOptions['size'];
  bytes: Uint8Array;
  truth: Truth;
}

/** Vector sheets: A3 and A1, sparse and dense, and one with signal lines drawn as separate dashes. */
export const VECTOR_SHEETS: (SheetOptions & { explodeDashes?: boolean })[] = [
  { seed: 1, size: 'A3', density: 'sparse' },
  { seed: 2, size: 'A3', density: 'dense' },
  { seed: 3, size: 'A3', density: 'dense', explodeDashes: true },
  { seed: 4, size: 'A1', density: 'sparse' },
  { seed: 5, size: 'A1', density: 'dense' },
  { seed: 6, size: 'A1', density: 'dense', explodeDashes: true },
];

/** Scan-like sheets at 300 dpi: speckle, a slight turn either way (up to 1.1°), PNG and JPEG. */
export const SCAN_SHEETS: (SheetOptions & Omit<ScanOptions, 'dpi' | 'seed'>)[] = [
  { seed: 11, size: 'A3', density: 'dense', rotation: 0.4, noise: 0.002, format: 'png' },
  { seed: 12, size: 'A3', density: 'sparse', rotation: -0.6, noise: 0.003, format: 'jpeg' },
  { seed: 13, size: 'A1', density: 'dense', rotation: 0.3, noise: 0.002, format: 'png' },
  // Added after the scan reader was reworked, never tuned on: a steeper turn, more speckle, JPEG.
  { seed: 21, size: 'A3', density: 'dense', rotation: -1.1, noise: 0.004, format: 'jpeg' },
  { seed: 22, size: 'A1', density: 'sparse', rotation: 0.8, noise: 0.003, format: 'png' },
];

export async function vectorCase(opts: (typeof VECTOR_SHEETS)[number]): Promise<SheetCase> {
  const sheet = generateSheet(opts);
  return {
    name: `${sheet.name}${opts.explodeDashes ? '-dashes' : ''}`,
    size: opts.size,
    bytes: await sheetToPdf(sheet, { explodeDashes: opts.explodeDashes }),
    truth: scaleTruth(sheet.truth, scaleBox(PT_PER_MM)),
  };
}

export async function scanCase(opts: (typeof SCAN_SHEETS)[number]): Promise<SheetCase> {
  const sheet = generateSheet(opts);
  const scan = await sheetToScan(sheet, { ...opts, dpi: 300, seed: opts.seed });
  return {
    name: `${sheet.name}-${opts.format}`,
    size: opts.size,
    bytes: scan.bytes,
    truth: scaleTruth(sheet.truth, scan.toPixels),
  };
}
