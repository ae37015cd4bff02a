import { entrySummary, entrySummaryRequest } from '../entities/entrySummary.ts';
import { ifCondition } from '../entities/errors.ts';
import { txItem } from '../entities/transaction.ts';
import type { EntryGrants } from '../lib/policies/filePerms.ts';

/**
 * The project's entry summary (entities/entrySummary.ts) as the file area reads and keeps it: the
 * listing reads it in its first batch, a folder's removal marks it, the clean-up below it unmarks it.
 */

/** The summary as one request of a batch read. */
export function summaryRequest(projectId: string) {
  return entrySummaryRequest({ projectId });
}

export interface SummaryFacts {
  /** Every explicit grant of the project (entry id → grants); undefined when there are too many. */
  grants?: Map<string, EntryGrants>;
  /** Folders removed whose descendants may still exist: anything below one is unreachable. */
  deletedFolders: Set<string>;
}

/** What a tracked summary item says; null when absent or untracked (read grants and ancestors instead). */
export function readSummary(item: Record<string, unknown> | undefined): SummaryFacts | null {
  const summary = item ? entrySummary.parse({ Item: item })?.data : undefined;
  if (!summary?.tracked) return null;
  return {
    grants: summary.grantsOverflow
      ? undefined
      : new Map(Object.entries((summary.grants ?? {}) as Record<string, EntryGrants>)),
    deletedFolders: new Set(summary.deletedFolders ?? []),
  };
}

/**
 * The transaction item that marks a folder as removed with its subtree still to clean up. An update
 * (not a patch): a project without a summary must still be able to delete; the item it then creates
 * is untracked and ignored.
 */
export function markFolderDeleted(projectId: string, folderId: string) {
  return txItem(entrySummary.update({ projectId }).add({ deletedFolders: [folderId] }));
}

/** Unmarks a folder once nothing is left below it (nothing to do when the summary is gone with its project). */
export async function unmarkFolderDeleted(projectId: string, folderId: string) {
  await ifCondition(() =>
    entrySummary
      .patch({ projectId })
      .delete({ deletedFolders: [folderId] })
      .go({ response: 'none' }),
  );
}
