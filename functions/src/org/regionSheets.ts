import { type Language, translate } from '@loopline/shared';
import type { RegionView } from '@loopline/shared/contracts/org';
import { REGION_IMPORT_MAX_ROWS, type RegionImportRow } from '@loopline/shared/contracts/regionFiles';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { BadRequestError } from '../lib/errors.ts';
import { importLogSheet } from '../lib/sheets/importLog.ts';

/** One row of an imported sheet as written: its row number (the header is row 1) and four cells. */
export interface RegionSheetRow {
  row: number;
  code: string;
  name: string;
  sort: string;
  remark: string;
}

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
const COLUMNS = ['code', 'name', 'sort', 'remark', 'parentCode', 'regionLevel'] as const;

/**
 * Regions as xlsx: code, name, sort, remark, then the parent and level for reading. The first four
 * columns are the import's layout, so an export (or the empty template) can be edited and imported.
 */
export function regionSheet(regions: readonly RegionView[], lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  const header = COLUMNS.map((c) => bold(t(`org.regionColumn.${c}`)));
  const rows = regions.map((r) => [
    { value: r.code, type: String },
    { value: r.name, type: String },
    { value: r.sort, type: Number },
    { value: r.remark, type: String },
    { value: r.parentCode, type: String },
    { value: t(`org.regionSheetLevel${r.regionLevel}`), type: String },
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: t('org.regionSheetName'),
    columns: [{ width: 16 }, { width: 28 }, { width: 8 }, { width: 30 }, { width: 16 }, { width: 12 }],
  }).toBuffer();
}

/** The rows of an import sheet after its header; a file that is not a readable xlsx, or holds no rows, is refused. */
export async function readRegionSheet(file: Buffer): Promise<RegionSheetRow[]> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(file)) as unknown[][];
  } catch {
    throw new BadRequestError('org.regionImportFile');
  }
  const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  const read = rows
    .map((r, i) => ({ row: i + 1, code: cell(r[0]), name: cell(r[1]), sort: cell(r[2]), remark: cell(r[3]) }))
    .slice(1)
    .filter((r) => r.code || r.name || r.sort || r.remark);
  if (read.length === 0) throw new BadRequestError('org.regionImportFile');
  if (read.length > REGION_IMPORT_MAX_ROWS)
    throw new BadRequestError('org.regionImportTooMany', { max: REGION_IMPORT_MAX_ROWS });
  return read;
}

/** An import's per-row results as xlsx (`createLog`): row, code, name, result in words. */
export function regionLogSheet(rows: readonly RegionImportRow[], lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  return importLogSheet(
    rows.map((r) => ({ row: r.row, cells: [r.code, r.name], result: t(`org.regionRow.${r.result}`) })),
    {
      headers: ['row', 'code', 'name', 'result'].map((c) => t(`org.regionColumn.${c}`)),
      widths: [8, 16, 28, 48],
      sheet: t('org.regionLogName'),
    },
  );
}
