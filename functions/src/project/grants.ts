import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/** Replaces the explicit grants of one entry (group id → signs). An empty map removes them. */
export async function setEntryGrants(
  projectId: string,
  entryId: string,
  grants: EntryGrants,
  now = new Date(),
) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.entryGrants(projectId, entryId),
        type: 'grants',
        projectId,
        entryId,
        grants,
        updateTime: now.toISOString(),
      },
    }),
  );
}
