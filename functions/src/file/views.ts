import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { type EntryGrants, effectiveSigns } from '../lib/policies/filePerms.ts';
import type { Sign } from '../lib/policies/signs.ts';
import type { Entry } from './model.ts';
import type { ProjectAccess } from './projectAccess.ts';

export type EntryView = Entry & { filePerms: Sign[] };

/** What the permission views read: entries and their explicit grants. */
export interface ViewStore {
  getEntries(projectId: string, ids: string[]): Promise<Entry[]>;
  grantsOf(projectId: string, entryIds: string[]): Promise<{ entryId: string; grants: EntryGrants }[]>;
}

/** The root folder of a project, which is not stored: its id is the project id. */
export function rootOf(access: ProjectAccess): Entry {
  const p = access.project;
  return {
    id: p.id,
    projectId: p.id,
    parentId: '',
    ancestorIds: [],
    isFile: 0,
    fileName: p.projectName,
    fileSuffix: '',
    fileSize: 0,
    time: p.createTime,
    userName: '',
    ownerId: p.createUser,
    isModel: '',
    isWlkModel: null,
    state: null,
    preview: 0,
    numSuccess: 0,
    numPage: 0,
    publishStatus: '0',
    attributeId: -1,
    imagePath: '',
    fileId: '',
  };
}

/** Refuses (403) unless the entry carries the sign. */
export function need(entry: EntryView, sign: Sign) {
  if (!entry.filePerms.includes(sign)) throw new ForbiddenError();
}

/** Whether the caller may see the entry in a listing. */
export const canView = (e: EntryView) => e.filePerms.includes(e.isFile ? 'viewFile' : 'viewDir');

/** What a caller of `withPerms` already read, so it is not read again. */
export interface Known {
  /** Every explicit grant of the project (entry id → grants). */
  grants?: Map<string, EntryGrants>;
  /** Folders known to exist (read in the same request). */
  present?: string[];
}

/** The explicit grants nearest to an entry (itself, then its ancestors), as effectiveSigns finds them. */
function nearestGrants(grants: Map<string, EntryGrants>, e: Entry): EntryGrants | undefined {
  const own = grants.get(e.id);
  if (own && Object.keys(own).length > 0) return own;
  for (const id of e.ancestorIds) {
    const found = grants.get(id);
    if (found && Object.keys(found).length > 0) return found;
  }
  return undefined;
}

/** Entries with the caller's signs on them: what every file rule starts from. */
export function makeEntryViews(store: ViewStore) {
  /**
   * Effective signs of the caller on many entries with one batch read: the grant items of every
   * distinct entry and ancestor, and the ancestor folders themselves (an entry under a folder being
   * deleted is unreachable and left out). Entries come back in the given order.
   */
  async function withPerms(access: ProjectAccess, entries: Entry[], known: Known = {}): Promise<EntryView[]> {
    const projectId = access.project.id;
    const chainIds = new Set<string>();
    const folderIds = new Set<string>();
    const present = new Set<string>([projectId, ...(known.present ?? [])]);
    for (const e of entries) {
      chainIds.add(e.id);
      for (const a of e.ancestorIds) {
        chainIds.add(a);
        if (!present.has(a)) folderIds.add(a);
      }
    }
    // Two batch reads in parallel (one round trip): the chain's grants and the ancestor folders.
    const [grantItems, folders] = await Promise.all([
      known.grants ? [] : store.grantsOf(projectId, [...chainIds]),
      store.getEntries(projectId, [...folderIds]),
    ]);
    const grants = known.grants ?? new Map<string, EntryGrants>(grantItems.map((g) => [g.entryId, g.grants]));
    for (const f of folders) present.add(f.id);
    const { project, member } = access;
    const facts = { role: member.role, groupId: member.groupId, groupKind: member.groupKind };
    // The signs depend only on the nearest explicit grants and on file/folder, so a page's entries
    // (which mostly share them) are worked out once per distinct pair rather than once each.
    const worked = new Map<EntryGrants | undefined, Sign[][]>();
    const signsOf = (e: Entry) => {
      const nearest = nearestGrants(grants, e);
      let bySort = worked.get(nearest);
      if (!bySort) {
        bySort = [];
        worked.set(nearest, bySort);
      }
      bySort[e.isFile] ??= effectiveSigns(project, facts, {
        isFile: e.isFile === 1,
        grantsNearestFirst: [nearest],
      });
      return [...bySort[e.isFile]];
    };
    return entries
      .filter((e) => e.ancestorIds.every((a) => present.has(a)))
      .map((e) => ({ ...e, filePerms: signsOf(e) }));
  }

  /** A reachable entry (or the root) of a project the caller is a member of, with its signs. */
  async function loadEntry(access: ProjectAccess, id: string): Promise<EntryView> {
    const entry =
      id === access.project.id ? rootOf(access) : (await store.getEntries(access.project.id, [id]))[0];
    const [view] = entry ? await withPerms(access, [entry]) : [];
    if (!view) throw new NotFoundError('file.notFound');
    return view;
  }

  async function folderFor(access: ProjectAccess, id: string | undefined): Promise<EntryView> {
    const folder = await loadEntry(access, id || access.project.id);
    if (folder.isFile) throw new BadRequestError('file.notFolder');
    return folder;
  }

  /** The selected entries (never the root), each reachable, with signs. */
  async function selection(access: ProjectAccess, ids: string[]) {
    if (!ids.length) throw new BadRequestError('file.nothingSelected');
    if (ids.includes(access.project.id)) throw new ForbiddenError();
    return Promise.all(ids.map((id) => loadEntry(access, id)));
  }

  return { withPerms, loadEntry, folderFor, selection };
}

export type EntryViews = ReturnType<typeof makeEntryViews>;
