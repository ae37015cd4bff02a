import { z } from 'zod';

/**
 * The object-storage group (spec 1 §7 `oss`): the identify / multipart calls (also served under
 * /api/cloud/file), temporary credentials and direct uploads.
 */

// ---- Requests ----

const md5 = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'upload.failed' })
  .transform((v) => v.toLowerCase());
const size = z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER);
const identity = z.object({
  md5,
  fileName: z.string().trim().min(1).max(200),
  fileSize: size,
  chunkSize: z.coerce.number<number | string>().int().min(1),
  chunkNum: z.coerce.number<number | string>().int().min(1),
});

/** `{id}` of `GET …/file/{id}`: the content's MD5. */
export const Md5Params = z.object({ id: md5 });
export const IdentifyQuery = z.object({
  fileSize: size,
  challengeId: z.string().max(64).optional(),
  proof: z.string().max(64).optional(),
});
/** A provisional upload's key (client-chosen, 128 random bits in hex): its parts go before the MD5 is known. */
const uploadKey = z.string().regex(/^[0-9a-f]{32}$/, { error: 'upload.failed' });
/** Init names the content by `md5`, or a provisional upload by `uploadKey` (exactly one: checked by the service). */
export const MultipartInitBody = identity.extend({ md5: md5.optional(), uploadKey: uploadKey.optional() });
export const MultipartMergeBody = identity.extend({
  uploadKey: uploadKey.optional(),
  parts: z
    .array(z.object({ partNumber: z.number().int().min(1), etag: z.string().max(200) }))
    .max(10_000)
    .optional(),
});
export const MultipartAbortBody = z.object({
  md5: md5.optional(),
  uploadKey: uploadKey.optional(),
  fileSize: size,
});
export const EmptyBody = z.object({}).passthrough();
export const CopyFileBody = z.object({
  key: z.string().min(1).max(1024),
  md5: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/)
    .transform((v) => v.toLowerCase()),
  fileSize: z.coerce.number<number | string>().int().min(0),
});
