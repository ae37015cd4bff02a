import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The module's one DynamoDB client; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
  marshallOptions: { removeUndefinedValues: true },
});

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
