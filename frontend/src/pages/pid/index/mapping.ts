import { INDEX_FIELDS, type IndexField } from '@loopline/shared/contracts/pidLoops';

/** What the mapping dialog sends: the tag column and, per index field, the column feeding it ('' none). */
export interface ColumnMapping {
  tagColumn: string;
  fields: Record<IndexField, string>;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.:：]/g, '');

/**
 * A first mapping from the sheet's headers: a column whose header is a field's name (its id, or its
 * column title in any language, as the export writes it) feeds that field; each column at most once.
 */
export function guessMapping(
  headers: readonly string[],
  names: Record<IndexField | 'tag', readonly string[]>,
): ColumnMapping {
  const used = new Set<string>();
  const find = (field: IndexField | 'tag') => {
    const wanted = new Set([field, ...names[field]].map(norm));
    const hit = headers.find((h) => !used.has(h) && wanted.has(norm(h)));
    if (hit) used.add(hit);
    return hit ?? '';
  };
  const tagColumn = find('tag');
  const fields = Object.fromEntries(INDEX_FIELDS.map((f) => [f, find(f)])) as Record<IndexField, string>;
  return { tagColumn, fields };
}

/** The batchImportData mapping: the fields given a column. */
export const mappingBody = (m: ColumnMapping) =>
  INDEX_FIELDS.filter((f) => m.fields[f]).map((field) => ({ column: m.fields[field], field }));
