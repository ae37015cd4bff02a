import { z } from 'zod';
import { FILE_NAME_MAX, fileNameProblem } from '../files.ts';
import { blankToUndefined, paging } from './fragments.ts';
import { IdSchema, idListSchema } from './ids.ts';

/**
 * Example files (spec 1 §6, spec 3 §6; issue 19 item 10): files the platform's administrators upload
 * in the back office and publish; the published ones are every user's read-only sample project.
 */

const INVALID = { error: 'exampleFile.invalid' };

/**
 * An example file sent in one request (the `upload` route) is at most this large: a Lambda request
 * is at most 6 MB, which API Gateway's base64 encoding of a binary body fills at about 4.5 MB.
 * Larger ones go the project files' way (presigned multipart, then `save`), up to the upload limit.
 */
export const EXAMPLE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** 0 unpublished (only the back office sees it), 1 published (in every user's sample project). */
export type PublishStatus = 0 | 1;

export const ExampleFileListQuery = z.object({
  ...paging(INVALID),
  fileName: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(FILE_NAME_MAX, INVALID).optional()),
  publishStatus: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .refine((v) => v === 0 || v === 1, INVALID)
      .optional(),
  ),
});

export const ExampleFileIdQuery = z.object({ id: IdSchema });

const exampleFileName = z
  .string({ error: 'exampleFile.nameRequired' })
  .trim()
  .min(1, { error: 'exampleFile.nameRequired' })
  .superRefine((name, ctx) => {
    const problem = fileNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ExampleFileRenameBody = z.object({ id: IdSchema, fileName: exampleFileName });

/** Parse an (unpublished) example file's model through the project files' parse pipeline. */
export const ExampleFileParseBody = z.object({ id: IdSchema });

/**
 * Saves an example file from bytes uploaded the project files' way (identifier, presigned
 * multipart init and merge under /api/cloud/file): `objectId` is the stored object merge answered.
 */
export const ExampleFileSaveBody = z.object({ objectId: IdSchema, fileName: exampleFileName });

export const ExampleFileRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

/** Publish or unpublish, shaped as endpoints.tsv's updatePublishState: fileIds and publishStatus (1, 0). */
export const UpdatePublishStateBody = z.object({
  fileIds: idListSchema({ min: 1, max: 100 }),
  publishStatus: z.coerce
    .number<number | string>({ error: 'exampleFile.statusRequired' })
    .refine((v) => v === 0 || v === 1, { error: 'exampleFile.statusRequired' }),
});

/** Parse state of an example file, as on project entries: '' not a model, else MODEL_STATE. */
export interface ExampleParseState {
  isModel: string;
  /** Percent of the running parse (the back office's progress settings), 100 once parsed. */
  parseProgress: number;
  parseStage: string;
  /** Why the last parse failed, translated. */
  parseMessage: string;
}

export interface ExampleFile extends ExampleParseState {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  publishStatus: PublishStatus;
  createTime: string;
  updateTime: string;
}

/** One file of the sample project as users see it: read-only, so its signs are view signs only. */
export interface SampleFile {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  updateTime: string;
  filePerms: string[];
  /** MODEL_STATE.parsed ('3'): it opens in the 3D viewer. */
  isModel: string;
}

/** What the 3D viewer needs to show a published, parsed example file (read-only). */
export interface SampleModelView {
  id: string;
  fileName: string;
  glbUrl: string;
  treeUrl: string;
}

/** The sample project (isDefault 2: read-only for everyone) with its published files. */
export interface SampleProject {
  isDefault: 2;
  records: SampleFile[];
}
