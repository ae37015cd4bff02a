import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Commands that write the table (the functions' item cache must forget what they change). */
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'ExecuteTransactionCommand',
]);

/**
 * Direct access to the local cloud's table, for assertions on what the API wrote. A write through it
 * is one the functions' process cannot see (as another Lambda container's would be): once it is done,
 * the cloud is told to forget its cached items (entities/cachedGet.ts), so the next request reads the
 * table as it now is, as the same write made by the functions would have ensured.
 */
export function testDb() {
  const env = inject('cloudEnv');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } finally {
        if (WRITES.has(context.commandName ?? '')) await forgetCachedItems();
      }
    },
    { step: 'initialize', name: 'forgetCachedItems' },
  );
  return { client, table: env.TABLE_NAME!, connectionsTable: env.CONNECTIONS_TABLE_NAME! };
}

async function forgetCachedItems() {
  const res = await fetch(`${inject('baseUrl')}/_local/forget-cached-items`, { method: 'POST' });
  if (!res.ok) throw new Error(`forget-cached-items: ${res.status}`);
}
