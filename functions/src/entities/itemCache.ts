type Item = Record<string, unknown>;

/**
 * How long a cached item may be answered after it was read. In one process (the whole local cloud,
 * or one Lambda container) every write of an item drops it at once (see `forget`), so this bounds only
 * what no hook can see: a write made by another Lambda container. There, for at most this long, a
 * listing may still answer as if a removed member, a disabled project or a deleted folder were still
 * there (never any write: only the read-only folder listing reads through the cache). One second is
 * about as long as a click takes to become the next request, which is what makes paging a folder one
 * DynamoDB request instead of two (docs/decisions.md, list-one).
 */
export const ITEM_CACHE_TTL_MS = 1_000;

/**
 * At most this many items are kept (a listing keeps five: project, membership, folder, its child
 * count, the project's entry summary): the oldest go first. Thousands of active listings per container
 * is far beyond what one Lambda container serves in a second.
 */
const ITEM_CACHE_MAX_ITEMS = 5_000;

interface Held {
  /** The raw item; undefined when the read found none (an absence is remembered too). */
  item: Item | undefined;
  expires: number;
}

export interface ItemCacheOptions<R> {
  /** The key string of a request (itemKey). */
  keyOf(request: R): string;
  /** Reads items in one request, each answer in its request's position (undefined when absent). */
  read(requests: R[]): Promise<(Item | undefined)[]>;
  now?: () => number;
  ttlMs?: number;
  maxItems?: number;
}

/**
 * Items by primary key, each answered until ITEM_CACHE_TTL_MS after it was read or until a write of
 * its key is reported (`forget`), whichever comes first. A read whose keys are all held makes no
 * request; otherwise the missing keys are read together. A read that was under way while one of its
 * keys was written is answered but not kept: it may have seen the item from before the write.
 */
export function makeItemCache<R>(options: ItemCacheOptions<R>) {
  const now = options.now ?? (() => performance.now());
  const ttl = options.ttlMs ?? ITEM_CACHE_TTL_MS;
  const max = options.maxItems ?? ITEM_CACHE_MAX_ITEMS;
  // Map order is insertion order: the first entries are the oldest reads.
  const held = new Map<string, Held>();
  /** Keys being read right now (how many reads of each). */
  const reading = new Map<string, number>();
  /** Bumped whenever a key being read is written: those reads are not kept. */
  let writesDuringReads = 0;

  function fresh(key: string, at: number): Held | undefined {
    const h = held.get(key);
    if (!h) return undefined;
    if (h.expires > at) return h;
    held.delete(key);
    return undefined;
  }

  function keep(key: string, item: Item | undefined, expires: number) {
    // One object answers many requests: frozen, so no caller can change what the next one reads.
    deepFreeze(item);
    held.delete(key);
    held.set(key, { item, expires });
    while (held.size > max) {
      const oldest = held.keys().next().value as string;
      held.delete(oldest);
    }
  }

  async function get(requests: R[]): Promise<(Item | undefined)[]> {
    const started = now();
    const keys = requests.map(options.keyOf);
    const answers = new Map<string, Item | undefined>();
    const missing = new Map<string, R>();
    keys.forEach((key, i) => {
      if (answers.has(key) || missing.has(key)) return;
      const h = fresh(key, started);
      if (h) answers.set(key, h.item);
      else missing.set(key, requests[i] as R);
    });
    if (missing.size) {
      const epoch = writesDuringReads;
      for (const key of missing.keys()) reading.set(key, (reading.get(key) ?? 0) + 1);
      try {
        const items = await options.read([...missing.values()]);
        // The read may have seen the database at any moment since it started: it expires counted from then.
        const keepIt = writesDuringReads === epoch;
        [...missing.keys()].forEach((key, i) => {
          answers.set(key, items[i]);
          if (keepIt) keep(key, items[i], started + ttl);
        });
      } finally {
        for (const key of missing.keys()) {
          const n = (reading.get(key) ?? 1) - 1;
          if (n > 0) reading.set(key, n);
          else reading.delete(key);
        }
      }
    }
    return keys.map((k) => answers.get(k));
  }

  /** A write of these keys is about to happen or has happened: none of them is answered from memory. */
  function forget(keys: Iterable<string>) {
    for (const key of keys) {
      held.delete(key);
      if (reading.has(key)) writesDuringReads++;
    }
  }

  /** Drops everything (a write this process cannot see was made, e.g. by a test straight into the table). */
  function forgetAll() {
    held.clear();
    if (reading.size) writesDuringReads++;
  }

  return { get, forget, forgetAll, size: () => held.size };
}

function deepFreeze(value: unknown) {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** An item's key string: the table and the primary key's two attributes (as given or marshalled). */
export function itemKey(table: string, key: Item, pk: string, sk: string): string {
  return `${table}\u0000${plain(key[pk])}\u0000${plain(key[sk])}`;
}

/** A key attribute as a string, whether a plain value or a marshalled one ({ S: '…' }, { N: '…' }). */
function plain(value: unknown): string {
  if (value && typeof value === 'object') {
    const v = value as { S?: unknown; N?: unknown };
    return String(v.S ?? v.N ?? '');
  }
  return String(value ?? '');
}

/**
 * The keys a DynamoDB write command's input writes: PutItem, UpdateItem, DeleteItem, a transaction's
 * puts, updates and deletes, and a batch write's puts and deletes (plain or marshalled). Reads give
 * none; a PartiQL statement (which may write anything) gives 'all'.
 */
export function writtenKeys(commandName: string, input: unknown, pk: string, sk: string): string[] | 'all' {
  const i = (input ?? {}) as Record<string, unknown>;
  const table = String(i.TableName ?? '');
  switch (commandName) {
    case 'PutCommand':
    case 'PutItemCommand':
      return i.Item ? [itemKey(table, i.Item as Item, pk, sk)] : [];
    case 'UpdateCommand':
    case 'UpdateItemCommand':
    case 'DeleteCommand':
    case 'DeleteItemCommand':
      return i.Key ? [itemKey(table, i.Key as Item, pk, sk)] : [];
    case 'TransactWriteCommand':
    case 'TransactWriteItemsCommand':
      return ((i.TransactItems ?? []) as Record<string, { TableName?: string; Item?: Item; Key?: Item }>[])
        .flatMap((t) => [t.Put, t.Update, t.Delete])
        .filter((op) => op !== undefined)
        .map((op) => itemKey(String(op.TableName ?? ''), (op.Item ?? op.Key ?? {}) as Item, pk, sk));
    case 'BatchWriteCommand':
    case 'BatchWriteItemCommand':
      return Object.entries(
        (i.RequestItems ?? {}) as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).flatMap(([tableName, requests]) =>
        requests.map((r) =>
          itemKey(tableName, (r.PutRequest?.Item ?? r.DeleteRequest?.Key ?? {}) as Item, pk, sk),
        ),
      );
    case 'ExecuteStatementCommand':
    case 'BatchExecuteStatementCommand':
    case 'ExecuteTransactionCommand':
      return 'all';
    default:
      return [];
  }
}
