import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GetRequest } from '../entities/batchGet.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/*
 * The explicit grants of entries. The entryGrants entity belongs to the file domain's conversion; until
 * it is merged these are the only raw reads and writes of grant items, kept in this one module so they
 * can be repointed to it: `grantsRequest` becomes `entryGrants.get({ projectId, entryId })`,
 * `grantsOfItem` its `parse`, and `setEntryGrants` its `put`.
 */

/** The read of one entry's grants, for a batch read alongside other entities' items. */
export function grantsRequest(projectId: string, entryId: string): GetRequest {
  return { params: () => ({ TableName: tableName(), Key: keys.entryGrants(projectId, entryId) }) };
}

/** The grants an item holds (an absent item has none). */
export function grantsOfItem(item: Record<string, unknown> | undefined): EntryGrants | undefined {
  return item ? (item.grants as EntryGrants) : undefined;
}

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
