import type { ElementNode, ElementTree, PropertyValue } from '@loopline/shared';
import { readSheet } from 'read-excel-file/node';
import { ModelFailed } from './errors.ts';

/**
 * Attribute files of .vue/.rvm models (spec 1 §6): a table (CSV or XLSX, first sheet) whose first
 * row names the columns, one of which holds the element id. Each row's other cells become the
 * element's "Attribute file" property set in the element tree. Headers accepted as the id column,
 * case-insensitively and ignoring spaces and underscores: elementId, id, GlobalId, guid.
 */
export type AttributeTable = Map<string, Record<string, PropertyValue>>;

/** The property set the rows become (converters already use "Attributes" for the source's own). */
export const ATTRIBUTE_SET = 'Attribute file';

const ID_HEADERS = new Set(['elementid', 'id', 'globalid', 'guid']);
export const ATTRIBUTE_TABLE_SUFFIXES = ['csv', 'xlsx'] as const;
const MAX_ROWS = 200_000;

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a UTF-8 BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new ModelFailed('model.attributeUnreadable');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function cellValue(cell: unknown): PropertyValue {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
  if (cell instanceof Date) return cell.toISOString();
  const text = String(cell).trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && /^-?\d/.test(text) ? n : text;
}

/** Rows (header first) → element id → properties. */
export function tableFromRows(rows: unknown[][]): AttributeTable {
  if (rows.length < 1) throw new ModelFailed('model.attributeUnreadable');
  if (rows.length > MAX_ROWS) throw new ModelFailed('model.tooLarge');
  const header = (rows[0] ?? []).map((h) => String(h ?? '').trim());
  const idColumn = header.findIndex((h) => ID_HEADERS.has(h.toLowerCase().replace(/[\s_]/g, '')));
  if (idColumn < 0) throw new ModelFailed('model.attributeNoIdColumn');
  const table: AttributeTable = new Map();
  for (const cells of rows.slice(1)) {
    const id = String(cells[idColumn] ?? '').trim();
    if (!id) continue;
    const props: Record<string, PropertyValue> = {};
    header.forEach((name, i) => {
      if (i !== idColumn && name) props[name] = cellValue(cells[i]);
    });
    table.set(id, { ...table.get(id), ...props });
  }
  return table;
}

/** Reads an attribute file; anything that is not a readable CSV/XLSX table is a ModelFailed. */
export async function readAttributeTable(bytes: Uint8Array, suffix: string): Promise<AttributeTable> {
  const kind = suffix.toLowerCase();
  if (kind === 'csv') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ModelFailed('model.attributeUnreadable');
    }
    return tableFromRows(parseCsv(text));
  }
  if (kind === 'xlsx') {
    let rows: unknown[][];
    try {
      rows = (await readSheet(Buffer.from(bytes))) as unknown[][];
    } catch {
      throw new ModelFailed('model.attributeUnreadable');
    }
    return tableFromRows(rows);
  }
  throw new ModelFailed('model.attributeUnreadable');
}

/** Adds each matching element's row as its "Attribute file" set; returns how many elements matched. */
export function mergeAttributes(tree: ElementTree, table: AttributeTable): number {
  let matched = 0;
  const visit = (node: ElementNode) => {
    const row = table.get(node.id) ?? table.get(node.name);
    if (row) {
      node.props = { ...node.props, [ATTRIBUTE_SET]: { ...node.props?.[ATTRIBUTE_SET], ...row } };
      matched++;
    }
    for (const child of node.children) visit(child);
  };
  visit(tree.root);
  return matched;
}
