import type { TransactionItem } from './transaction.ts';

/**
 * The transaction item of an entity write chain (`entity.put(x)`, `.patch(k).set(..)`, `.remove(k)`…),
 * for `transactWrite`. ElectroDB builds it with `commit()`, which every write chain has at run time
 * but which its types only declare inside its own transaction callback.
 */
export function txItem(chain: object): TransactionItem {
  return (chain as { commit(): TransactionItem }).commit();
}
