import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Direct access to the local cloud's table, for assertions on what the API wrote. */
export function testDb() {
  const env = inject('cloudEnv');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  return { client, table: env.TABLE_NAME!, connectionsTable: env.CONNECTIONS_TABLE_NAME! };
}
