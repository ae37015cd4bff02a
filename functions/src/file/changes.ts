import { renameOutcome } from '@loopline/shared';
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { type Entry, newFolder, suffixOf } from './model.ts';
import type { ProjectAccess } from './projectAccess.ts';
import { type EntryViews, need } from './views.ts';

/** What creating, renaming and moving entries read and write. */
export interface ChangeStore {
  /** Adds an entry with its unique name; a name taken in the folder is a ConflictError. */
  insertEntry(e: Entry): Promise<void>;
  /** Rewrites an entry whose name or folder changes; a name taken there is a ConflictError (clashKey). */
  replaceEntry(
    before: Entry,
    after: Entry,
    clashKey?: 'file.nameExists' | 'file.nameExistsAt',
  ): Promise<void>;
  takenNames(projectId: string, folderId: string, names: string[]): Promise<string[]>;
  descendantsOf(projectId: string, folderId: string): Promise<Entry[]>;
  setAncestors(entries: Entry[]): Promise<void>;
}

interface ChangeDeps {
  requireMember(caller: Caller, projectId: string): Promise<ProjectAccess>;
  views: EntryViews;
  store: ChangeStore;
  newId(): string;
  now(): Date;
}

/** Creating folders, renaming and moving entries (spec 1 §5). */
export function makeEntryChanges({ requireMember, views, store, newId, now }: ChangeDeps) {
  const { folderFor, loadEntry, withPerms } = views;

  /** A new folder (addDir on the parent); a name taken there, in any case, is a 409. */
  async function createFolder(caller: Caller, projectId: string, dirId: string | undefined, name: string) {
    const access = await requireMember(caller, projectId);
    const parent = await folderFor(access, dirId);
    need(parent, 'addDir');
    const entry = newFolder(access.project.id, parent, newId(), name, caller, now());
    await store.insertEntry(entry);
    return (await withPerms(access, [entry]))[0];
  }

  /** Renames an entry; an empty or unchanged name changes nothing (spec 1 §5). */
  async function renameEntry(caller: Caller, projectId: string, id: string, name: string) {
    const access = await requireMember(caller, projectId);
    if (id === access.project.id) throw new ForbiddenError();
    const entry = await loadEntry(access, id);
    need(entry, entry.isFile ? 'renameFile' : 'renameDir');
    const outcome = renameOutcome(entry.fileName, name);
    if (outcome.kind === 'invalid') throw new BadRequestError(outcome.key);
    if (outcome.kind === 'cancel') return { entry, changed: false };
    const { filePerms: _p, ...before } = entry;
    const after: Entry = {
      ...before,
      fileName: outcome.name,
      fileSuffix: before.isFile ? suffixOf(outcome.name) : '',
    };
    await store.replaceEntry(before, after);
    return { entry: { ...after, filePerms: entry.filePerms }, changed: true };
  }

  /**
   * Moves entries into a folder: moveDir/moveFile on each, addDir/upload on the target; a folder into
   * itself or below itself is refused, and a name taken at the target is a 409 naming it. Each entry
   * moves in its own transaction; a moved folder's descendants get their new ancestors afterwards.
   */
  async function moveEntries(caller: Caller, projectId: string, targetId: string, ids: string[]) {
    const access = await requireMember(caller, projectId);
    if (!ids.length) throw new BadRequestError('file.nothingSelected');
    const target = await folderFor(access, targetId);
    const entries = await Promise.all(ids.map((id) => loadEntry(access, id)));
    for (const e of entries) {
      if (e.id === access.project.id) throw new ForbiddenError();
      need(e, e.isFile ? 'moveFile' : 'moveDir');
      need(target, e.isFile ? 'upload' : 'addDir');
      if (!e.isFile && (target.id === e.id || target.ancestorIds.includes(e.id)))
        throw new BadRequestError('file.moveIntoItself');
    }
    const moving = entries.filter((e) => e.parentId !== target.id);
    const seen = new Set<string>();
    for (const e of moving) {
      const key = e.fileName.toLowerCase();
      if (seen.has(key)) throw new ConflictError('file.nameExistsAt', { name: e.fileName });
      seen.add(key);
    }
    const [taken] = await store.takenNames(
      access.project.id,
      target.id,
      moving.map((e) => e.fileName),
    );
    if (taken) throw new ConflictError('file.nameExistsAt', { name: taken });
    for (const e of moving) {
      const { filePerms: _p, ...before } = e;
      const ancestors = [target.id, ...target.ancestorIds];
      await store.replaceEntry(
        before,
        { ...before, parentId: target.id, ancestorIds: ancestors },
        'file.nameExistsAt',
      );
      if (!e.isFile) {
        const below = await store.descendantsOf(access.project.id, e.id);
        await store.setAncestors(
          below.map((d) => {
            const at = d.ancestorIds.indexOf(e.id);
            return { ...d, ancestorIds: [...d.ancestorIds.slice(0, at + 1), ...ancestors] };
          }),
        );
      }
    }
  }

  return { createFolder, renameEntry, moveEntries };
}
