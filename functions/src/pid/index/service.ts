import { type Language, translate } from '@loopline/shared';
import { INDEX_FIELDS, type IndexField, type IndexRecord } from '@loopline/shared/contracts/pidLoops';
import writeXlsxFile from 'write-excel-file/node';
import { pageOf } from '../../lib/envelope.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { type Drawing, detailsOf, drawingFor } from '../loops/drawing.ts';
import { loopsOf } from '../loops/store.ts';
import { type IndexValues, indexRecords, matching } from './rows.ts';
import { indexValuesOf, writeIndexValues } from './store.ts';

interface Scope {
  projectId: string;
  pfileId: string;
}

/** The drawing's index rows as they stand: details (instruments, valves, lines), loops and people's values. */
export async function indexOf(d: Drawing) {
  const [details, loops, values] = await Promise.all([
    detailsOf(d, ['instrument', 'valve', 'line']),
    loopsOf(d),
    indexValuesOf(d),
  ]);
  return { rows: indexRecords(details, loops, values), values };
}

/** instrumentIndex/list: a page of the index (viewFile), filtered by a keyword. */
export async function listIndex(
  caller: Caller,
  q: Scope & { keyword?: string; current: number; size: number },
) {
  const d = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  return pageOf(matching((await indexOf(d)).rows, q.keyword), q.current, q.size);
}

/** instrumentIndex/updateIndex: inline edits by tag (editFile); an unknown tag refuses the whole call. */
export async function updateIndex(
  caller: Caller,
  b: Scope & { rows: { tag: string; values: IndexValues }[] },
) {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const { rows, values } = await indexOf(d);
  const tags = new Set(rows.map((r) => r.tag));
  const unknown = b.rows.find((r) => !tags.has(r.tag));
  if (unknown) throw new BadRequestError('pid.index.unknownTag', { tag: unknown.tag });
  await writeIndexValues(d, values, b.rows);
  const edited = new Set(b.rows.map((r) => r.tag));
  return (await indexOf(d)).rows.filter((r) => edited.has(r.tag));
}

/** The export's columns, in order: recognised ones, then the editable ones. */
const EXPORT_COLUMNS = [
  'tag',
  'functionLetters',
  'loopNum',
  'mounting',
  'lineNumber',
  'pageNums',
  ...INDEX_FIELDS,
] as const;

const MOUNTINGS = new Set(['field', 'panel', 'shared']);

const cellOf = (row: IndexRecord, column: (typeof EXPORT_COLUMNS)[number], lang: Language) => {
  if (column === 'pageNums') return row.pageNums.join(', ');
  // A category set by hand (pid-edit-api) may be none of the bubble mountings: it is written as it is.
  if (column === 'mounting')
    return MOUNTINGS.has(row.mounting) ? translate(`pid.index.mounting.${row.mounting}`, lang) : row.mounting;
  return row[column as Exclude<typeof column, 'pageNums'> | IndexField];
};

/** The index as an xlsx workbook: a bold header row in the caller's language, one row per tag. */
export async function indexWorkbook(rows: IndexRecord[], lang: Language): Promise<Buffer> {
  const header = EXPORT_COLUMNS.map((c) => ({
    value: translate(`pid.index.column.${c}`, lang),
    fontWeight: 'bold' as const,
  }));
  const data = rows.map((r) => EXPORT_COLUMNS.map((c) => ({ value: cellOf(r, c, lang) })));
  return writeXlsxFile([header, ...data], {
    sheet: translate('pid.index.sheetName', lang),
    columns: EXPORT_COLUMNS.map((c) => ({ width: c === 'tag' || c === 'lineNumber' ? 22 : 14 })),
  }).toBuffer();
}

/** The export's name: the drawing's name, the product's word for the index, the date as YYYY-MM-DD. */
export function indexFileName(drawingName: string, lang: Language, now = new Date()) {
  const base = drawingName.replace(/\.[^.]+$/, '');
  return `${base} ${translate('pid.index.exportName', lang)} ${now.toISOString().slice(0, 10)}.xlsx`;
}

/** instrumentIndex/exportIndex (viewFile): the whole index as xlsx. */
export async function exportIndex(caller: Caller, lang: Language, b: Scope) {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'viewFile');
  const { rows } = await indexOf(d);
  return { buffer: await indexWorkbook(rows, lang), fileName: indexFileName(d.fileName, lang) };
}
