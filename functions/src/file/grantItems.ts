import { getAll } from '../entities/batch.ts';
import { entryGrants } from '../entities/entryGrants.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/** The explicit grants stored for these entries (entries without any are left out). */
export async function grantsOf(
  projectId: string,
  entryIds: string[],
): Promise<{ entryId: string; grants: EntryGrants }[]> {
  if (!entryIds.length) return [];
  const found = await getAll(
    (k) => entryGrants.get(k).go(),
    entryIds.map((entryId) => ({ projectId, entryId })),
    (k) => k.entryId,
  );
  return found.map((g) => ({ entryId: g.entryId, grants: g.grants as EntryGrants }));
}
