import {
  CheckDeleteBody,
  CreateFolderBody,
  EmptyBody,
  EntryPermBody,
  FileEditPermBody,
  FolderTreeBody,
  ListEntriesBody,
  ListModeBody,
  MoveBody,
  MoveTargetsBody,
  PathBody,
  RenameBody,
  SaveEntryPermBody,
  SelectionBody,
} from '@loopline/shared/contracts/file';
import type { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import { checkRemovable, deleteEntries, deleteKind } from './deletionWiring.ts';
import { downloadRoutes } from './downloadRoutes.ts';
import { fileEditPerm } from './editPerm.ts';
import { entryGrants, saveEntryGrants } from './grants.ts';
import { getListMode, setListMode } from './listMode.ts';
import type { Order } from './model.ts';
import { localiseRows } from './rows.ts';
import { defaultRoot, folderTree, listEntries, pathOf } from './service.ts';
import { createFolder, moveEntries, renameEntry } from './wiring.ts';

/** The first order given wins; without one, newest first. */
function orderOf(b: z.infer<typeof ListEntriesBody>): { order: Order; asc: boolean } {
  const given: [Order, 'asc' | 'desc' | undefined][] = [
    ['size', b.sizeOrder],
    ['time', b.timeOrder],
    ['name', b.fileNameOrder],
    ['publish', b.publishOrder],
  ];
  const found = given.find(([, d]) => d);
  return found ? { order: found[0], asc: found[1] === 'asc' } : { order: 'time', asc: false };
}

const selected = (b: z.infer<typeof SelectionBody>) => [
  ...new Set([...b.dirId, ...b.fileId, ...b.dirIds, ...b.fileIds]),
];

/** The file manager's routes (the file group also serves uploads, previews and models: fileGroup.ts). */
export const fileManagerRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/file/info/query',
    auth: 'user',
    summary:
      'Children of a folder (folders first; sizeOrder|timeOrder|fileNameOrder|publishOrder asc/desc; page 50; cursor), or a name search in the project (fileName)',
    body: ListEntriesBody,
    handler: async ({ body, caller, request }) => {
      const page = await listEntries(caller, {
        projectId: body.projectId,
        dirId: body.dirId,
        ...orderOf(body),
        fileName: body.fileName || undefined,
        current: body.current,
        size: body.size,
        cursor: body.cursor,
      });
      // Parse messages in the reader's language (model/view.ts).
      return { ...page, records: localiseRows(page.records, request.lang) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/dir/query',
    auth: 'user',
    summary: 'Child folders of a folder for the lazy tree (dirName: case-insensitive filter)',
    body: FolderTreeBody,
    handler: async ({ body, caller }) => folderTree(caller, body.projectId, body.dirId, body.dirName),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/dir/queryMoveDir',
    auth: 'user',
    summary: 'Target folders for the move dialog: child folders without the entries being moved (ids)',
    body: MoveTargetsBody,
    handler: async ({ body, caller }) =>
      folderTree(caller, body.projectId, body.dirId, body.dirName, body.ids),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/getPath',
    auth: 'user',
    summary: 'Breadcrumb from the project root to a folder',
    body: PathBody,
    handler: async ({ body, caller }) => pathOf(caller, body.projectId, body.dirId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/queryDefault',
    auth: 'user',
    summary: "The caller's default project and its root folder",
    body: EmptyBody,
    handler: async ({ caller }) => defaultRoot(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/queryListMode',
    auth: 'user',
    summary: "The caller's file list mode (list or thumbnail)",
    body: EmptyBody,
    handler: async ({ caller }) => ({ mode: await getListMode(caller.userId) }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/setListMode',
    auth: 'user',
    summary: "Saves the caller's file list mode",
    body: ListModeBody,
    handler: async ({ body, caller }) => {
      await setListMode(caller.userId, body.mode);
      return { mode: body.mode };
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/dir/save',
    auth: 'user',
    summary: 'Creates a folder (needs addDir on the parent; names unique per folder, case-insensitive)',
    body: CreateFolderBody,
    handler: async ({ body, caller }) =>
      new Reply(await createFolder(caller, body.projectId, body.dirId, body.dirName), 'file.created'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/queryFileEditPerm',
    auth: 'user',
    summary:
      "Whether the caller may edit a file (editPerm: the editFile sign), with the caller's signs on it",
    body: FileEditPermBody,
    handler: async ({ body, caller }) => fileEditPerm(caller, body.projectId, body.fileId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/dir/updateName',
    auth: 'user',
    summary: 'Renames a file or folder (renameDir/renameFile); an empty or unchanged name changes nothing',
    body: RenameBody,
    namesCheckedByHandler: ['dirName'],
    handler: async ({ body, caller }) => {
      const { entry, changed } = await renameEntry(caller, body.projectId, body.id, body.dirName);
      return changed ? new Reply(entry, 'file.renamed') : entry;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/dir/moveFileOrDir',
    auth: 'user',
    summary: 'Moves folders (dirIds) and files (fileids) into a folder (dirId)',
    body: MoveBody,
    handler: async ({ body, caller }) => {
      await moveEntries(caller, body.projectId, body.dirId, [
        ...new Set([...body.dirIds, ...body.fileids, ...body.fileIds]),
      ]);
      return new Reply(null, 'file.moved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/isPopup',
    auth: 'user',
    summary: "The delete confirmation's kind: single, multiple or special (a folder with content)",
    body: SelectionBody,
    handler: async ({ body, caller }) => ({ type: await deleteKind(caller, body.projectId, selected(body)) }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/checkFileInfo',
    auth: 'user',
    summary: 'Checks a selection can be deleted (exists and removeDir/removeFile); 403/404 otherwise',
    body: CheckDeleteBody,
    handler: async ({ body, caller }) => {
      await checkRemovable(caller, body.projectId, selected(body));
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/delete',
    auth: 'user',
    summary: 'Deletes folders (dirId) and files (fileId), comma-joined; a folder goes with its whole subtree',
    body: SelectionBody,
    handler: async ({ body, caller }) => {
      await deleteEntries(caller, body.projectId, selected(body));
      return new Reply(null, 'file.deleted');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/user/perm/rel/queryEntryPerm',
    auth: 'user',
    summary: "Permission dialog: an entry's explicit grants and every group's effective signs (creator only)",
    body: EntryPermBody,
    handler: async ({ body, caller }) => entryGrants(caller, body.projectId, body.id),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/user/perm/rel/saveEntryPerm',
    auth: 'user',
    summary: "Saves an entry's explicit grants: { groupId: signs[] } (creator of a normal project only)",
    body: SaveEntryPermBody,
    handler: async ({ body, caller }) => {
      await saveEntryGrants(caller, body.projectId, body.id, body.grants);
      return new Reply(null, 'file.grantsSaved');
    },
  }),
  ...downloadRoutes,
];
