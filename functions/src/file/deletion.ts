import type { Caller } from '../lib/http/route.ts';
import type { Entry } from './model.ts';
import type { ProjectAccess } from './projectAccess.ts';
import { type EntryView, type EntryViews, need } from './views.ts';

interface DeletionDeps {
  requireMember(caller: Caller, projectId: string): Promise<ProjectAccess>;
  views: EntryViews;
  store: {
    hasChildren(projectId: string, folderId: string): Promise<boolean>;
    /** Removes an entry with its name, grants and count at once; false when it was already gone. */
    removeEntry(e: Entry): Promise<boolean>;
  };
  /** Gives bytes back to their owner's storage. */
  releaseStorage(ownerId: string, bytes: number): Promise<unknown>;
  /** Drops one reference to a stored object (the last one deletes the bytes). */
  dereference(objectId: string): Promise<void>;
  /** Removes what a deleted file leaves behind: previews, markup and model derivatives. */
  removeDerived(file: Entry): Promise<void>;
  /** Starts the clean-up below deleted folders (the deleteSubtree state machine). */
  cleanUpBelow(projectId: string, folderIds: string[]): Promise<unknown>;
}

/** Deleting entries (spec 1 §8). */
export function makeEntryDeletion(deps: DeletionDeps) {
  const { requireMember, views, store } = deps;

  function needRemove(entries: EntryView[]) {
    for (const e of entries) need(e, e.isFile ? 'removeFile' : 'removeDir');
  }

  /** The delete confirmation's kind (spec 1 §8): one entry, several, or special (a folder with content). */
  async function deleteKind(caller: Caller, projectId: string, ids: string[]) {
    const access = await requireMember(caller, projectId);
    const entries = await views.selection(access, ids);
    const full = await Promise.all(
      entries.filter((e) => !e.isFile).map((e) => store.hasChildren(access.project.id, e.id)),
    );
    if (full.some(Boolean)) return 'special' as const;
    return entries.length === 1 ? ('single' as const) : ('multiple' as const);
  }

  /** Checks a selection can be deleted (exists, reachable, signs); throws otherwise. */
  async function checkRemovable(caller: Caller, projectId: string, ids: string[]) {
    const access = await requireMember(caller, projectId);
    needRemove(await views.selection(access, ids));
  }

  /**
   * Deletes entries. Each top entry goes with its name item and grants in one transaction, so the
   * whole subtree disappears at once (its descendants are unreachable: listing, path and search check
   * the ancestors). A deleted file's bytes are given back at once; below deleted folders the items,
   * storage and object references are cleaned up by the deleteSubtree state machine, which any size
   * of tree fits (file/subtree.ts).
   */
  async function deleteEntries(caller: Caller, projectId: string, ids: string[]) {
    const access = await requireMember(caller, projectId);
    const entries = await views.selection(access, ids);
    needRemove(entries);
    const folders: string[] = [];
    for (const e of entries) {
      const { filePerms: _p, ...entry } = e;
      if (!(await store.removeEntry(entry))) continue; // already gone
      if (!entry.isFile) folders.push(entry.id);
      else {
        if (entry.fileSize > 0) await deps.releaseStorage(entry.ownerId, entry.fileSize);
        if (entry.fileId) await deps.dereference(entry.fileId);
        await deps.removeDerived(entry);
      }
    }
    if (folders.length) await deps.cleanUpBelow(access.project.id, folders);
  }

  return { deleteKind, checkRemovable, deleteEntries };
}
