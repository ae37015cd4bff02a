import type { ChargeInfoFilter } from '@loopline/shared/contracts/chargeAdmin';
import type { ChargeItem } from '@loopline/shared/contracts/pay';
import { chargeItem } from '../entities/chargeItem.ts';
import { conditionFailed } from '../entities/errors.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import { listCharges } from './catalogue.ts';

/**
 * The back office's catalogue query, ordering and publishing (charge/info query, updateSort,
 * updatePublishState). The catalogue is one partition of a few dozen items, read whole.
 */

/** `charge/info/query`: the catalogue in display order, filtered by kind, publish state and name. */
export async function queryCharges(filter: ChargeInfoFilter): Promise<ChargeItem[]> {
  const word = filter.name?.toLowerCase();
  return (await listCharges({ publishedOnly: false })).filter(
    (item) =>
      (!filter.kind || item.kind === filter.kind) &&
      (filter.published === undefined || item.published === filter.published) &&
      (!word || item.name.toLowerCase().includes(word) || item.nameEn.toLowerCase().includes(word)),
  );
}

/**
 * The places (sort values) items held, ascending, for them to take in their new order; equal places
 * (items saved with the same sort) are spread so the new order holds.
 */
export function placesOf(sorts: readonly number[]): number[] {
  const places = [...sorts].sort((a, b) => a - b);
  for (let i = 1; i < places.length; i++) places[i] = Math.max(places[i]!, places[i - 1]! + 1);
  return places;
}

/**
 * Orders the items of one directory: they take the places (sort values) they held between them, in
 * the given order, so items of other directories keep theirs. All in one transaction, each item on
 * the condition that it still exists.
 */
export async function sortCharges(ids: readonly string[], now = new Date()): Promise<ChargeItem[]> {
  const all = new Map((await listCharges({ publishedOnly: false })).map((item) => [item.id, item]));
  const items = ids.map((id) => all.get(id));
  if (items.some((item) => !item)) throw new NotFoundError('pay.itemNotFound');
  const chosen = items as ChargeItem[];
  if (new Set(chosen.map((item) => item.kind)).size > 1) throw new BadRequestError('charge.sortMixed');
  const places = placesOf(chosen.map((item) => item.sort));
  const sorted = chosen.map((item, i) => ({ ...item, sort: places[i]! }));
  try {
    await transactWrite(
      Object.fromEntries(
        sorted.map((item) => [
          item.id,
          txItem(
            chargeItem
              .patch({ id: item.id })
              .set({ sort: item.sort, updatedAt: now.toISOString() })
              .where((attr, op) => op.exists(attr.id)),
          ),
        ]),
      ),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionsOnly)
      throw new NotFoundError('pay.itemNotFound');
    throw error;
  }
  return sorted;
}

/** Puts an item on sale or takes it off (checkout refuses an unpublished item: orders.ts `purchasable`). */
export async function publishCharge(id: string, published: boolean, now = new Date()) {
  try {
    await chargeItem.patch({ id }).set({ published, updatedAt: now.toISOString() }).go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pay.itemNotFound');
    throw error;
  }
}
