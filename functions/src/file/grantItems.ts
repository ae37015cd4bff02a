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

/** A project's grant items read whole only up to this many (more: the listing reads grants per entry). */
const PROJECT_GRANTS_LIMIT = 100;

/**
 * Every explicit grant of a project, when it has at most PROJECT_GRANTS_LIMIT entries with grants
 * (one query of its partition, which a listing runs beside its page read instead of reading the
 * grants of the page's entries afterwards); null when there are more.
 */
export async function projectGrants(projectId: string): Promise<Map<string, EntryGrants> | null> {
  const out = await entryGrants.query.byEntry({ projectId }).go({ limit: PROJECT_GRANTS_LIMIT, pages: 1 });
  if (out.cursor) return null;
  return new Map(out.data.map((g) => [g.entryId, g.grants as EntryGrants]));
}
