import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@loopline/shared';
import { countQuery, queryPage, readLimit } from './pageReader.ts';

/** What `entityPage` needs of an ElectroDB query chain (`entity.query.<access>({...})`, optionally with a filter). */
interface EntityQuery {
  params(options?: { order?: 'asc' | 'desc' }): unknown;
}

/** What it needs of the entity: turning raw items into its records (keys, tags and hidden attributes dropped). */
interface ItemParser<T> {
  parse(response: { Items: Record<string, unknown>[] }): { data: T[] } | null;
}

/**
 * One page (`{records, total, current, size, cursor}`) of an entity query. The query's own parameters
 * are run by the table's page reader, so cursors are checked the same way everywhere (they must name
 * this query's key attributes and stay in its partition), and the records come back as the entity's
 * attributes only: no storage keys reach an answer.
 */
export async function entityPage<T>(
  entity: ItemParser<T>,
  query: EntityQuery,
  paging: { current: number; size: number; cursor?: string; order?: 'asc' | 'desc' },
): Promise<Page<T>> {
  const input = query.params({ order: paging.order ?? 'asc' }) as QueryCommandInput & { TableName: string };
  const raw = await queryPage<Record<string, unknown>>({
    input,
    partition: partitionOf(input),
    current: paging.current,
    size: paging.size,
    cursor: paging.cursor,
  });
  return { ...raw, records: entity.parse({ Items: raw.records })?.data ?? [] };
}

/** How many items an entity query (with its filter) matches, reading only keys. */
export function entityCount(query: EntityQuery): Promise<number> {
  const { Limit: _limit, ...input } = query.params() as QueryCommandInput;
  return countQuery(input);
}

/**
 * The `.go()` options answering the first `wanted` items an entity query matches, its filter
 * included. ElectroDB's `limit` is DynamoDB's `Limit`, which counts the items read BEFORE the filter,
 * and with `pages: 1` (its default) the read stops there: `{ limit: 500 }` on a filtered query
 * answers the matches among the first 500 items, none at all when the matches are further on, and
 * a read without `limit` stops after 1 MB. `count` makes ElectroDB read on until it has `wanted`
 * matches (or the partition ends); each read evaluates what the page reader's would (a filtered one
 * as many items as DynamoDB allows, an unfiltered one just what is still wanted).
 */
export function firstMatches(query: EntityQuery, wanted: number): { count: number; limit: number } {
  const { FilterExpression } = query.params() as QueryCommandInput;
  return { count: wanted, limit: readLimit({ FilterExpression }, wanted) };
}

/** The partition key attribute and value of a query's key condition (`#pk = :pk ...`). */
function partitionOf(input: QueryCommandInput): [string, string] {
  const match = /^(#\w+) = (:\w+)/.exec(input.KeyConditionExpression ?? '');
  const name = match ? input.ExpressionAttributeNames?.[match[1]!] : undefined;
  const value = match ? input.ExpressionAttributeValues?.[match[2]!] : undefined;
  if (typeof name !== 'string' || typeof value !== 'string') {
    throw new Error(`cannot read the partition of ${input.KeyConditionExpression}`);
  }
  return [name, value];
}
