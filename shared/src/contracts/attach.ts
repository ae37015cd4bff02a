import { z } from 'zod';
import { blankToUndefined, paging } from './fragments.ts';
import { IdSchema } from './ids.ts';

/**
 * Attachments (blade-resource/attach, spec 3 §7, and oss/endpoint/put-file-attach): files the back
 * office stores in the bucket of the tenant's enabled OSS config.
 */

const INVALID = { error: 'attach.invalid' };

/** The largest attachment: it is read back through a function, whose answers are capped near 6 MB. */
export const ATTACH_MAX_BYTES = 5 * 1024 * 1024;

export const AttachListQuery = z.object({
  ...paging(INVALID),
  name: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
});
export const AttachIdQuery = z.object({ id: IdSchema });
/** submit: rename an attachment (the stored object keeps its key). */
export const AttachSubmitBody = z.object({
  id: IdSchema,
  name: z
    .string({ error: 'attach.nameRequired' })
    .trim()
    .min(1, { error: 'attach.nameRequired' })
    .max(200, { error: 'attach.tooLong' }),
});

export interface AttachView {
  id: string;
  name: string;
  originalName: string;
  extension: string;
  attachSize: number;
  contentType: string;
  /** The OSS config (code) and bucket that hold it, and the config's endpoint. */
  configCode: string;
  domain: string;
  bucketName: string;
  objectKey: string;
  createUser: string;
  createTime: string;
}
