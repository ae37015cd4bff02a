import writeXlsxFile from 'write-excel-file/node';

/** One imported row as its log shows it: the sheet's row number, the row's own cells, the result in words. */
export interface ImportLogRow {
  row: number;
  cells: readonly string[];
  result: string;
}

/** The log's headings (row number, then one per cell, then the result), their widths and the sheet's name. */
export interface ImportLogLayout {
  headers: readonly string[];
  widths: readonly number[];
  sheet: string;
}

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

/**
 * An import's per-row results as an xlsx log (the whitelist's and the region's `createLog`): what
 * the screen showed after the import, to keep or to fix the sheet by.
 */
export function importLogSheet(rows: readonly ImportLogRow[], layout: ImportLogLayout): Promise<Buffer> {
  const data = rows.map((r) => [
    { value: r.row, type: Number },
    ...r.cells.map((value) => ({ value, type: String })),
    { value: r.result, type: String },
  ]);
  return writeXlsxFile([layout.headers.map(bold), ...data], {
    sheet: layout.sheet,
    columns: layout.widths.map((width) => ({ width })),
  }).toBuffer();
}
