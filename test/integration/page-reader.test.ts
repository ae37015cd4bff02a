import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/db.ts';
import { functionsModule } from '../support/notices.ts';

type PageReader = typeof import('../../functions/src/entities/pageReader.ts');
type Dynamo = typeof import('../../functions/src/lib/aws/dynamo.ts');

/**
 * A filtered page over a large partition (the back office's name search over a tenant's projects):
 * DynamoDB applies `Limit` before the filter, so the reads must not go a page's size at a time.
 */
const ITEMS = 1200;
const partition = `PAGEREADER#${Date.now().toString(36)}`;

let reader: PageReader;
let queries = 0;

beforeAll(async () => {
  reader = await functionsModule<PageReader>('entities/pageReader');
  const { dynamo } = await functionsModule<Dynamo>('lib/aws/dynamo');
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries++;
      return next(args);
    },
    { step: 'initialize', name: 'countPageReaderQueries' },
  );
  const { client, table } = testDb();
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    pk: partition,
    sk: `ITEM#${String(i).padStart(5, '0')}`,
    label: i === 17 ? 'the needle' : `hay ${i}`,
  }));
  for (let i = 0; i < items.length; i += 25)
    await client.send(
      new BatchWriteCommand({
        RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
});

const input = (filter?: string) => ({
  TableName: process.env.TABLE_NAME!,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'pk', ...(filter ? { '#label': 'label' } : {}) },
  ExpressionAttributeValues: { ':pk': partition, ...(filter ? { ':label': filter } : {}) },
  ...(filter ? { FilterExpression: 'contains(#label, :label)' } : {}),
});

describe('the page reader', () => {
  it('finds one match among 1,200 items in a few reads, not one per page size', async () => {
    queries = 0;
    const page = await reader.queryPage<{ label: string }>({
      input: input('needle'),
      partition: ['pk', partition],
      current: 1,
      size: 10,
    });
    expect(page.records.map((r) => r.label)).toEqual(['the needle']);
    expect(page.total).toBe(1);
    expect(page.cursor).toBeUndefined();
    // Two reads (1,000 items, then the rest) and the count's own one or two.
    expect(queries).toBeLessThanOrEqual(5);
  });

  it('still reads an unfiltered page exactly, with a cursor that continues it', async () => {
    const first = await reader.queryPage<{ sk: string }>({
      input: input(),
      partition: ['pk', partition],
      current: 3,
      size: 10,
    });
    expect(first.records.map((r) => r.sk)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ITEM#${String(20 + i).padStart(5, '0')}`),
    );
    expect(first.total).toBe(ITEMS);
    const next = await reader.queryPage<{ sk: string }>({
      input: input(),
      partition: ['pk', partition],
      current: 4,
      size: 10,
      cursor: first.cursor,
    });
    expect(next.records[0]?.sk).toBe('ITEM#00030');
  });

  it('pages a filtered query with cursors that skip nothing', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let current = 1; current <= 3; current++) {
      const page = await reader.queryPage<{ sk: string }>({
        input: input('hay 11'),
        partition: ['pk', partition],
        current,
        size: 4,
        cursor,
      });
      seen.push(...page.records.map((r) => r.sk));
      cursor = page.cursor;
    }
    // "hay 11", "hay 110"–"hay 119", "hay 1100"–"hay 1199": the first twelve in key order.
    const expected = Array.from({ length: ITEMS }, (_, i) => i)
      .filter((i) => `hay ${i}`.includes('hay 11'))
      .slice(0, 12)
      .map((i) => `ITEM#${String(i).padStart(5, '0')}`);
    expect(seen).toEqual(expected);
  });
});
