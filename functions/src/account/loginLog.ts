import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

export interface LoginLogEntry {
  tenantId: string;
  userId?: string;
  account: string;
  grantType: string;
  clientId: string;
  ip: string;
  userAgent: string;
  result: 'success' | 'fail';
  reason?: string;
}

/** One record per sign-in attempt, partitioned by tenant and day for the back office. */
export async function writeLoginLog(entry: LoginLogEntry, now = new Date()) {
  const at = now.toISOString();
  const id = randomUUID();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginLog(entry.tenantId, at, id),
        ...(entry.userId ? { gsi1pk: `USER#${entry.userId}#LOGINS`, gsi1sk: at } : {}),
        type: 'loginLog',
        id,
        at,
        ...entry,
      },
    }),
  );
}
