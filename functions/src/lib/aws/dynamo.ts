import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const discard = () => {};
/**
 * The SDK's logger middleware ends every command with `logger?.info?.({ input: filter(input),
 * output: filter(output) })`: with a logger that has `info` (the default no-op one has) it first builds
 * a redacted deep copy of the whole request and answer (every item of a page), only to drop it. Without
 * `info` the call and its arguments are skipped: 15–20% of a command's CPU in the local cloud. Nothing
 * else in the SDK calls `info`; everything is discarded, as with the default logger.
 */
const quietLogger = {
  debug: discard,
  warn: discard,
  error: discard,
  trace: discard,
} as unknown as DynamoDBClientConfig['logger'];

/** The module's one DynamoDB client; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ maxAttempts: 3, logger: quietLogger }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

export function connectionsTableName(): string {
  const name = process.env.CONNECTIONS_TABLE_NAME;
  if (!name) throw new Error('CONNECTIONS_TABLE_NAME is not set');
  return name;
}
