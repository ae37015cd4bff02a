import { fileNameProblem, PARSABLE_SUFFIXES, relativePathProblem, uploadSizeProblem } from '@loopline/shared';
import {
  type Entry,
  type EntryView,
  need,
  newFolder,
  numberedName,
  type ProjectAccess,
  suffixOf,
} from '../file/index.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { InsufficientQuotaError } from '../membership/index.ts';
import { ATTRIBUTE_SUFFIXES, MODEL_ARCHIVE_SUFFIXES, modelNameOf } from '../model/index.ts';
import type { StoredObject } from '../objects/index.ts';

// Models start unparsed ('1'): the converters' suffixes and the attribute models (.rvm/.vue, model/policy.ts).
const PARSABLE = new Set<string>([...PARSABLE_SUFFIXES, ...ATTRIBUTE_SUFFIXES]);
/** What a parse converts on its own: a model folder's main model (the attribute models need their table). */
const PARSABLE_SUFFIXES_SET = new Set<string>(PARSABLE_SUFFIXES);

/** A file saved as a model other than by its own name: a zip's model (its suffix and path inside). */
interface ModelMark {
  suffix: string;
  archiveEntry: string;
}

/** How saving a file entry went: which of its conditions failed, if one did. */
export type SaveOutcome = 'saved' | 'nameTaken' | 'storageChanged' | 'objectGone';

/** What saving uploads reads and writes. */
interface UploadDeps {
  requireMember(caller: Caller, projectId: string): Promise<ProjectAccess>;
  views: {
    folderFor(access: ProjectAccess, id: string | undefined): Promise<EntryView>;
    withPerms(access: ProjectAccess, entries: Entry[]): Promise<EntryView[]>;
  };
  entries: {
    /** The id of the entry holding a name in a folder (case-insensitive), if any. */
    entryNamed(projectId: string, folderId: string, name: string): Promise<string | null>;
    getEntries(projectId: string, ids: string[]): Promise<Entry[]>;
    /** Adds a folder; a name taken there is a ConflictError. */
    insertEntry(e: Entry): Promise<void>;
    /**
     * Writes a file entry, charges its bytes to the uploader (as long as their storage is still
     * `storageUsed` of `storageTotal`) and adds a reference to its object, all at once.
     */
    saveFile(
      entry: Entry,
      charge: { userId: string; bytes: number; storageTotal: number },
      object: { objectId: string; live: boolean },
    ): Promise<SaveOutcome>;
  };
  quotaOf(userId: string, tenantId: string): Promise<{ storageUsed: number; storageTotal: number }>;
  getObject(objectId: string): Promise<StoredObject | null>;
  /** Whether the user proved they hold the object's content (instant upload), recently enough. */
  hasProof(userId: string, objectId: string): Promise<boolean>;
  /** The main model of a stored zip (its directory only), or why it cannot be saved as a model. */
  inspectModelArchive(object: StoredObject): Promise<{ model: { name: string } } | { problem: string }>;
  /** Starts a saved file's preview conversion; failures do not fail the save. */
  startPreview(entry: Entry): Promise<unknown>;
  newId(): string;
  now(): Date;
}

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequestError('fileNameRequired');
  const problem = fileNameProblem(trimmed);
  if (problem) throw new BadRequestError(problem);
  return trimmed;
}

export interface CheckInput {
  projectId: string;
  dirId?: string;
  fileName: string;
  relativePath?: string;
  /** Unknown for a name-only check (checkFileName): size and storage are then checked at save. */
  fileSize?: number;
}

/** Checking and saving uploads into folders (spec 1 §4). */
export function makeUploadSaving(deps: UploadDeps) {
  const { requireMember, views, entries } = deps;

  /** Storage left for the caller; a file that does not fit is refused before any byte moves. */
  async function requireStorage(caller: Caller, bytes: number) {
    const quota = await deps.quotaOf(caller.userId, caller.tenantId);
    if (quota.storageUsed + bytes > quota.storageTotal) throw new InsufficientQuotaError('storage');
  }

  /**
   * A project whose owner holds more than their storage (a membership lapsed to the free tier, issue
   * 18 item 4) takes no uploads from anyone until the owner renews or frees space: read-only for
   * uploads, nothing deleted. The owner's own uploads are already refused by their own check.
   */
  async function requireProjectRoom(caller: Caller, access: ProjectAccess) {
    const owner = access.project.createUser;
    if (!owner || owner === caller.userId) return;
    const quota = await deps.quotaOf(owner, access.project.tenantId);
    if (quota.storageUsed > quota.storageTotal) throw new InsufficientQuotaError('storage');
  }

  /**
   * The check before an upload (spec 1 §4): the target folder takes uploads, the size is allowed and
   * fits the caller's storage; a name already there is answered as a confirmation (code 5000), not
   * an error. For a folder, `relativePath` starts with the top folder's name and `fileSize` is the total.
   */
  async function checkUpload(caller: Caller, input: CheckInput) {
    const access = await requireMember(caller, input.projectId);
    const folder = await views.folderFor(access, input.dirId);
    need(folder, 'upload');
    const relativePath = input.relativePath ?? '';
    const isFolder = relativePath.includes('/');
    if (isFolder) {
      need(folder, 'addDir');
      // Every segment is checked: no empty, '.' or '..' segment can climb out of the folder.
      const pathProblem = relativePathProblem(relativePath);
      if (pathProblem) throw new BadRequestError(pathProblem);
    } else if (input.fileSize !== undefined) {
      const sizeProblem = uploadSizeProblem(input.fileSize);
      if (sizeProblem) throw new BadRequestError(sizeProblem);
    }
    const name = validName(isFolder ? (relativePath.split('/')[0] as string) : input.fileName);
    await Promise.all([
      requireStorage(caller, Math.max(0, input.fileSize ?? 0)),
      requireProjectRoom(caller, access),
    ]);
    const existing = await entries.entryNamed(access.project.id, folder.id, name);
    if (!existing) return null;
    return { key: isFolder ? 'upload.folderExistsConfirm' : 'upload.nameExistsConfirm', name } as const;
  }

  /** An object the caller may save: one they uploaded themselves, or one they proved they hold. */
  async function usableObject(
    caller: Caller,
    objectId: string,
  ): Promise<{ object: StoredObject; own: boolean }> {
    const object = await deps.getObject(objectId);
    if (!object) throw new NotFoundError('upload.copyNotFound');
    if (object.uploaderId === caller.userId) return { object, own: true };
    if (await deps.hasProof(caller.userId, objectId)) return { object, own: false };
    throw new ForbiddenError('upload.notYours');
  }

  function fileEntry(
    access: ProjectAccess,
    folder: EntryView,
    name: string,
    object: StoredObject,
    caller: Caller,
    mark?: ModelMark,
  ): Entry {
    const entry = newFolder(access.project.id, folder, deps.newId(), name, caller, deps.now());
    // A zip's model carries the model's suffix, so the parse and the file manager treat it as that model.
    const suffix = mark ? mark.suffix : suffixOf(name);
    return {
      ...entry,
      isFile: 1,
      fileSuffix: suffix,
      fileSize: object.size,
      isModel: PARSABLE.has(suffix) ? '1' : '',
      fileId: object.objectId,
      md5: object.md5,
      ...(mark ? { modelArchiveEntry: mark.archiveEntry } : {}),
    };
  }

  /**
   * Saves a file entry for a stored object in one transaction: the unique name (the next free
   * "name (n)" when taken — the check already asked the user), the caller's storage (charged to
   * every uploader, shared content or not) and the object's reference.
   */
  async function saveInto(
    access: ProjectAccess,
    folder: EntryView,
    name: string,
    caller: Caller,
    objectId: string,
    mark?: ModelMark,
  ) {
    const [{ object, own }] = await Promise.all([
      usableObject(caller, objectId),
      requireProjectRoom(caller, access),
    ]);
    const sizeProblem = uploadSizeProblem(object.size);
    if (sizeProblem) throw new BadRequestError(sizeProblem);
    let n = 0;
    for (let attempt = 0; attempt < 100; attempt++) {
      const quota = await deps.quotaOf(caller.userId, caller.tenantId);
      if (quota.storageUsed + object.size > quota.storageTotal) throw new InsufficientQuotaError('storage');
      const entry = fileEntry(access, folder, n ? numberedName(name, n) : name, object, caller, mark);
      const outcome = await entries.saveFile(
        entry,
        { userId: caller.userId, bytes: object.size, storageTotal: quota.storageTotal },
        // Someone else's content is referenced only while alive; a fresh merge has no reference yet.
        { objectId: object.objectId, live: !own },
      );
      if (outcome === 'saved') {
        await deps.startPreview(entry);
        return (await views.withPerms(access, [entry]))[0] as EntryView;
      }
      if (outcome === 'objectGone') throw new NotFoundError('upload.copyNotFound');
      if (outcome === 'nameTaken') n++;
      // Otherwise the quota changed between the read and the write (another upload): read it again.
    }
    throw new ConflictError('file.nameExists');
  }

  async function saveUploadedFile(
    caller: Caller,
    input: { projectId: string; dirId?: string; fileName: string; fileId: string },
  ) {
    const access = await requireMember(caller, input.projectId);
    const folder = await views.folderFor(access, input.dirId);
    need(folder, 'upload');
    return saveInto(access, folder, validName(input.fileName), caller, input.fileId);
  }

  /**
   * Saves an uploaded zip holding a model (uploadModelZipSave) as uploadFileSave would, marked with
   * the model inside so that a parse converts it. Refused (400) unless the name is a zip's and the
   * archive holds exactly one parsable model; nothing is written before the archive is read.
   */
  async function saveUploadedModelZip(
    caller: Caller,
    input: { projectId: string; dirId?: string; fileName: string; fileId: string },
  ) {
    const access = await requireMember(caller, input.projectId);
    const folder = await views.folderFor(access, input.dirId);
    need(folder, 'upload');
    const name = validName(input.fileName);
    if (!MODEL_ARCHIVE_SUFFIXES.has(suffixOf(name))) throw new BadRequestError('model.zipNotZip');
    const { object } = await usableObject(caller, input.fileId);
    const found = await deps.inspectModelArchive(object);
    if ('problem' in found) throw new BadRequestError(found.problem);
    const suffix = modelNameOf(found.model.name).suffix;
    return saveInto(access, folder, name, caller, input.fileId, { suffix, archiveEntry: found.model.name });
  }

  /** The folder at `names` below `folder`, created on the way (a concurrent creator's folder is reused). */
  async function ensureFolders(access: ProjectAccess, folder: EntryView, names: string[], caller: Caller) {
    let current: EntryView = folder;
    for (const name of names) {
      let id = await entries.entryNamed(access.project.id, current.id, name);
      if (!id) {
        const created = newFolder(access.project.id, current, deps.newId(), name, caller, deps.now());
        try {
          await entries.insertEntry(created);
          id = created.id;
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          id = await entries.entryNamed(access.project.id, current.id, name);
        }
      }
      const [next] = id ? await entries.getEntries(access.project.id, [id]) : [];
      if (!next || next.isFile) throw new ConflictError('file.nameExistsAt', { name });
      const [view] = await views.withPerms(access, [next]);
      if (!view) throw new NotFoundError('file.notFound');
      current = view;
    }
    return current;
  }

  /** Saves a file of an uploaded folder at its relative path ("Top/Sub/name.ext"), creating folders. */
  async function saveUploadedFolderFile(
    caller: Caller,
    input: { projectId: string; dirId?: string; filePath: string; fileId: string },
    onlyModel = false,
  ) {
    const access = await requireMember(caller, input.projectId);
    const folder = await views.folderFor(access, input.dirId);
    need(folder, 'upload');
    need(folder, 'addDir');
    const pathProblem = relativePathProblem(input.filePath);
    if (pathProblem) throw new BadRequestError(pathProblem);
    const segments = input.filePath.split('/');
    if (segments.length < 2 || segments.length > 64) throw new BadRequestError('upload.pathInvalid');
    const names = segments.map(validName);
    // A model folder's main model (uploadModelFolderSave) must be parsable; refused before any folder is made.
    if (onlyModel && !PARSABLE_SUFFIXES_SET.has(suffixOf(names.at(-1) as string)))
      throw new BadRequestError('model.notParsable');
    const target = await ensureFolders(access, folder, names.slice(0, -1), caller);
    return saveInto(access, target, names.at(-1) as string, caller, input.fileId);
  }

  return { requireStorage, checkUpload, saveUploadedFile, saveUploadedFolderFile, saveUploadedModelZip };
}
