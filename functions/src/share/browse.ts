import type { Entry } from '../file/index.ts';
import {
  childrenOf,
  type EntryView,
  fileDownload,
  getEntries,
  withPerms,
  zipDownload,
} from '../file/index.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { rowDownState, sharePath, viewSign, withinSelection } from './policy.ts';
import { creatorCaller, type Visit } from './visit.ts';

/**
 * What a visitor sees of a link (spec 1 §6): the selection at the top, a selected folder's
 * children below, read with the creator's rights (entries the creator can no longer view, or that
 * were deleted, drop out). Nothing outside the selection is reachable: every id a visitor sends is
 * checked against the selection by its stored ancestors.
 */

export function linkDetail(visit: Visit) {
  const { link } = visit;
  return {
    id: link.id,
    creatorName: link.creatorName,
    createTime: link.createTime,
    expireTime: link.expireTime,
    downState: link.downState,
    needCode: visit.needCode,
    isCreator: visit.isCreator,
    audience: link.audience,
    fileCount: link.entryIds.length,
    projectId: visit.isCreator ? link.projectId : undefined,
  };
}

const canView = (e: EntryView) => e.filePerms.includes(viewSign(e.isFile === 1));

/** A row of the shared tree: what the page needs, never storage ids or owners. */
function row(visit: Visit, e: EntryView) {
  return {
    id: e.id,
    parentId: e.parentId,
    isFile: e.isFile,
    fileName: e.fileName,
    fileSuffix: e.fileSuffix,
    fileSize: e.fileSize,
    time: e.time,
    userName: e.userName,
    preview: e.preview,
    isModel: e.isModel,
    downState: rowDownState(visit.link.downState, e),
  };
}

const byKindThenName = (a: Entry, b: Entry) =>
  a.isFile - b.isFile || a.fileName.toLowerCase().localeCompare(b.fileName.toLowerCase());

/** One entry of the share the visitor may see, or 404 (the same for ids that do not exist). */
async function sharedEntry(visit: Visit, id: string): Promise<EntryView> {
  const { link, access } = visit;
  const [entry] = await getEntries(access.project.id, [id]);
  if (!entry || !withinSelection(entry, link.entryIds)) throw new NotFoundError('share.outsideShare');
  const [view] = await withPerms(access, [entry]);
  if (!view || !canView(view)) throw new NotFoundError('share.outsideShare');
  return view;
}

export async function linkFiles(visit: Visit, dirId: string | undefined) {
  const { link, access } = visit;
  if (!dirId) {
    const top = await getEntries(access.project.id, link.entryIds);
    const views = (await withPerms(access, top.sort(byKindThenName))).filter(canView);
    return { records: views.map((v) => row(visit, v)), path: [] };
  }
  const folder = await sharedEntry(visit, dirId);
  if (folder.isFile) throw new BadRequestError('share.notFolder');
  const pathIds = sharePath(folder, link.entryIds) ?? [];
  const [children, crumbs] = await Promise.all([
    childrenOf(access.project.id, folder.id),
    getEntries(access.project.id, pathIds),
  ]);
  const names = new Map(crumbs.map((c) => [c.id, c.fileName]));
  const views = (await withPerms(access, children.sort(byKindThenName))).filter(canView);
  return {
    records: views.map((v) => row(visit, v)),
    path: pathIds.map((id) => ({ id, fileName: names.get(id) ?? '' })),
  };
}

/**
 * A shared file's presigned GET, or a shared folder as a zip (spec 1 §5: the link's downState and
 * the item's). The file module's own download runs as the creator, so its checks (downFile,
 * downDir, and what inside a folder may go into the zip) are the creator's.
 */
export async function linkDownload(visit: Visit, id: string) {
  const entry = await sharedEntry(visit, id);
  if (rowDownState(visit.link.downState, entry) !== 1) throw new ForbiddenError('share.downloadNotAllowed');
  const as = creatorCaller(visit.link);
  if (entry.isFile) {
    const { url, fileName } = await fileDownload(as, visit.access.project.id, entry.id);
    return { url, fileName };
  }
  const { url, fileName } = await zipDownload(as, visit.access.project.id, [entry.id], entry.fileName);
  return { url, fileName };
}

/** The entry a shared preview shows (the preview module answers its source). */
export async function sharedFile(visit: Visit, id: string): Promise<Entry> {
  const { filePerms: _p, ...entry } = await sharedEntry(visit, id);
  if (!entry.isFile) throw new BadRequestError('share.notFile');
  return entry;
}
