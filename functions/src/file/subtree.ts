import { deleteModelDerivatives, removePidResultsOf, removePreviewsOf } from '../derived/index.ts';
import { TransactionCancelledError, transactWrite } from '../entities/transaction.ts';
import { releaseStorageItem } from '../membership/index.ts';
import { deleteObject, dereferenceItem, getObject } from '../objects/index.ts';
import { descendantsOf, entryRemovalItems } from './entries.ts';
import type { Entry } from './model.ts';
import { unmarkFolderDeleted } from './summary.ts';

/** Entries per transaction: 4 keys each at most, plus one update per owner and per object (≤ 100 items). */
const CHUNK = 15;

const released = (owner: string, bytes: number) => releaseStorageItem(owner, bytes);

/**
 * One transaction for a chunk of a deleted folder's descendants: their items go, their bytes are
 * given back to their owners and their objects lose those references — all or nothing, so a retried
 * run never releases or dereferences twice (entries already gone fail their condition and the chunk
 * is read again).
 */
async function removeChunk(entries: Entry[]): Promise<string[]> {
  const bytes = new Map<string, number>();
  const refs = new Map<string, number>();
  for (const e of entries) {
    if (!e.isFile) continue;
    if (e.fileSize > 0) bytes.set(e.ownerId, (bytes.get(e.ownerId) ?? 0) + e.fileSize);
    if (e.fileId) refs.set(e.fileId, (refs.get(e.fileId) ?? 0) + 1);
  }
  await transactWrite({
    ...Object.assign({}, ...entries.map((e) => entryRemovalItems(e))),
    ...Object.fromEntries([...bytes].map(([owner, b]) => [`storage:${owner}`, released(owner, b)])),
    ...Object.fromEntries(
      [...refs].map(([objectId, n]) => [`object:${objectId}`, dereferenceItem(objectId, n)]),
    ),
  });
  return [...refs.keys()];
}

/**
 * Cleans up below deleted folders (their top entries are already gone, so nothing here is visible):
 * every descendant's items, their storage and their objects' references; objects left without a
 * reference are deleted with their bytes. A folder is unmarked in the project's entry summary only
 * when every descendant found is gone (removed now or before): while anything is left below it, it
 * stays marked and what is left stays unreachable. Safe to run again after a failure.
 */
export async function cleanUpSubtrees(projectId: string, folderIds: string[]) {
  let removed = 0;
  const touched = new Set<string>();
  for (const folderId of folderIds) {
    // Deepest first, so a folder's children go before it (a rerun still finds what is left).
    const below = (await descendantsOf(projectId, folderId)).reverse();
    // Renditions and markup first: a rerun still finds the entries that name them.
    await removePreviewsOf(
      projectId,
      below.filter((e) => e.isFile).map((e) => e.id),
    );
    // Model derivatives too (model/derivatives.ts), for the same reason.
    for (const e of below) if (e.isFile && e.isModel) await deleteModelDerivatives(projectId, e.id);
    // P&ID recognition results of the drawings submitted (their entry carries a state).
    await removePidResultsOf(
      projectId,
      below.filter((e) => e.isFile && e.state != null).map((e) => e.id),
    );
    let complete = true;
    for (let i = 0; i < below.length; i += CHUNK) {
      const chunk = below.slice(i, i + CHUNK);
      try {
        for (const id of await removeChunk(chunk)) touched.add(id);
        removed += chunk.length;
      } catch (error) {
        if (!(error instanceof TransactionCancelledError)) throw error;
        // Some were removed by an earlier run: remove the rest one by one.
        for (const e of chunk) {
          try {
            for (const id of await removeChunk([e])) touched.add(id);
            removed++;
          } catch (inner) {
            if (!(inner instanceof TransactionCancelledError)) throw inner;
            // Gone already when its own removal's condition failed; anything else leaves it there.
            if (!inner.failedOn(`entry:${e.id}`)) complete = false;
          }
        }
      }
    }
    if (complete) await unmarkFolderDeleted(projectId, folderId);
  }
  for (const objectId of touched) {
    const object = await getObject(objectId);
    if (object && object.refCount === 0) await deleteObject(object);
  }
  return { removed };
}
