import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { PRIMARY } from './config.ts';

/** What a get needs to offer: an entity's `get({...})` chain does (its params name the key and table). */
export interface GetRequest {
  params(): unknown;
}

type Item = Record<string, unknown>;

const keyString = (item: Item) => `${item[PRIMARY.pk]}\u0000${item[PRIMARY.sk]}`;

/**
 * Gets items of several entities in one BatchGetItem per 100 keys (retrying what DynamoDB leaves
 * unprocessed), answering the raw item of each request in the request's position (undefined when
 * absent). Callers turn each item into its entity's record with `entity.parse({ Item })`.
 * ElectroDB's own batch get is per entity; permission checks read a project, a membership and the
 * grants of a whole folder chain at once, so this one request spans entities.
 */
export async function getAcross(requests: GetRequest[]): Promise<(Item | undefined)[]> {
  const wanted = requests.map((r) => r.params() as { Key: Item; TableName: string });
  const found = new Map<string, Item>();
  for (let i = 0; i < wanted.length; i += 100) {
    const chunk = wanted.slice(i, i + 100);
    const table = chunk[0]!.TableName;
    const unique = [...new Map(chunk.map((w) => [keyString(w.Key), w.Key])).values()];
    let request: Record<string, { Keys: Item[] }> | undefined = { [table]: { Keys: unique } };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[table] ?? []) found.set(keyString(item), item);
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return wanted.map((w) => found.get(keyString(w.Key)));
}
