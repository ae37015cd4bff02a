import { MAIN_TABLE } from '../../functions/src/lib/db/schema.ts';

/**
 * Storage internals that must never reach an API answer (issue 14 item 8): the table's key and
 * index attributes, ElectroDB's markers, the TTL attribute as stored (epoch seconds), and an item's
 * entity tag. A `type` or `entity` field is only a leak when its value is one of the tags the table
 * actually uses for its items: several API records have a `type` of their own (feedback web/app,
 * upload-list lines, notices), and those values are not storage tags.
 */
export const STORAGE_KEYS = new Set([
  MAIN_TABLE.partitionKey,
  MAIN_TABLE.sortKey ?? 'sk',
  ...MAIN_TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  '__edb_e__',
  '__edb_v__',
]);

/** The entity tags in use: `type` of items that tag with it, `entity` of items that tag with that. */
export function storageTags(items: Iterable<Record<string, unknown>>): Set<string> {
  const tags = new Set<string>();
  for (const item of items) {
    // Items tagged by `entity` keep `type` for a field of their own (feedback: web/app).
    const tag = item.entity ?? item.type;
    if (typeof tag === 'string') tags.add(tag);
  }
  return tags;
}

/** Paths in an answer where storage internals show, e.g. `data.records[0].pk`. */
export function leaksIn(value: unknown, tags: Set<string>, path = 'data'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaksIn(v, tags, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const at = `${path}.${key}`;
    if (STORAGE_KEYS.has(key)) found.push(at);
    else if ((key === 'type' || key === 'entity') && typeof v === 'string' && tags.has(v))
      found.push(`${at} = '${v}'`);
    else if (key === MAIN_TABLE.ttlAttribute && typeof v === 'number') found.push(`${at} (TTL)`);
    else found.push(...leaksIn(v, tags, at));
  }
  return found;
}
