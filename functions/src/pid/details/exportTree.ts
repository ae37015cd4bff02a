import { type Language, translate } from '@loopline/shared';
import writeXlsxFile from 'write-excel-file/node';
import type { Caller } from '../../lib/http/route.ts';
import { type DetailItem, drawingFor, rowsOf } from './drawing.ts';

/** Rows of the relationship tree: each pipe run with the items it joins, then the items on no run. */
export function treeRows(rows: DetailItem[]) {
  const byPage = (a: DetailItem, b: DetailItem) =>
    a.page - b.page || (a.tag ?? '').localeCompare(b.tag ?? '') || a.id.localeCompare(b.id);
  const lines = rows.filter((r) => r.kind === 'line').sort(byPage);
  const lineIds = new Set(lines.map((l) => l.id));
  const out: { page: number; line: string; item: DetailItem | null }[] = [];
  for (const line of lines) {
    const items = rows.filter((r) => r.parentId === line.id).sort(byPage);
    if (items.length === 0) out.push({ page: line.page, line: line.tag ?? '', item: null });
    for (const item of items) out.push({ page: line.page, line: line.tag ?? '', item });
  }
  const loose = rows.filter((r) => r.kind !== 'line' && !lineIds.has(r.parentId ?? '0')).sort(byPage);
  for (const item of loose) out.push({ page: item.page, line: '', item });
  return out;
}

/** exportRelationshipTree: the drawing's pipe runs and what they join as xlsx (viewFile), named with the date. */
export async function exportRelationshipTree(
  caller: Caller,
  lang: Language,
  q: { projectId: string; pfileId: string },
) {
  const drawing = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const t = (key: string) => translate(key, lang);
  const header = [
    'pid.exportPage',
    'pid.exportLineNumber',
    'pid.exportTag',
    'pid.exportType',
    'pid.exportCategory',
    'pid.exportConfidence',
  ].map((key) => ({ value: t(key), fontWeight: 'bold' as const }));
  const data = treeRows(await rowsOf(drawing)).map(({ page, line, item }) => [
    { value: page, type: Number },
    { value: line || t('pid.exportUnconnected') },
    { value: item?.tag ?? '' },
    { value: item?.kind ?? '' },
    { value: item?.category ?? '' },
    item ? { value: item.confidence, type: Number } : { value: '' },
  ]);
  const buffer = await writeXlsxFile([header, ...data], {
    sheet: t('pid.exportSheetName'),
    columns: [{ width: 8 }, { width: 28 }, { width: 20 }, { width: 12 }, { width: 14 }, { width: 12 }],
  }).toBuffer();
  const date = new Date().toISOString().slice(0, 10);
  return {
    buffer,
    fileName: `${drawing.file.fileName.replace(/\.[^.]+$/, '')}-relationship-tree-${date}.xlsx`,
  };
}
