/** What `storedItem` needs of an entity's put: its request parameters. */
interface PutOperation {
  params<T>(options: { table: string }): T;
}

/**
 * The item an entity's put writes (keys, entity tag and derived attributes included), for code that
 * seeds the table directly: test fixtures and benchmarks.
 */
export function storedItem(put: PutOperation): Record<string, unknown> {
  return put.params<{ Item: Record<string, unknown> }>({ table: 'any' }).Item;
}
