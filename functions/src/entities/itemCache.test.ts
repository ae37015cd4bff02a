import { describe, expect, it } from 'vitest';
import { ITEM_CACHE_TTL_MS, itemKey, makeItemCache, writtenKeys } from './itemCache.ts';

type Item = Record<string, unknown>;

/** A table in memory: requests are key strings; `reads` records every read's keys. */
function setup(options: { ttlMs?: number; maxItems?: number } = {}) {
  const table = new Map<string, Item>();
  const reads: string[][] = [];
  let clock = 0;
  let hold: Promise<void> | undefined;
  const cache = makeItemCache<string>({
    keyOf: (k) => k,
    read: async (keys) => {
      reads.push(keys);
      const answer = keys.map((k) => (table.has(k) ? { ...table.get(k) } : undefined));
      if (hold) await hold;
      return answer;
    },
    now: () => clock,
    ...options,
  });
  return {
    cache,
    table,
    reads,
    tick: (ms: number) => {
      clock += ms;
    },
    /** Makes the next reads wait (after reading the table) until the returned function is called. */
    pause: () => {
      let release = () => {};
      hold = new Promise<void>((r) => {
        release = () => {
          hold = undefined;
          r();
        };
      });
      return release;
    },
  };
}

describe('item cache', () => {
  it('answers held items without a read until the time to live has passed', async () => {
    const { cache, table, reads, tick } = setup();
    table.set('a', { v: 1 });
    expect(await cache.get(['a', 'b'])).toEqual([{ v: 1 }, undefined]);
    table.set('a', { v: 2 });
    tick(ITEM_CACHE_TTL_MS - 1);
    // Held, the absent one too.
    expect(await cache.get(['a', 'b'])).toEqual([{ v: 1 }, undefined]);
    expect(reads).toEqual([['a', 'b']]);
    tick(1);
    expect(await cache.get(['a', 'b'])).toEqual([{ v: 2 }, undefined]);
    expect(reads).toHaveLength(2);
  });

  it('keeps the time to live at one second or less', () => {
    expect(ITEM_CACHE_TTL_MS).toBeGreaterThan(0);
    expect(ITEM_CACHE_TTL_MS).toBeLessThanOrEqual(1_000);
  });

  it('answers frozen items, so no caller changes what the next one reads', async () => {
    const { cache, table } = setup();
    table.set('a', { grants: { g: ['viewDir'] } });
    const [first] = await cache.get(['a']);
    expect(() => {
      (first as { grants: { g: string[] } }).grants.g.push('upload');
    }).toThrow(TypeError);
    expect(await cache.get(['a'])).toEqual([{ grants: { g: ['viewDir'] } }]);
  });

  it('reads only the missing keys, and each key once', async () => {
    const { cache, table, reads } = setup();
    table.set('a', { v: 1 });
    table.set('c', { v: 3 });
    await cache.get(['a']);
    expect(await cache.get(['c', 'a', 'c'])).toEqual([{ v: 3 }, { v: 1 }, { v: 3 }]);
    expect(reads).toEqual([['a'], ['c']]);
  });

  it('forgets a written key at once, and only that key', async () => {
    const { cache, table, reads } = setup();
    table.set('member', { role: 'read' });
    table.set('project', { status: 1 });
    await cache.get(['member', 'project']);
    table.delete('member');
    cache.forget(['member', 'never-read']);
    expect(await cache.get(['member', 'project'])).toEqual([undefined, { status: 1 }]);
    expect(reads).toEqual([['member', 'project'], ['member']]);
  });

  it('does not keep what a read saw while one of its keys was being written', async () => {
    const { cache, table, reads, pause } = setup();
    table.set('member', { role: 'read' });
    const release = pause();
    const during = cache.get(['member']);
    // The write lands after the read saw the old item, before the read is answered.
    table.delete('member');
    cache.forget(['member']);
    release();
    expect(await during).toEqual([{ role: 'read' }]);
    // Not kept: the next read goes to the table and sees the removal.
    expect(await cache.get(['member'])).toEqual([undefined]);
    expect(reads).toHaveLength(2);
  });

  it('forgets everything on forgetAll, reads under way included', async () => {
    const { cache, table, reads, pause } = setup();
    table.set('a', { v: 1 });
    await cache.get(['a']);
    table.set('b', { v: 1 });
    const release = pause();
    const during = cache.get(['b']);
    cache.forgetAll();
    release();
    await during;
    expect(cache.size()).toBe(0);
    await cache.get(['a', 'b']);
    expect(reads).toEqual([['a'], ['b'], ['a', 'b']]);
  });

  it('holds at most maxItems, dropping the oldest reads first', async () => {
    const { cache, table, reads } = setup({ maxItems: 3 });
    for (const k of ['a', 'b', 'c', 'd']) table.set(k, { k });
    await cache.get(['a', 'b']);
    await cache.get(['c', 'd']);
    expect(cache.size()).toBe(3);
    await cache.get(['b', 'c', 'd']);
    expect(reads).toHaveLength(2);
    await cache.get(['a']);
    expect(reads[2]).toEqual(['a']);
    expect(cache.size()).toBe(3);
  });

  it('counts the time to live from when the read started', async () => {
    const { cache, table, reads, tick, pause } = setup();
    table.set('a', { v: 1 });
    const release = pause();
    const during = cache.get(['a']);
    tick(ITEM_CACHE_TTL_MS);
    release();
    await during;
    await cache.get(['a']);
    expect(reads).toHaveLength(2);
  });
});

describe('written keys', () => {
  const key = (sk: string) => itemKey('T', { pk: 'PROJECT#p', sk }, 'pk', 'sk');

  it('names the items of puts, updates and deletes, plain or marshalled', () => {
    expect(
      writtenKeys(
        'PutItemCommand',
        { TableName: 'T', Item: { pk: 'PROJECT#p', sk: 'META', x: 1 } },
        'pk',
        'sk',
      ),
    ).toEqual([key('META')]);
    expect(
      writtenKeys(
        'UpdateItemCommand',
        { TableName: 'T', Key: { pk: { S: 'PROJECT#p' }, sk: { S: 'MEMBER#u' } } },
        'pk',
        'sk',
      ),
    ).toEqual([key('MEMBER#u')]);
    expect(
      writtenKeys('DeleteCommand', { TableName: 'T', Key: { pk: 'PROJECT#p', sk: 'ENTRY#e' } }, 'pk', 'sk'),
    ).toEqual([key('ENTRY#e')]);
  });

  it('names every written item of a transaction and a batch write, not its condition checks', () => {
    expect(
      writtenKeys(
        'TransactWriteItemsCommand',
        {
          TransactItems: [
            { Put: { TableName: 'T', Item: { pk: 'PROJECT#p', sk: 'ENTRY#a' } } },
            { Update: { TableName: 'T', Key: { pk: 'PROJECT#p', sk: 'DIRCOUNT#f' } } },
            { Delete: { TableName: 'T', Key: { pk: 'PROJECT#p', sk: 'MEMBER#u' } } },
            { ConditionCheck: { TableName: 'T', Key: { pk: 'PROJECT#p', sk: 'META' } } },
          ],
        },
        'pk',
        'sk',
      ),
    ).toEqual([key('ENTRY#a'), key('DIRCOUNT#f'), key('MEMBER#u')]);
    expect(
      writtenKeys(
        'BatchWriteItemCommand',
        {
          RequestItems: {
            T: [
              { PutRequest: { Item: { pk: 'PROJECT#p', sk: 'ENTRY#a' } } },
              { DeleteRequest: { Key: { pk: 'PROJECT#p', sk: 'SUMMARY#ENTRIES' } } },
            ],
          },
        },
        'pk',
        'sk',
      ),
    ).toEqual([key('ENTRY#a'), key('SUMMARY#ENTRIES')]);
  });

  it('gives nothing for reads and everything for PartiQL statements', () => {
    expect(writtenKeys('GetItemCommand', { TableName: 'T', Key: { pk: 'a', sk: 'b' } }, 'pk', 'sk')).toEqual(
      [],
    );
    expect(writtenKeys('QueryCommand', { TableName: 'T' }, 'pk', 'sk')).toEqual([]);
    expect(writtenKeys('ExecuteStatementCommand', { Statement: 'DELETE FROM T' }, 'pk', 'sk')).toBe('all');
  });
});
