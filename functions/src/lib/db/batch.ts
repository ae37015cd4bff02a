import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../aws/dynamo.ts';

export type Key = { pk: string; sk: string };

/** Gets items by key in batches of 100, retrying what DynamoDB leaves unprocessed. Order is not kept. */
export async function batchGetAll<T = Record<string, unknown>>(keyList: Key[]): Promise<T[]> {
  const table = tableName();
  const items: T[] = [];
  for (let i = 0; i < keyList.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [table]: { Keys: keyList.slice(i, i + 100) },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      items.push(...((out.Responses?.[table] ?? []) as T[]));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return items;
}

/** Deletes items by key in batches of 25, retrying what DynamoDB leaves unprocessed, in the given order. */
export async function batchDeleteAll(keyList: Key[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < keyList.length; i += 25) {
    let request: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
      [table]: keyList.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
    }
  }
}

/** Every item a query matches, following LastEvaluatedKey. */
export async function queryAll<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((out.Items ?? []) as T[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}
