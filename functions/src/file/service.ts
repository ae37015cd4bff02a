import { withThumbnails } from '../derived/index.ts';
import { getAcrossCached } from '../entities/cachedGet.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import {
  childrenOf,
  childrenPage,
  folderAndCountRequests,
  getEntries,
  readFolderAndCount,
  searchProject,
} from './entries.ts';
import type { Entry, Order } from './model.ts';
import { getProjects, membershipsOf, requireMember, requireMemberWith } from './projectAccess.ts';
import { readSummary, summaryRequest } from './summary.ts';
import { canView, rootOf } from './views.ts';
import { folderFor, withPerms } from './wiring.ts';

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
  // Two requests at once: one batch read of the membership, the folder, its child count and the
  // project's entry summary (its grants and the folders whose deletion is being cleaned up), and the
  // page. With a tracked summary that is the whole listing: one round trip. Without one (a project
  // older than the summary) or with too many grants for it, a second round trip reads the grants of
  // the page's chain and checks the folder's ancestors still exist. Nothing is answered before the
  // checks pass, in this order. The batch leaves first: the database (DynamoDB Local answers one
  // request at a time) answers it quickly and then works on the longer page query, while this
  // process checks the membership and the folder, which then no longer wait for the page.
  // The batch goes through the item cache (entities/cachedGet.ts): a caller listing again within
  // a second, with none of the five items written since, sends the page query alone.
  const loadedP = requireMemberWith(
    caller,
    projectId,
    [...folderAndCountRequests(projectId, dirId), summaryRequest(projectId)],
    getAcrossCached,
  );
  const pageP = direct ? childrenPage(projectId, dirId, q.order, q.asc, q.size, q.cursor) : null;
  // The page's failure (e.g. a bad cursor) is answered only once the checks below have passed.
  pageP?.catch(() => {});
  const { access, items } = await loadedP;
  const { folder: stored, total } = readFolderAndCount(items);
  const summary = readSummary(items[2]);
  const folderEntry = dirId === access.project.id ? rootOf(access) : stored;
  if (!folderEntry) throw new NotFoundError('file.notFound');
  if (folderEntry.isFile) throw new BadRequestError('file.notFolder');
  // Below a removed folder whose clean-up is under way: unreachable, as its missing ancestor says.
  if (summary && folderEntry.ancestorIds.some((a) => summary.deletedFolders.has(a)))
    throw new NotFoundError('file.notFound');
  let page = await pageP;
  if (!page) {
    // A page number other than the first (the client scrolls with cursors): the earlier pages are
    // passed over in as few reads as DynamoDB allows, not one round trip per page.
    page = await childrenPage(projectId, dirId, q.order, q.asc, q.size, undefined, (q.current - 1) * q.size);
    if (page.entries.length === 0) return { records: [], total, current: q.current, size: q.size };
  }
  // One batch for the folder and its page: the children's chains include the folder's.
  const views = await withPerms(access, [folderEntry, ...page.entries], {
    grants: summary?.grants,
    // The summary has just said none of the folder's ancestors is removed.
    present: summary ? [folderEntry.id, ...folderEntry.ancestorIds] : [folderEntry.id],
  });
  const folder = views.find((v) => v.id === folderEntry.id);
  if (!folder) throw new NotFoundError('file.notFound');
  if (!canView(folder)) throw new ForbiddenError();
  const records = await withThumbnails(views.filter((v) => v.id !== folder.id && canView(v)));
  return { records, total, current: q.current, size: q.size, cursor: page.cursor };
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
