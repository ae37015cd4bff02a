import { type Language, translate } from '@loopline/shared';
import {
  type BatchImportAnswer,
  type ExcelHeadAnswer,
  IMPORT_ROWS_MAX,
  type ImportRowResult,
  type IndexField,
} from '@loopline/shared/contracts/pidLoops';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { drawingFor, fileFor } from '../loops/drawing.ts';
import type { IndexValues } from './rows.ts';
import { indexOf } from './service.ts';
import { type SheetText, workbookOf } from './sheet.ts';
import { writeIndexValues } from './store.ts';

const VALUE_MAX = 500;
const SAMPLE_ROWS = 5;

/** pidFile/getDataExcelHead: the header row, row count and first rows of an xlsx entry (viewFile). */
export async function excelHead(
  caller: Caller,
  q: { projectId: string; fileId: string },
): Promise<ExcelHeadAnswer> {
  const sheet = await workbookOf(await fileFor(caller, q.projectId, q.fileId, 'viewFile'));
  return {
    headers: sheet.headers,
    rows: sheet.rows.length,
    sample: sheet.rows.slice(0, SAMPLE_ROWS).map((r) => r.cells),
  };
}

interface Mapping {
  tagColumn: string;
  mapping: { column: string; field: IndexField }[];
}

/** Column positions of the mapping; a missing column or a field mapped twice refuses the file (400). */
function columnsOf(sheet: SheetText, m: Mapping) {
  const at = (column: string) => {
    const i = sheet.headers.indexOf(column.trim());
    if (i < 0) throw new BadRequestError('pid.import.noColumn', { column });
    return i;
  };
  const fields = m.mapping.map((x) => x.field);
  if (new Set(fields).size !== fields.length) throw new BadRequestError('pid.import.duplicateField');
  return { tag: at(m.tagColumn), fields: m.mapping.map((x) => ({ field: x.field, at: at(x.column) })) };
}

type RowPlan = { row: number; tag: string; result: ImportRowResult; values?: IndexValues };

/** What each row of the sheet does: update the tag's values, or why it is skipped. */
export function planImport(sheet: SheetText, m: Mapping, indexTags: Set<string>): RowPlan[] {
  if (!sheet.rows.length) throw new BadRequestError('pid.import.empty');
  if (sheet.rows.length > IMPORT_ROWS_MAX)
    throw new BadRequestError('pid.import.tooManyRows', { rows: sheet.rows.length, max: IMPORT_ROWS_MAX });
  const cols = columnsOf(sheet, m);
  const seen = new Set<string>();
  return sheet.rows.map(({ row, cells }) => {
    const tag = cells[cols.tag] ?? '';
    if (!tag) return { row, tag, result: 'emptyTag' };
    if (!indexTags.has(tag)) return { row, tag, result: 'unknownTag' };
    if (seen.has(tag)) return { row, tag, result: 'duplicate' };
    seen.add(tag);
    const values: IndexValues = {};
    for (const f of cols.fields) values[f.field] = cells[f.at] ?? '';
    if (Object.values(values).some((v) => (v ?? '').length > VALUE_MAX))
      return { row, tag, result: 'invalid' };
    return { row, tag, result: 'updated', values };
  });
}

const ROW_MESSAGES: Record<ImportRowResult, string> = {
  updated: '',
  unknownTag: 'pid.import.rowUnknownTag',
  emptyTag: 'pid.import.rowEmptyTag',
  duplicate: 'pid.import.rowDuplicate',
  invalid: 'pid.import.rowTooLong',
};

/**
 * pidFile/batchImportData (editFile on the drawing, viewFile on the workbook): mapped columns of each row
 * become the values of the index row with its tag. The workbook and mapping are checked whole before
 * anything is written; rows that cannot be imported are skipped and answered with their reason.
 */
export async function batchImport(
  caller: Caller,
  lang: Language,
  b: Mapping & { projectId: string; pfileId: string; fileId: string },
): Promise<BatchImportAnswer> {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const sheet = await workbookOf(await fileFor(caller, b.projectId, b.fileId, 'viewFile'));
  const { rows, values } = await indexOf(d);
  const plan = planImport(sheet, b, new Set(rows.map((r) => r.tag)));
  const updates = plan.flatMap((p) => (p.values ? [{ tag: p.tag, values: p.values }] : []));
  await writeIndexValues(d, values, updates);
  return {
    updated: updates.length,
    rows: plan.map((p) => ({
      row: p.row,
      tag: p.tag,
      result: p.result,
      message: ROW_MESSAGES[p.result] ? translate(ROW_MESSAGES[p.result], lang) : '',
    })),
  };
}
