import { entryGrants } from '../entities/entryGrants.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

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
