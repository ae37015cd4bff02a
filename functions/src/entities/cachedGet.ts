import { dynamo } from '../lib/aws/dynamo.ts';
import { type GetRequest, getAcross } from './batchGet.ts';
import { PRIMARY } from './config.ts';
import { itemKey, makeItemCache, writtenKeys } from './itemCache.ts';

const keyOf = (request: GetRequest) => {
  const { Key, TableName } = request.params() as { Key: Record<string, unknown>; TableName: string };
  return itemKey(TableName, Key, PRIMARY.pk, PRIMARY.sk);
};

/** This process's item cache (entities/itemCache.ts), read through getAcross. */
const cache = makeItemCache<GetRequest>({ keyOf, read: getAcross });

let watching = false;

/**
 * Every write this process sends through the table's client (every entity write, transaction and
 * batch write goes through it) forgets the items it writes, before it is sent and again once it is
 * answered: one hook below all the writes, rather than a call beside each write that can change who
 * may list what. Installed with the first cached read: until then nothing is held.
 */
function watchWrites() {
  if (watching) return;
  watching = true;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const keys = writtenKeys(context.commandName ?? '', args.input, PRIMARY.pk, PRIMARY.sk);
      const drop = () => (keys === 'all' ? cache.forgetAll() : keys.length && cache.forget(keys));
      drop();
      try {
        return await next(args);
      } finally {
        drop();
      }
    },
    { step: 'initialize', name: 'forgetWrittenItems' },
  );
}

/**
 * getAcross through the item cache: items read less than ITEM_CACHE_TTL_MS ago, and not written
 * since by this process, are answered without a request. Only for reads that answer and change
 * nothing (the folder listing): a write must always decide on what the table holds now.
 */
export function getAcrossCached(requests: GetRequest[]): Promise<(Record<string, unknown> | undefined)[]> {
  watchWrites();
  return cache.get(requests);
}

/**
 * Forgets every cached item. For writes this process cannot see: the local cloud's `_local` route
 * calls it when a test has written straight into the table.
 */
export function forgetCachedItems() {
  cache.forgetAll();
}
