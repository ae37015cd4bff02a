/** What `getMany` needs of an entity: ElectroDB's batch get over a list of keys. */
interface BatchGetter<K, T> {
  get(keys: K[]): {
    go(options?: { preserveBatchOrder?: boolean }): Promise<{ data: T[]; unprocessed: K[] }>;
  };
}

/** Gets many items of one entity by key (`getAll` over the entity's batch get). Order is not kept. */
export function getMany<K, T>(entity: BatchGetter<K, T>, keys: K[]): Promise<T[]> {
  return getAll(
    (batch) => entity.get(batch).go(),
    keys,
    (key) => JSON.stringify(key),
  );
}

/** What an entity's batch get answers (`entity.get([...]).go()`). */
interface BatchAnswer<K, T> {
  data: T[];
  unprocessed: K[];
}

/**
 * Every record of a batch get, asking again for what DynamoDB left unprocessed; duplicate keys are
 * asked once (DynamoDB refuses a batch that repeats a key). Order is not kept.
 */
export async function getAll<K, T>(
  get: (keys: K[]) => Promise<BatchAnswer<K, T>>,
  keys: K[],
  keyOf: (key: K) => string,
): Promise<T[]> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const found: T[] = [];
  let left = unique;
  while (left.length) {
    const answer = await get(left);
    found.push(...answer.data);
    left = answer.unprocessed;
  }
  return found;
}
