import type { TransactionItem } from './transaction.ts';

/**
 * The transaction item of an entity operation (`entity.put(...)`, `.update(...).add(...)`,
 * `.delete(...)`, with their conditions), for `transactWrite`. ElectroDB builds it with `.commit()`,
 * which its types expose only inside its own transaction builder; the item is the same.
 */
export function commit(operation: unknown): TransactionItem {
  return (operation as { commit(): TransactionItem }).commit();
}

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
