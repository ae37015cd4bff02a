import type { GetRequest } from '../entities/batchGet.ts';
import { entryGrants } from '../entities/entryGrants.ts';
import { entrySummary, SUMMARY_GRANTS_LIMIT } from '../entities/entrySummary.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/** The read of one entry's grants, for a batch read alongside other entities' items. */
export function grantsRequest(projectId: string, entryId: string): GetRequest {
  return entryGrants.get({ projectId, entryId });
}

/** The grants an item holds (an absent item has none). */
export function grantsOfItem(item: Record<string, unknown> | undefined): EntryGrants | undefined {
  return item ? (entryGrants.parse({ Item: item })?.data?.grants as EntryGrants | undefined) : undefined;
}

/**
 * The transaction item that writes a new project's entry summary (entities/entrySummary.ts): a new
 * project has no grants and no deleted folders, and from then on every such write keeps it true.
 */
export function entrySummaryCreation(projectId: string) {
  return txItem(
    entrySummary.create({ projectId, tracked: true, grants: {}, grantsOverflow: false, version: 0 }),
  );
}

/** Attempts of a grant change that lose the summary's version to a concurrent change. */
const ATTEMPTS = 8;

/**
 * Replaces the explicit grants of one entry (group id → signs). An empty map removes them. A project
 * with a tracked entry summary gets the summary rewritten in the same transaction, from a consistent
 * read of the project's grant items with this change applied (so grants of removed entries drop out
 * and an overflowed summary comes back when grants are few again); a concurrent change moves the
 * version on and this one reads again.
 */
export async function setEntryGrants(
  projectId: string,
  entryId: string,
  grants: EntryGrants,
  now = new Date(),
) {
  const write = entryGrants.put({ projectId, entryId, grants, updateTime: now.toISOString() });
  for (let attempt = 1; ; attempt++) {
    // The version first, then the grants: read side by side, the grants could be answered before a
    // change the version already counts, and this rewrite would drop that change's grants.
    const summary = await entrySummary.get({ projectId }).go({ consistent: true });
    const stored = await entryGrants.query
      .byEntry({ projectId })
      .go({ consistent: true, limit: SUMMARY_GRANTS_LIMIT + 1, pages: 1 });
    const version = summary.data?.version;
    if (!summary.data?.tracked || version === undefined) {
      await write.go({ response: 'none' });
      return;
    }
    const all = new Map(stored.data.map((g) => [g.entryId, g.grants as EntryGrants]));
    all.set(entryId, grants);
    const held = [...all].filter(([, g]) => Object.keys(g ?? {}).length > 0);
    // A cursor means more items than were read: then the limit is passed whatever this change does.
    const overflow = Boolean(stored.cursor) || held.length > SUMMARY_GRANTS_LIMIT;
    try {
      await transactWrite({
        grants: txItem(write),
        summary: txItem(
          entrySummary
            .patch({ projectId })
            .set({
              grants: overflow ? {} : Object.fromEntries(held),
              grantsOverflow: overflow,
              version: version + 1,
            })
            .where((a, op) => op.eq(a.version, version)),
        ),
      });
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError && error.failedOn('summary')) || attempt >= ATTEMPTS)
        throw error;
    }
  }
}
