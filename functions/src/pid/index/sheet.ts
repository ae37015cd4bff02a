import { readSheet } from 'read-excel-file/node';
import type { EntryView } from '../../file/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { getObject } from '../../objects/index.ts';
import { readBytes } from '../recognition/storage.ts';

/** The largest workbook an import reads (a sheet of a few thousand instruments is well under it). */
const IMPORT_MAX_MB = 10;

/** A workbook's first sheet as text cells: its header row and the rows below it (empty rows dropped). */
export interface SheetText {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

const textOf = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
};

/** Parses xlsx bytes; a file that is not a readable workbook is a 400. */
export async function sheetOf(bytes: Uint8Array): Promise<SheetText> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(Buffer.from(bytes))) as unknown[][];
  } catch {
    throw new BadRequestError('pid.import.badFile');
  }
  const [head = [], ...body] = rows;
  const headers = head.map(textOf);
  return {
    headers,
    rows: body
      .map((cells, i) => ({ row: i + 2, cells: cells.map(textOf) }))
      .filter((r) => r.cells.some(Boolean)),
  };
}

/** The workbook a file entry holds: an .xlsx within the size limit, read and parsed. */
export async function workbookOf(file: EntryView): Promise<SheetText> {
  if ((file.fileSuffix ?? '').toLowerCase() !== 'xlsx') throw new BadRequestError('pid.import.notXlsx');
  const object = file.fileId ? await getObject(file.fileId) : null;
  if (!object || object.size === 0) throw new BadRequestError('pid.import.badFile');
  if (object.size > IMPORT_MAX_MB * 1024 * 1024)
    throw new BadRequestError('pid.import.tooLarge', { max: IMPORT_MAX_MB });
  return sheetOf(await readBytes(object.s3Key));
}
