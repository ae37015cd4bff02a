import { deleteModelDerivatives, removePreviewsOf } from '../derived/index.ts';
import { TransactionCancelledError } from '../entities/transaction.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import type { Caller } from '../lib/http/route.ts';
import { releaseStorage } from '../membership/quota.ts';
import { dereference } from '../objects/index.ts';
import { hasChildren, removeEntryAtomically } from './entries.ts';
import { requireMember } from './projectAccess.ts';
import { type EntryView, need, selection } from './service.ts';

function needRemove(entries: EntryView[]) {
  for (const e of entries) need(e, e.isFile ? 'removeFile' : 'removeDir');
}

/** The delete confirmation's kind (spec 1 §8): one entry, several, or special (a folder with content). */
export async function deleteKind(caller: Caller, projectId: string, ids: string[]) {
  const access = await requireMember(caller, projectId);
  const entries = await selection(access, ids);
  const full = await Promise.all(
    entries.filter((e) => !e.isFile).map((e) => hasChildren(access.project.id, e.id)),
  );
  if (full.some(Boolean)) return 'special' as const;
  return entries.length === 1 ? ('single' as const) : ('multiple' as const);
}

/** Checks a selection can be deleted (exists, reachable, signs); throws otherwise. */
export async function checkRemovable(caller: Caller, projectId: string, ids: string[]) {
  const access = await requireMember(caller, projectId);
  needRemove(await selection(access, ids));
}

/**
 * Deletes entries. Each top entry goes with its name item and grants in one transaction, so the
 * whole subtree disappears at once (its descendants are unreachable: listing, path and search check
 * the ancestors). A deleted file's bytes are given back at once; below deleted folders the items,
 * storage and object references are cleaned up by the deleteSubtree state machine, which any size
 * of tree fits (file/subtree.ts).
 */
export async function deleteEntries(caller: Caller, projectId: string, ids: string[]) {
  const access = await requireMember(caller, projectId);
  const entries = await selection(access, ids);
  needRemove(entries);
  const folders: string[] = [];
  for (const e of entries) {
    const { filePerms: _p, ...entry } = e;
    try {
      await removeEntryAtomically(entry);
    } catch (error) {
      if (error instanceof TransactionCancelledError) continue; // already gone
      throw error;
    }
    if (!entry.isFile) folders.push(entry.id);
    else {
      if (entry.fileSize > 0) await releaseStorage(entry.ownerId, entry.fileSize);
      if (entry.fileId) await dereference(entry.fileId);
      await removePreviewsOf(entry.projectId, [entry.id]);
      if (entry.derivative || entry.isModel) await deleteModelDerivatives(entry.projectId, entry.id);
    }
  }
  if (folders.length)
    await startWorkflow('deleteSubtree', { projectId: access.project.id, folderIds: folders });
}
