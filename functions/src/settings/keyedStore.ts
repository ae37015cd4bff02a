import type { MessageKey } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';

/**
 * A tenant's settings items keyed by a value the administrator chooses (a parameter's key, a
 * whitelisted phone), so the key is unique per tenant by construction: where they live, the table
 * in production and a map in unit tests.
 */
export interface KeyedStore<R> {
  all(tenantId: string): Promise<R[]>;
  get(tenantId: string, key: string): Promise<R | undefined>;
  create(tenantId: string, record: R): Promise<void>;
  /** Replaces `previous` (which may have another key) with `next`, in one transaction. */
  replace(tenantId: string, previous: R, next: R): Promise<void>;
  remove(tenantId: string, keys: string[]): Promise<void>;
}

/** A write chain of the entity: sent alone (`go`) or as a transaction item (`txItem`). */
interface WriteChain {
  go(): Promise<unknown>;
  params(...args: never[]): unknown;
}
type Condition = (
  attr: Record<string, unknown>,
  op: { eq(attribute: unknown, value: unknown): string; exists(attribute: unknown): string },
) => string;

/**
 * The entity calls the store is made of, as every keyed settings entity has them (partition by
 * tenant, sort by the key, an `id` that names the record whatever its key): an ElectroDB entity
 * of that layout fits it as it is.
 */
interface KeyedEntity {
  query: {
    byTenant(key: { tenantId: string }): { go(options: { pages: 'all' }): Promise<{ data: unknown[] }> };
  };
  get(key: Record<string, string>): { go(): Promise<{ data: unknown }> };
  create(item: Record<string, unknown>): WriteChain;
  put(item: Record<string, unknown>): { where(condition: Condition): WriteChain };
  delete(key: Record<string, string>): { where(condition: Condition): WriteChain };
}

/**
 * The keyed store of one entity. A record answers only the contract's `fields` (never key or tag
 * attributes). A replace is a put guarded by the record's id when the key stays, or a transaction
 * `{ old, next }` when it changes: a failed guard on the old item means it is gone (404), a failed
 * create of the next one that its key is taken (409). A removal of several is one transaction, and
 * any one of them gone is a 404 with nothing removed.
 */
export function makeKeyedStore<R extends { id: string }>(
  entity: KeyedEntity,
  options: {
    key: keyof R & string;
    fields: readonly (keyof R & string)[];
    messages: { exists: MessageKey; notFound: MessageKey };
  },
): KeyedStore<R> {
  const { key, messages } = options;
  const recordOf = (item: unknown) =>
    Object.fromEntries(options.fields.map((f) => [f, (item as R)[f]])) as unknown as R;
  const keyOf = (tenantId: string, value: string) => ({ tenantId, [key]: value });
  const sameId =
    (id: string): Condition =>
    (attr, op) =>
      op.eq(attr.id, id);

  return {
    async all(tenantId) {
      const { data } = await entity.query.byTenant({ tenantId }).go({ pages: 'all' });
      return data.map(recordOf);
    },
    async get(tenantId, value) {
      const { data } = await entity.get(keyOf(tenantId, value)).go();
      return data ? recordOf(data) : undefined;
    },
    async create(tenantId, record) {
      try {
        await entity.create({ tenantId, ...record }).go();
      } catch (error) {
        if (conditionFailed(error)) throw new ConflictError(messages.exists);
        throw error;
      }
    },
    async replace(tenantId, previous, next) {
      try {
        if (previous[key] === next[key]) {
          await entity
            .put({ tenantId, ...next })
            .where(sameId(previous.id))
            .go();
          return;
        }
        await transactWrite({
          old: txItem(entity.delete(keyOf(tenantId, String(previous[key]))).where(sameId(previous.id))),
          next: txItem(entity.create({ tenantId, ...next })),
        });
      } catch (error) {
        if (conditionFailed(error)) throw new NotFoundError(messages.notFound);
        if (error instanceof TransactionCancelledError) {
          if (error.failedOn('next')) throw new ConflictError(messages.exists);
          throw new NotFoundError(messages.notFound);
        }
        throw error;
      }
    },
    async remove(tenantId, keys) {
      const existing: Condition = (attr, op) => op.exists(attr.id);
      try {
        await transactWrite(
          Object.fromEntries(keys.map((k) => [k, txItem(entity.delete(keyOf(tenantId, k)).where(existing))])),
        );
      } catch (error) {
        if (error instanceof TransactionCancelledError) throw new NotFoundError(messages.notFound);
        throw error;
      }
    },
  };
}
