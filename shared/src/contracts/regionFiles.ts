import { z } from 'zod';
import { REGION_ROOT } from './org.ts';

/** Region import and export (blade-system/region import-region, export-region, export-template). */

const INVALID = { error: 'org.invalid' };

/** The most rows one import reads. */
export const REGION_IMPORT_MAX_ROWS = 5000;
/** The most regions one export writes: a larger subtree is exported a part at a time. */
export const REGION_EXPORT_MAX_ROWS = 50_000;

/**
 * export-region?code=: the region and every region under it (everything under the root when blank).
 * Not a strict region code, so the root '00' passes.
 */
export const RegionExportQuery = z.object({
  code: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? REGION_ROOT : v),
    z.string(INVALID).regex(/^\d{2,12}$/, { error: 'org.regionCodeInvalid' }),
  ),
});

/** import-region: isCovered 1 changes regions that exist already, 0 (default) leaves them and says so. */
export const RegionImportFields = z.object({
  isCovered: z.preprocess((v) => (v === '' || v === undefined ? '0' : v), z.enum(['0', '1'], INVALID)),
});

/** What an import did with one row (row = the sheet's row number; the header is row 1). */
export const REGION_ROW_RESULTS = [
  'added',
  'updated',
  'exists',
  'repeated',
  'codeInvalid',
  'nameInvalid',
  'sortInvalid',
  'remarkTooLong',
  'parentMissing',
] as const;
export type RegionRowResult = (typeof REGION_ROW_RESULTS)[number];

export interface RegionImportRow {
  row: number;
  code: string;
  name: string;
  result: RegionRowResult;
}

export interface RegionImportResult {
  added: number;
  updated: number;
  skipped: number;
  rows: RegionImportRow[];
}

/** createLog: an import's rows (as answered by import-region), written back as an xlsx log. */
export const RegionLogBody = z.object({
  rows: z
    .array(
      z.object({
        row: z.number(INVALID).int(INVALID).min(1, INVALID).max(1_000_000, INVALID),
        code: z.string(INVALID).max(100, INVALID),
        name: z.string(INVALID).max(200, INVALID),
        result: z.enum(REGION_ROW_RESULTS, INVALID),
      }),
      INVALID,
    )
    .min(1, INVALID)
    .max(REGION_IMPORT_MAX_ROWS, INVALID),
});
export type RegionLogInput = z.input<typeof RegionLogBody>;
