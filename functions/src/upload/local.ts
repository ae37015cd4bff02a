import { defaultRoot, entryNamed, getEntries, requireMember, suffixOf } from '../file/index.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getObject } from '../objects/index.ts';
import { hasProof } from './possession.ts';
import { saveRecords } from './records.ts';
import { checkUpload, saveUploadedFile } from './wiring.ts';

/**
 * The "saving failures" calls of spec 1 §7 (saveFailMessage, uploadLocalFile, checkFileName), built
 * on the upload list, the upload check and the upload save: nothing here writes entries itself.
 */

interface Target {
  projectId?: string;
  dirId?: string;
}

/** The folder a call names; without a project, the caller's default project (its root unless dirId names a folder). */
async function targetOf(caller: Caller, given: Target) {
  if (given.projectId) return { projectId: given.projectId, dirId: given.dirId };
  const root = await defaultRoot(caller);
  return { projectId: root.projectId, dirId: given.dirId ?? root.dirId };
}

/**
 * Records an upload that could not be saved as a line of the caller's Failed list (fileType
 * 'fail', the message in fileState), as the upload engine does for its own failures. A project
 * named must be one the caller belongs to.
 */
export async function saveFailMessage(
  caller: Caller,
  input: {
    fileName: string;
    fileSize: number;
    message: string;
    fkProjectId?: string;
    proName: string;
    isDir: 0 | 1;
  },
) {
  if (input.fkProjectId) await requireMember(caller, input.fkProjectId);
  const [record] = await saveRecords(caller.userId, [
    {
      fkProjectId: input.fkProjectId ?? '',
      fileName: input.fileName,
      fileSize: input.fileSize,
      fileState: input.message,
      fileType: 'fail',
      fileId: '',
      fkFileId: '',
      isDir: input.isDir,
      createTime: new Date().toISOString(),
      proName: input.proName,
      fileSuffix: input.isDir ? '' : suffixOf(input.fileName),
    },
  ]);
  return record;
}

/**
 * The check before uploading a file by name and hash: the upload check (folder, upload sign,
 * name rules, storage) and, when the name is taken, whether the entry there is the same content
 * (same MD5) or another file — both answered as a confirmation (code 5000), never an error.
 */
export async function checkFileName(
  caller: Caller,
  input: Target & { fileName: string; md5: string; fileSize?: number },
) {
  const target = await targetOf(caller, input);
  const conflict = await checkUpload(caller, {
    ...target,
    fileName: input.fileName,
    fileSize: input.fileSize,
  });
  if (!conflict) return null;
  const folderId = target.dirId || target.projectId;
  const id = await entryNamed(target.projectId, folderId, conflict.name);
  const [existing] = id ? await getEntries(target.projectId, [id]) : [];
  if (existing?.isFile && existing.md5 === input.md5)
    return { key: 'upload.sameFileExists', name: conflict.name } as const;
  return conflict;
}

/**
 * Registers a file whose content is already stored (uploaded before, found by its MD5): the object
 * must be the caller's or one they proved they hold, and must be the content the call describes
 * (hash and size); it is then saved like any upload (name numbering, storage charge, reference).
 */
export async function uploadLocalFile(
  caller: Caller,
  input: Target & { fileId: string; fileSize: number; fileName: string; md5: string },
) {
  const object = await getObject(input.fileId);
  if (!object) throw new NotFoundError('upload.copyNotFound');
  if (object.uploaderId !== caller.userId && !(await hasProof(caller.userId, object.objectId)))
    throw new ForbiddenError('upload.notYours');
  if (object.md5 !== input.md5 || object.size !== input.fileSize)
    throw new BadRequestError('upload.localMismatch');
  const target = await targetOf(caller, input);
  return saveUploadedFile(caller, { ...target, fileName: input.fileName, fileId: input.fileId });
}
