import type { Envelope, ListMode, Page, Sign } from '@loopline/shared';
import type {
  CheckDeleteBody,
  CreateFolderBody,
  DefaultFolder,
  DeleteKind,
  DeleteKindAnswer,
  DownloadFileBody,
  EntryPerm,
  EntryPermBody,
  FileDownload,
  FileEntry,
  FolderTreeBody,
  ListEntriesBody,
  ListEntriesInput,
  ListModeAnswer,
  ListModeBody,
  MoveBody,
  MoveTargetsBody,
  PathBody,
  PathCrumb,
  RenameBody,
  SaveEntryPermBody,
  SelectionBody,
  ZipBody,
  ZipDownload,
} from '@loopline/shared/contracts/file';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { ProjectIdBody, ProjectPerm } from '@loopline/shared/contracts/project';
import { http } from './client.ts';
import type { RequestOptions } from './http.ts';

/** The file manager calls of the cloud/file group (spec 1 §7 "File manager"). */

/** Permission signs an entry may carry in filePerms (spec 1 §3). */
export type { Sign } from '@loopline/shared';

export type {
  DeleteKind,
  DownloadLink,
  EntryPerm,
  FileEntry,
  PathCrumb,
} from '@loopline/shared/contracts/file';
export type { ProjectPerm } from '@loopline/shared/contracts/project';

export type SortField = 'size' | 'time' | 'name' | 'publish';
export interface SortOrder {
  field: SortField;
  asc: boolean;
}

const ORDER_PARAM: Record<SortField, string> = {
  size: 'sizeOrder',
  time: 'timeOrder',
  name: 'fileNameOrder',
  publish: 'publishOrder',
};

/** A page of a folder as the SPA asks for it (the client turns `order` into the order field). */
export type ListQuery = Pick<ListEntriesInput, 'projectId' | 'dirId' | 'fileName' | 'size' | 'cursor'> & {
  order: SortOrder;
};

const data = <T>(envelope: Envelope<T>) => envelope.data;
const post = <T>(path: string, body: unknown, options?: RequestOptions) =>
  http.post<T>(`/api/cloud/file${path}`, body, options);

/** The ids of a selection split as the server wants them: folders and files. */
export function splitIds(entries: readonly Pick<FileEntry, 'id' | 'isFile'>[]) {
  return {
    dirIds: entries.filter((e) => !e.isFile).map((e) => e.id),
    fileIds: entries.filter((e) => e.isFile).map((e) => e.id),
  };
}

/** A page of a folder's children (folders first), or of the project's entries matching a name. */
export function listEntries(query: ListQuery, options?: RequestOptions): Promise<Page<FileEntry>> {
  return post<Page<FileEntry>>(
    '/info/query',
    {
      projectId: query.projectId,
      dirId: query.dirId,
      [ORDER_PARAM[query.order.field]]: query.order.asc ? 'asc' : 'desc',
      fileName: query.fileName || undefined,
      size: query.size,
      cursor: query.cursor,
    } satisfies RequestInput<typeof ListEntriesBody>,
    options,
  ).then(data);
}

/** Child folders of a folder (the lazy tree); dirName filters them by name, ignoring case. */
export function folderChildren(projectId: string, dirId?: string, dirName?: string): Promise<FileEntry[]> {
  return post<FileEntry[]>(
    '/dir/query',
    { projectId, dirId, dirName: dirName || undefined } satisfies RequestInput<typeof FolderTreeBody>,
    { silent: true },
  ).then(data);
}

/** Target folders for the move dialog: child folders without the entries being moved. */
export function moveTargets(
  projectId: string,
  dirId: string | undefined,
  ids: string[],
): Promise<FileEntry[]> {
  return post<FileEntry[]>(
    '/dir/queryMoveDir',
    { projectId, dirId, ids } satisfies RequestInput<typeof MoveTargetsBody>,
    { silent: true },
  ).then(data);
}

export function folderPath(
  projectId: string,
  dirId?: string,
  options?: RequestOptions,
): Promise<PathCrumb[]> {
  return post<PathCrumb[]>(
    '/info/getPath',
    { projectId, dirId } satisfies RequestInput<typeof PathBody>,
    options,
  ).then(data);
}

export function defaultFolder(): Promise<DefaultFolder> {
  return post<DefaultFolder>('/info/queryDefault', {}).then(data);
}

export function getListMode(): Promise<ListMode> {
  return post<ListModeAnswer>('/info/queryListMode', {}, { silent: true }).then((e) => e.data.mode);
}

export function setListMode(mode: ListMode): Promise<Envelope<ListModeAnswer>> {
  return post<ListModeAnswer>('/info/setListMode', { mode } satisfies RequestInput<typeof ListModeBody>);
}

export function createFolder(projectId: string, dirId: string, dirName: string, options?: RequestOptions) {
  return post<FileEntry>(
    '/dir/save',
    { projectId, dirId, dirName } satisfies RequestInput<typeof CreateFolderBody>,
    options,
  );
}

export function renameEntry(projectId: string, entry: Pick<FileEntry, 'id' | 'isFile'>, name: string) {
  return post<FileEntry>('/dir/updateName', {
    projectId,
    id: entry.id,
    dirName: name,
    isfile: entry.isFile,
  } satisfies RequestInput<typeof RenameBody>);
}

/** Moves entries into a folder; a clash or a folder into itself answers the server's message. */
export function moveEntries(
  projectId: string,
  targetId: string,
  entries: readonly Pick<FileEntry, 'id' | 'isFile'>[],
) {
  const { dirIds, fileIds } = splitIds(entries);
  return post<null>('/dir/moveFileOrDir', {
    projectId,
    dirId: targetId,
    dirIds,
    fileids: fileIds,
  } satisfies RequestInput<typeof MoveBody>);
}

export function deleteKind(
  projectId: string,
  entries: readonly Pick<FileEntry, 'id' | 'isFile'>[],
): Promise<DeleteKind> {
  const { dirIds, fileIds } = splitIds(entries);
  return post<DeleteKindAnswer>('/info/isPopup', {
    projectId,
    dirId: dirIds.join(','),
    fileId: fileIds.join(','),
  } satisfies RequestInput<typeof SelectionBody>).then((e) => e.data.type);
}

/** Resolves when the selection may be deleted; rejects quietly otherwise (spec 1 §8). */
export function checkDeletable(
  projectId: string,
  parentId: string,
  entries: readonly Pick<FileEntry, 'id' | 'isFile'>[],
) {
  const { dirIds, fileIds } = splitIds(entries);
  return post<boolean>(
    '/info/checkFileInfo',
    { projectId, parentId, dirIds: dirIds.join(','), fileIds: fileIds.join(',') } satisfies RequestInput<
      typeof CheckDeleteBody
    >,
    { silent: true },
  );
}

export function deleteEntries(projectId: string, entries: readonly Pick<FileEntry, 'id' | 'isFile'>[]) {
  const { dirIds, fileIds } = splitIds(entries);
  return post<null>('/info/delete', {
    projectId,
    dirId: dirIds.join(','),
    fileId: fileIds.join(','),
  } satisfies RequestInput<typeof SelectionBody>);
}

export function projectPerm(projectId: string): Promise<ProjectPerm> {
  return post<ProjectPerm>(
    '/user/perm/rel/queryProjectPerm',
    { projectId } satisfies RequestInput<typeof ProjectIdBody>,
    { silent: true },
  ).then(data);
}

export function entryPerm(projectId: string, id: string): Promise<EntryPerm> {
  return post<EntryPerm>('/user/perm/rel/queryEntryPerm', { projectId, id } satisfies RequestInput<
    typeof EntryPermBody
  >).then(data);
}

export function saveEntryPerm(projectId: string, id: string, grants: Record<string, Sign[]>) {
  return post<null>('/user/perm/rel/saveEntryPerm', { projectId, id, grants } satisfies RequestInput<
    typeof SaveEntryPermBody
  >);
}

/** A presigned address of one file under its name; errors are shown by the caller. */
export function fileDownloadLink(projectId: string, entry: Pick<FileEntry, 'id' | 'fileName'>) {
  return post<FileDownload>(
    '/info/downloadFileWeb',
    { projectId, fileId: entry.id, fileName: entry.fileName } satisfies RequestInput<typeof DownloadFileBody>,
    { silent: true },
  ).then(data);
}

/** Files and folders (with their subtrees) as one zip built on the server; answers its address. */
export function zipDownloadLink(
  projectId: string,
  entries: readonly Pick<FileEntry, 'id' | 'isFile'>[],
  zipName: string,
) {
  const { dirIds, fileIds } = splitIds(entries);
  return post<ZipDownload>(
    '/info/downLoadToZip',
    { projectId, dirIds, fileids: fileIds, zipName } satisfies RequestInput<typeof ZipBody>,
    { silent: true },
  ).then(data);
}
