import { type Language, translate } from '@loopline/shared';
import {
  WHITELIST_IMPORT_MAX_ROWS,
  type WhitelistEntry,
  type WhitelistImportRow,
} from '@loopline/shared/contracts/settings';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { BadRequestError } from '../lib/errors.ts';
import { importLogSheet } from '../lib/sheets/importLog.ts';

/** One row of an imported sheet: its row number (the header is row 1), phone and remark as written. */
export interface WhitelistSheetRow {
  row: number;
  phone: string;
  remark: string;
}

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

/**
 * The whitelist as xlsx (`down`): phone, remark, added. Its first two columns are also the import's
 * layout, so a downloaded list can be edited and imported again.
 */
export function whitelistSheet(entries: readonly WhitelistEntry[], lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  const header = ['phone', 'remark', 'createTime'].map((c) => bold(t(`whitelist.column.${c}`)));
  const rows = entries.map((e) => [
    { value: e.phone, type: String },
    { value: e.remark, type: String },
    { value: e.createTime.slice(0, 19).replace('T', ' '), type: String },
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: t('whitelist.sheetName'),
    columns: [{ width: 22 }, { width: 40 }, { width: 20 }],
  }).toBuffer();
}

/** The rows of an import sheet after its header; a file that is not a readable xlsx is refused. */
export async function readWhitelistSheet(file: Buffer): Promise<WhitelistSheetRow[]> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(file)) as unknown[][];
  } catch {
    throw new BadRequestError('whitelist.importFile');
  }
  const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  const read = rows
    .map((r, i) => ({ row: i + 1, phone: cell(r[0]), remark: cell(r[1]) }))
    .slice(1)
    .filter((r) => r.phone || r.remark);
  if (read.length === 0) throw new BadRequestError('whitelist.importFile');
  if (read.length > WHITELIST_IMPORT_MAX_ROWS)
    throw new BadRequestError('whitelist.importTooMany', { max: WHITELIST_IMPORT_MAX_ROWS });
  return read;
}

/** An import's per-row results as xlsx (`createLog`): row, phone, result in words. */
export function whitelistLogSheet(rows: readonly WhitelistImportRow[], lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  return importLogSheet(
    rows.map((r) => ({ row: r.row, cells: [r.phone], result: t(`whitelist.row.${r.result}`) })),
    {
      headers: ['row', 'phone', 'result'].map((c) => t(`whitelist.column.${c}`)),
      widths: [8, 22, 44],
      sheet: t('whitelist.logName'),
    },
  );
}
