import { withThumbnails } from '../derived/index.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { type EntryGrants, effectiveSigns } from '../lib/policies/filePerms.ts';
import type { Sign } from '../lib/policies/signs.ts';
import { childCount, childrenOf, childrenPage, getEntries, insertEntry, searchProject } from './entries.ts';
import { grantsOf } from './grantItems.ts';
import { type Entry, newFolder, type Order } from './model.ts';
import { getProjects, membershipsOf, type ProjectAccess, requireMember } from './projectAccess.ts';

export type EntryView = Entry & { filePerms: Sign[] };

/** The root folder of a project, which is not stored: its id is the project id. */
function rootOf(access: ProjectAccess): Entry {
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

/**
 * Effective signs of the caller on many entries with one batch read: the grant items of every
 * distinct entry and ancestor, and the ancestor folders themselves (an entry under a folder being
 * deleted is unreachable and left out). Entries come back in the given order.
 */
export async function withPerms(access: ProjectAccess, entries: Entry[]): Promise<EntryView[]> {
  const projectId = access.project.id;
  const chainIds = new Set<string>();
  const folderIds = new Set<string>();
  for (const e of entries) {
    chainIds.add(e.id);
    for (const a of e.ancestorIds) {
      chainIds.add(a);
      if (a !== projectId) folderIds.add(a);
    }
  }
  // Two batch reads in parallel (one round trip): the chain's grants and the ancestor folders.
  const [grantItems, folders] = await Promise.all([
    grantsOf(projectId, [...chainIds]),
    getEntries(projectId, [...folderIds]),
  ]);
  const grants = new Map<string, EntryGrants>(grantItems.map((g) => [g.entryId, g.grants]));
  const present = new Set<string>([projectId, ...folders.map((f) => f.id)]);
  const { project, member } = access;
  const facts = { role: member.role, groupId: member.groupId, groupKind: member.groupKind };
  return entries
    .filter((e) => e.ancestorIds.every((a) => present.has(a)))
    .map((e) => ({
      ...e,
      filePerms: effectiveSigns(project, facts, {
        isFile: e.isFile === 1,
        grantsNearestFirst: [e.id, ...e.ancestorIds].map((id) => grants.get(id)),
      }),
    }));
}

/** A reachable entry (or the root) of a project the caller is a member of, with its signs. */
export async function loadEntry(access: ProjectAccess, id: string): Promise<EntryView> {
  const entry = id === access.project.id ? rootOf(access) : (await getEntries(access.project.id, [id]))[0];
  const [view] = entry ? await withPerms(access, [entry]) : [];
  if (!view) throw new NotFoundError('file.notFound');
  return view;
}

export function need(entry: EntryView, sign: Sign) {
  if (!entry.filePerms.includes(sign)) throw new ForbiddenError();
}

export async function folderFor(access: ProjectAccess, id: string | undefined): Promise<EntryView> {
  const folder = await loadEntry(access, id || access.project.id);
  if (folder.isFile) throw new BadRequestError('file.notFolder');
  return folder;
}

const canView = (e: EntryView) => e.filePerms.includes(e.isFile ? 'viewFile' : 'viewDir');

export interface ListQuery {
  projectId: string;
  dirId?: string;
  order: Order;
  asc: boolean;
  fileName?: string;
  current: number;
  size: number;
  cursor?: string;
}

const compare: Record<Order, (a: Entry, b: Entry) => number> = {
  size: (a, b) => a.fileSize - b.fileSize || a.id.localeCompare(b.id),
  time: (a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id),
  name: (a, b) =>
    a.fileName.toLowerCase().localeCompare(b.fileName.toLowerCase()) || a.id.localeCompare(b.id),
  publish: (a, b) =>
    a.publishStatus.localeCompare(b.publishStatus) ||
    a.fileName.toLowerCase().localeCompare(b.fileName.toLowerCase()),
};

/**
 * A folder's children (one index query per page) or, with a name, the project's entries whose name
 * contains it. Folders come first in every order; entries the caller may not view are left out.
 */
export async function listEntries(caller: Caller, q: ListQuery) {
  if (q.fileName) return searchEntries(caller, q, q.fileName);
  if (q.cursor?.startsWith('s:')) throw new BadRequestError('file.cursorInvalid');
  const projectId = q.projectId;
  const dirId = q.dirId || projectId;
  const direct = Boolean(q.cursor) || q.current === 1;
  // The membership, the folder, the page and the count are read at once (two round trips in all
  // with the permission batch); nothing is answered before the checks pass, in this order.
  const [accessR, folderR, pageR, countR] = await Promise.allSettled([
    requireMember(caller, projectId),
    dirId === projectId ? Promise.resolve(undefined) : getEntries(projectId, [dirId]).then((r) => r[0]),
    direct ? childrenPage(projectId, dirId, q.order, q.asc, q.size, q.cursor) : Promise.resolve(null),
    childCount(projectId, dirId),
  ]);
  const access = settled(accessR);
  const stored = settled(folderR);
  const folderEntry = dirId === access.project.id ? rootOf(access) : stored;
  if (!folderEntry) throw new NotFoundError('file.notFound');
  if (folderEntry.isFile) throw new BadRequestError('file.notFolder');
  let page = settled(pageR);
  const total = settled(countR);
  if (!page) {
    // Page numbers other than the first skip ahead page by page (the client scrolls with cursors).
    let cursor: string | undefined;
    for (let p = 1; p < q.current; p++) {
      cursor = (await childrenPage(projectId, dirId, q.order, q.asc, q.size, cursor)).cursor;
      if (!cursor) return { records: [], total, current: q.current, size: q.size };
    }
    page = await childrenPage(projectId, dirId, q.order, q.asc, q.size, cursor);
  }
  // One batch for the folder and its page: the children's chains include the folder's.
  const views = await withPerms(access, [folderEntry, ...page.entries]);
  const folder = views.find((v) => v.id === folderEntry.id);
  if (!folder) throw new NotFoundError('file.notFound');
  if (!canView(folder)) throw new ForbiddenError();
  const records = await withThumbnails(views.filter((v) => v.id !== folder.id && canView(v)));
  return { records, total, current: q.current, size: q.size, cursor: page.cursor };
}

function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** The project's entries whose name contains the text, sorted like the list, folders first. */
async function searchEntries(caller: Caller, q: ListQuery, text: string) {
  const access = await requireMember(caller, q.projectId);
  const folder = await folderFor(access, q.dirId);
  if (!canView(folder)) throw new ForbiddenError();
  const found = await searchProject(access.project.id, text);
  const sorted = found.sort((a, b) => a.isFile - b.isFile || (q.asc ? 1 : -1) * compare[q.order](a, b));
  const visible = (await withPerms(access, sorted)).filter(canView);
  const offset = q.cursor ? Number.parseInt(q.cursor.slice(2), 10) : (q.current - 1) * q.size;
  if (q.cursor && (!q.cursor.startsWith('s:') || !Number.isSafeInteger(offset) || offset < 0))
    throw new BadRequestError('file.cursorInvalid');
  const records = await withThumbnails(visible.slice(offset, offset + q.size));
  const next = offset + q.size < visible.length ? `s:${offset + q.size}` : undefined;
  return { records, total: visible.length, current: q.current, size: q.size, cursor: next };
}

/** Child folders of a folder for the lazy tree (and the move dialog), with a case-insensitive filter. */
export async function folderTree(
  caller: Caller,
  projectId: string,
  dirId: string | undefined,
  filter: string | undefined,
  exclude: string[] = [],
) {
  const access = await requireMember(caller, projectId);
  const folder = await folderFor(access, dirId);
  const text = filter?.trim().toLowerCase();
  const folders = (await childrenOf(access.project.id, folder.id, true)).filter(
    (f) => !exclude.includes(f.id) && (!text || f.fileName.toLowerCase().includes(text)),
  );
  return (await withPerms(access, folders)).filter(canView);
}

/** The breadcrumb from the root to a folder. */
export async function pathOf(caller: Caller, projectId: string, dirId: string | undefined) {
  const access = await requireMember(caller, projectId);
  const folder = await folderFor(access, dirId);
  const ancestors = folder.ancestorIds.filter((a) => a !== access.project.id);
  const byId = new Map((await getEntries(access.project.id, ancestors)).map((e) => [e.id, e]));
  const chain = [...ancestors].reverse().map((id) => byId.get(id));
  if (chain.some((e) => !e)) throw new NotFoundError('file.notFound');
  const root = rootOf(access);
  const crumbs = [root, ...(chain as Entry[])];
  if (folder.id !== root.id) crumbs.push(folder);
  return crumbs.map((e) => ({ id: e.id, fileName: e.fileName, parentId: e.parentId }));
}

export async function defaultRoot(caller: Caller) {
  const memberships = await membershipsOf(caller.userId);
  const projects = await getProjects(memberships.map((m) => m.projectId));
  const own = [...projects.values()].find(
    (p) => p.isDefault === 1 && p.createUser === caller.userId && p.tenantId === caller.tenantId,
  );
  if (!own) throw new NotFoundError('project.notFound');
  return { projectId: own.id, dirId: own.id, projectName: own.projectName, isDefault: own.isDefault };
}

export async function createFolder(
  caller: Caller,
  projectId: string,
  dirId: string | undefined,
  name: string,
) {
  const access = await requireMember(caller, projectId);
  const parent = await folderFor(access, dirId);
  need(parent, 'addDir');
  const entry = newFolder(access.project.id, parent, sortableId(), name, caller);
  await insertEntry(entry);
  return (await withPerms(access, [entry]))[0];
}

export async function selection(access: ProjectAccess, ids: string[]) {
  if (!ids.length) throw new BadRequestError('file.nothingSelected');
  if (ids.includes(access.project.id)) throw new ForbiddenError();
  return Promise.all(ids.map((id) => loadEntry(access, id)));
}
