import { MAIN_TABLE } from './schema.ts';

/** The main table's key and index attributes: storage, never part of a record the API answers. */
const KEY_ATTRIBUTES = new Set<string>([
  MAIN_TABLE.partitionKey,
  MAIN_TABLE.sortKey ?? 'sk',
  ...MAIN_TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
]);

/**
 * A stored item as the record it holds: without its key and index attributes and without the
 * attribute that tags its entity (`type` for most items). Every read that hands an item on —
 * to an answer or to code that spreads it into one — goes through a mapper like this one, so
 * storage internals cannot leak into an API response (issue 14 item 8).
 */
export function recordOf<T>(item: Record<string, unknown>, tagAttribute = 'type'): T {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item))
    if (!KEY_ATTRIBUTES.has(name) && name !== tagAttribute) record[name] = value;
  return record as T;
}
