import { z } from 'zod';
import { FILE_PAGE_SIZE, fileNameRule, LIST_MODES, type ListMode } from '../files.ts';
import type { PreviewRendition, PreviewType } from '../preview.ts';
import type { Sign } from '../signs.ts';
import { UPLOAD_RECORD_TYPES } from '../upload.ts';
import { IdListSchema, IdSchema, OptionalIdListSchema } from './ids.ts';
import { MARKUP_LIMITS, pageShapesSchema } from './markup.ts';

/**
 * The cloud/file group (spec 1 §7 "File manager"): entries, moves, deletes, grants and downloads;
 * uploads; models (issue 7); previews and markup (issue 6). Requests and answers.
 */

// ---- Requests: entries ----

const ids = OptionalIdListSchema;
const direction = z.enum(['asc', 'desc']).optional();

export const ListEntriesBody = z.object({
  projectId: IdSchema,
  dirId: IdSchema.optional(),
  sizeOrder: direction,
  timeOrder: direction,
  fileNameOrder: direction,
  publishOrder: direction,
  fileName: z.string().trim().max(200).optional(),
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(FILE_PAGE_SIZE).default(FILE_PAGE_SIZE),
  cursor: z.string().max(2048).optional(),
});
export const FolderTreeBody = z.object({
  projectId: IdSchema,
  dirId: IdSchema.optional(),
  dirName: z.string().trim().max(200).optional(),
});
export const MoveTargetsBody = FolderTreeBody.extend({ ids });
export const PathBody = z.object({ projectId: IdSchema, dirId: IdSchema.optional() });
/** Calls that take no fields (anything sent is ignored). */
export const EmptyBody = z.object({}).passthrough();
export const ListModeBody = z.object({ mode: z.enum(LIST_MODES) });
export const CreateFolderBody = z.object({
  projectId: IdSchema,
  dirId: IdSchema.optional(),
  dirName: fileNameRule,
});
export const RenameBody = z.object({
  projectId: IdSchema,
  id: IdSchema,
  dirName: z.string().max(1000).default(''),
  isfile: z.coerce.number<number | string>().optional(),
});
export const MoveBody = z.object({
  projectId: IdSchema,
  dirId: IdSchema,
  dirIds: ids,
  fileids: ids,
  fileIds: ids,
  beforeDir: z.string().max(64).optional(),
});
/** A selection of folders and files, under either spelling the spec uses. */
export const SelectionBody = z.object({
  projectId: IdSchema,
  dirId: ids,
  fileId: ids,
  dirIds: ids,
  fileIds: ids,
});
export const CheckDeleteBody = SelectionBody.extend({
  parentId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  models: z.unknown().optional(),
});
export const EntryPermBody = z.object({ projectId: IdSchema, id: IdSchema });
export const SaveEntryPermBody = z.object({
  projectId: IdSchema,
  id: IdSchema,
  grants: z.record(IdSchema, z.array(z.string().max(32)).max(20)),
});

// ---- Requests: downloads ----

export const DownloadFileBody = z.object({
  projectId: IdSchema,
  fileId: IdSchema,
  fileName: z.string().max(1000).optional(),
  userId: z.string().max(64).optional(),
  type: z.string().max(32).optional(),
  clientId: z.string().max(64).optional(),
});
export const FileIdParams = z.object({ id: IdSchema });
export const ProjectIdQuery = z.object({ projectId: IdSchema });
export const ZipBody = z.object({
  projectId: IdSchema,
  fileids: ids,
  fileIds: ids,
  dirIds: ids,
  zipName: z.string().max(200).optional(),
  userId: z.string().max(64).optional(),
  clientId: z.string().max(64).optional(),
});

// ---- Requests: uploads (the multipart calls are in ./oss.ts) ----

const size = z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER);
const recordType = z.enum(UPLOAD_RECORD_TYPES);
const uploadRecord = z.object({
  fkProjectId: z.string().max(64).default(''),
  fileName: z.string().trim().min(1).max(1000),
  fileSize: size.default(0),
  fileState: z.string().max(500).default(''),
  fileType: recordType,
  fileId: z.string().max(64).default(''),
  fkFileId: z.string().max(64).default(''),
  isDir: z.coerce.number<number | string>().int().min(0).max(1).default(0) as z.ZodType<0 | 1>,
  createTime: z
    .string()
    .max(40)
    .default(() => new Date().toISOString()),
  proName: z.string().max(200).default(''),
  fileSuffix: z.string().max(32).default(''),
  modelStatus: z.string().max(16).optional(),
});

export const CheckFileBody = z.object({
  projectId: IdSchema,
  dirId: IdSchema.optional(),
  fileName: z.string().max(1000).default(''),
  relativePath: z.string().max(4000).optional(),
  fileSize: size,
  md5: z.string().max(64).optional(),
});
export const UploadFileSaveBody = z.object({
  projectId: IdSchema,
  fileId: IdSchema,
  dirId: IdSchema.optional(),
  fileName: z.string().max(1000),
});
export const UploadFolderSaveBody = z.object({
  projectId: IdSchema,
  fileId: IdSchema,
  dirId: IdSchema.optional(),
  filePath: z.string().min(1).max(4000),
});
export const SaveRecordsBody = z.union([
  z.array(uploadRecord).min(1).max(500),
  z.object({ records: z.array(uploadRecord).min(1).max(500) }),
]);
export const RecordTypeBody = z.object({ type: recordType });
export const LoadListBody = z.object({
  type: z.string().max(16).optional(),
  modelStatus: z.enum(['load', 'success', 'fail']).optional(),
});
export const RemoveRecordsBody = z.object({ ids: IdListSchema });
export const RecordIdBody = z.object({ id: IdSchema });

/** A content hash as the upload engine computes it (32 hex digits), compared in lower case. */
const md5Hex = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'upload.md5Invalid' })
  .transform((v) => v.toLowerCase());
/** A save failure for the upload list's Failed tab (spec 1 §7 "Saving failures"). */
export const SaveFailMessageBody = z.object({
  fileName: z.string().trim().min(1).max(1000),
  fileSize: size.default(0),
  message: z.string().trim().min(1).max(500),
  fkProjectId: IdSchema.optional(),
  proName: z.string().max(200).default(''),
  isDir: z.coerce.number<number | string>().int().min(0).max(1).default(0) as z.ZodType<0 | 1>,
});
/** Where checkFileName and uploadLocalFile put the file: a folder of a project, else the caller's default project. */
const localTarget = { projectId: IdSchema.optional(), dirId: IdSchema.optional() };
export const CheckFileNameBody = z.object({
  fileName: z.string().max(1000),
  md5: md5Hex,
  fileSize: size.optional(),
  ...localTarget,
});
export const UploadLocalFileBody = z.object({
  fileId: IdSchema,
  fileSize: size,
  fileName: z.string().max(1000),
  md5: md5Hex,
  ...localTarget,
});
export const FileEditPermBody = z.object({ projectId: IdSchema, fileId: IdSchema });

// ---- Requests: models ----

/** An attribute id: an entry id, or '-1' (none). Forms send it as a string, JSON maybe as a number. */
const attId = z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String);

export const ModelConvertBody = z.object({
  projectId: IdSchema,
  fileInfoId: IdSchema,
  convertType: z.string().max(32).optional(),
});
export const ModelConvertWithAttributeBody = z.object({ projectId: IdSchema, fileInfoId: IdSchema, attId });
export const UpdateAttIdBody = z.object({ projectId: IdSchema, modelId: IdSchema, attId });
export const PublishStateBody = z.object({
  projectId: IdSchema,
  fileIds: IdListSchema,
  publishStatus: z.enum(['0', '1']),
});
export const UpgradeBody = z.object({ projectId: IdSchema, ids: IdListSchema });
const MODEL_DOWNLOAD_TYPES = ['parsed', 'upgraded'] as const;
export const DownloadModelBody = z.object({
  projectId: IdSchema,
  fileId: IdSchema,
  type: z.enum(MODEL_DOWNLOAD_TYPES).default('parsed'),
});
/** One file of a project, in a body or a query. */
export const FileRefBody = z.object({ projectId: IdSchema, fileId: IdSchema });
/** The same file reference, read from the query string. */
export const FileRefQuery = z.object({ projectId: IdSchema, fileId: IdSchema });
export const RecordPageQuery = z.object({
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});

// ---- Requests: previews and markup ----

export const SaveMarkupBody = FileRefBody.extend({
  page: z.coerce.number<number | string>().int().min(1).max(MARKUP_LIMITS.maxPage),
  shapes: pageShapesSchema,
});

export type ListEntriesInput = z.input<typeof ListEntriesBody>;
export type ModelDownloadType = (typeof MODEL_DOWNLOAD_TYPES)[number];

// ---- Answers ----

/** A file or folder as the lists answer it (spec 1 §3), with the caller's signs on it. */
export interface FileEntry {
  id: string;
  projectId: string;
  parentId: string;
  ancestorIds: string[];
  /** 0 folder, 1 file. */
  isFile: 0 | 1;
  /** The whole name, suffix included. */
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  time: string;
  userName: string;
  isModel: string;
  isWlkModel: number | null;
  state: number | null;
  preview: number;
  numSuccess: number;
  numPage: number;
  /** The recognition state version of state/numSuccess/numPage (StatusUpdate.stateVersion); absent before the first run. */
  stateVersion?: number;
  /** The model parse/upgrade state version of isModel/parseProgress/parseMessage/isWlkModel (StatusUpdate.stateVersion of kinds parse and upgrade); absent before the first run. */
  modelStateVersion?: number;
  publishStatus: '0' | '1';
  /** Why the last parse failed (isModel '-1'); issue 7. */
  parseMessage?: string;
  /** 0–100 while parsing (isModel '2'); issue 7. */
  parseProgress?: number;
  /** -1 none, else the attribute file's entry id (issue 7). */
  attributeId: number | string;
  imagePath: string;
  /** A presigned GET of a small PNG for the thumbnail view; '' when there is none (issue 6). */
  thumbnailUrl?: string;
  fileId: string;
  filePerms: Sign[];
}

/** One crumb of a folder's path, from the project root (whose id is the project id). */
export interface PathCrumb {
  id: string;
  fileName: string;
  parentId: string;
}

/** The caller's default folder (their own default project's root). */
export interface DefaultFolder {
  projectId: string;
  dirId: string;
  projectName: string;
}

/** The delete confirmation's kind (spec 1 §8): special is a folder with content. */
export type DeleteKind = 'single' | 'multiple' | 'special';

/** The permission dialog's data: explicit grants of the entry and each group's effective signs. */
export interface EntryPerm {
  id: string;
  isFile: 0 | 1;
  explicit: Record<string, Sign[]>;
  /** The nearest entry (itself or an ancestor) with explicit grants, or null. */
  inheritedFrom: string | null;
  groups: {
    groupId: string;
    groupName: string;
    groupInit: 'create' | 'read' | 'readWrite' | null;
    filePerms: Sign[];
  }[];
}

/** A presigned address and the name to save it under. */
export interface DownloadLink {
  url: string;
  fileName: string;
}

/** The answer of a parse start. */
export interface ConvertAnswer {
  id: string;
  isModel: string;
  /** The model state version the start wrote (FileEntry.modelStateVersion). */
  stateVersion: number;
}

/** One model whose upgrade started (convertModelWlk). */
export interface UpgradeStarted {
  id: string;
  isWlkModel: number;
  /** The model state version the start wrote (FileEntry.modelStateVersion). */
  stateVersion: number;
}

/** What the model viewer page needs (glbUrl is the upgraded GLB when there is one). */
export interface ModelView {
  id: string;
  fileName: string;
  glbUrl: string;
  treeUrl: string;
  upgraded: boolean;
  isModel: string;
  isWlkModel: number | null;
  publishStatus: '0' | '1';
  filePerms: Sign[];
  /** The model state version of isModel/isWlkModel as read (FileEntry.modelStateVersion). */
  stateVersion: number;
}

export interface ParseProgress {
  id: string;
  isModel: string;
  progress: number;
  stage: string;
  parseMessage: string;
  /** The model state version these values were written at (FileEntry.modelStateVersion); 0 before any. */
  stateVersion: number;
}

/** What the viewer shows: the original or its rendition, once the conversion (if any) is done. */
export interface PreviewSource {
  id: string;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  type: PreviewType;
  rendition: PreviewRendition | null;
  /** Preview state (spec 1 §4): 0 not started, 1 converting, 2 done, -1 failed. */
  preview: number;
  /** A presigned GET of what the viewer shows; null while converting or after a failure. */
  url: string | null;
  /** Why the conversion failed, translated by the server. */
  message?: string;
  /** The caller's signs on the file, when the server sends them (download is offered on downFile). */
  filePerms?: Sign[];
  /** The folder holding the file, when the server sends it (the back button goes there). */
  parentId?: string;
}

export interface PreviewStateAnswer {
  fileId: string;
  preview: number;
  message?: string;
}

/** One file's presigned download. */
export interface FileDownload extends DownloadLink {
  fileSize: number;
}

/** A zip built on the server, with how many files it holds. */
export interface ZipDownload extends DownloadLink {
  fileCount: number;
}

/** The caller's list mode (list or thumbnail). */
export interface ListModeAnswer {
  mode: ListMode;
}

/** Which delete confirmation to show. */
export interface DeleteKindAnswer {
  type: DeleteKind;
}

/** A model's presigned download. */
export type ModelDownload = DownloadLink;

/** The shapes of a file's markup layer. */
export interface MarkupAnswer<Shape> {
  shapes: Shape[];
}
