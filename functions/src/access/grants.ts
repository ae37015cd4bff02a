import type { GetRequest } from '../entities/batchGet.ts';
import { entryGrants } from '../entities/entryGrants.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/** The read of one entry's grants, for a batch read alongside other entities' items. */
export function grantsRequest(projectId: string, entryId: string): GetRequest {
  return entryGrants.get({ projectId, entryId });
}

/** The grants an item holds (an absent item has none). */
export function grantsOfItem(item: Record<string, unknown> | undefined): EntryGrants | undefined {
  return item ? (entryGrants.parse({ Item: item })?.data?.grants as EntryGrants | undefined) : undefined;
}

/** Replaces the explicit grants of one entry (group id → signs). An empty map removes them. */
export async function setEntryGrants(
  projectId: string,
  entryId: string,
  grants: EntryGrants,
  now = new Date(),
) {
  await entryGrants
    .put({ projectId, entryId, grants, updateTime: now.toISOString() })
    .go({ response: 'none' });
}
