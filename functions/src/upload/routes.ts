import { UPLOAD_RECORD_TYPES } from '@loopline/shared';
import { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import { entityId, requiredIdList } from '../lib/http/schemas.ts';
import { abortMultipart, identify, initMultipart, mergeMultipart } from './multipart.ts';
import { clearRecords, listRecords, removeRecords, saveRecords } from './records.ts';
import { uploadType } from './sts.ts';
import { checkUpload, saveUploadedFile, saveUploadedFolderFile } from './wiring.ts';

const id = entityId;
const md5 = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'upload.failed' })
  .transform((v) => v.toLowerCase());
const size = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const identity = z.object({
  md5,
  fileName: z.string().trim().min(1).max(200),
  fileSize: size,
  chunkSize: z.coerce.number().int().min(1),
  chunkNum: z.coerce.number().int().min(1),
});
const ids = requiredIdList;
const recordType = z.enum(UPLOAD_RECORD_TYPES);
const record = z.object({
  fkProjectId: z.string().max(64).default(''),
  fileName: z.string().trim().min(1).max(1000),
  fileSize: size.default(0),
  fileState: z.string().max(500).default(''),
  fileType: recordType,
  fileId: z.string().max(64).default(''),
  fkFileId: z.string().max(64).default(''),
  isDir: z.coerce.number().int().min(0).max(1).default(0) as z.ZodType<0 | 1>,
  createTime: z
    .string()
    .max(40)
    .default(() => new Date().toISOString()),
  proName: z.string().max(200).default(''),
  fileSuffix: z.string().max(32).default(''),
  modelStatus: z.string().max(16).optional(),
});

/** Identifier, multipart init/merge and abort: the same calls under /api/cloud/file and /api/oss/file. */
export function multipartRoutes(prefix: '/api/cloud/file' | '/api/oss/file') {
  return [
    route({
      method: 'GET',
      path: `${prefix}/{id}`,
      auth: 'user',
      summary:
        'Identifier by MD5 ({id}; fileSize in the query): isSecond (instant upload) with the object id, a possession challenge, or the parts already stored (chunkList)',
      query: z.object({
        fileSize: size,
        challengeId: z.string().max(64).optional(),
        proof: z.string().max(64).optional(),
      }),
      handler: async ({ params, query, caller }) =>
        identify(
          caller,
          md5.parse(params.id),
          query.fileSize,
          query.challengeId && query.proof
            ? { challengeId: query.challengeId, proof: query.proof }
            : undefined,
        ),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/init`,
      auth: 'user',
      summary:
        'Starts or resumes a multipart upload: presigned PUT addresses of every part (chunkUrlData.partList)',
      body: identity,
      handler: async ({ body, caller }) => initMultipart(caller, body),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/merge`,
      auth: 'user',
      summary: 'Completes a multipart upload after checking every part (ETags when given) and the total size',
      body: identity.extend({
        parts: z
          .array(z.object({ partNumber: z.number().int().min(1), etag: z.string().max(200) }))
          .max(10_000)
          .optional(),
      }),
      handler: async ({ body, caller }) => mergeMultipart(caller, body),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/abort`,
      auth: 'user',
      summary: "Cancels the caller's unfinished upload of this content (aborts the S3 multipart upload)",
      body: z.object({ md5, fileSize: size }),
      handler: async ({ body, caller }) => {
        await abortMultipart(caller, body.md5, body.fileSize);
        return new Reply(null, 'upload.cancelled');
      },
    }),
  ];
}

export const uploadRoutes = [
  ...multipartRoutes('/api/cloud/file'),
  route({
    method: 'POST',
    path: '/api/cloud/file/checkFile',
    auth: 'user',
    summary:
      'Checks an upload before it starts: upload sign, size limits, storage; a name already there answers code 5000 (confirm to continue)',
    body: z.object({
      projectId: id,
      dirId: id.optional(),
      fileName: z.string().max(1000).default(''),
      relativePath: z.string().max(4000).optional(),
      fileSize: size,
      md5: z.string().max(64).optional(),
    }),
    handler: async ({ body, caller }) => {
      const conflict = await checkUpload(caller, body);
      return conflict ? new Reply(null, conflict.key, { name: conflict.name }, 5000) : true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadFileSave',
    auth: 'user',
    summary:
      'Saves an uploaded (or instantly uploaded) object as a file in a folder; answers the entry (data.id)',
    body: z.object({ projectId: id, fileId: id, dirId: id.optional(), fileName: z.string().max(1000) }),
    handler: async ({ body, caller }) => new Reply(await saveUploadedFile(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadFolderSave',
    auth: 'user',
    summary: "Saves a folder upload's file at its relative path (filePath), creating the folders on the way",
    body: z.object({
      projectId: id,
      fileId: id,
      dirId: id.optional(),
      filePath: z.string().min(1).max(4000),
    }),
    handler: async ({ body, caller }) =>
      new Reply(await saveUploadedFolderFile(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/getUploadType',
    auth: 'user',
    summary: "The upload type: 'oss' (presigned multipart) unless the deployment sets another",
    body: z.object({}).passthrough(),
    handler: async () => uploadType(),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/save',
    auth: 'user',
    summary: 'Saves upload-list lines (successes and failures with their message)',
    body: z.union([z.array(record).min(1).max(500), z.object({ records: z.array(record).min(1).max(500) })]),
    handler: async ({ body, caller }) =>
      saveRecords(caller.userId, Array.isArray(body) ? body : body.records),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/query',
    auth: 'user',
    summary: "The caller's upload-list lines of a type (upload, fail, load), newest first",
    body: z.object({ type: recordType }),
    handler: async ({ body, caller }) => listRecords(caller.userId, body.type),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/queryLoadList',
    auth: 'user',
    summary: 'Parse-import lines (the load tab), optionally by modelStatus (load, success, fail)',
    body: z.object({
      type: z.string().max(16).optional(),
      modelStatus: z.enum(['load', 'success', 'fail']).optional(),
    }),
    handler: async ({ body, caller }) => listRecords(caller.userId, 'load', body.modelStatus),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/clearAll',
    auth: 'user',
    summary: "Clears the caller's lines of a type",
    body: z.object({ type: recordType }),
    handler: async ({ body, caller }) => {
      await clearRecords(caller.userId, body.type);
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/remove',
    auth: 'user',
    summary: "Removes the caller's lines by id",
    body: z.object({ ids }),
    handler: async ({ body, caller }) => {
      await removeRecords(caller.userId, body.ids);
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/deleteById',
    auth: 'user',
    summary: "Removes one of the caller's lines",
    body: z.object({ id }),
    handler: async ({ body, caller }) => {
      await removeRecords(caller.userId, [body.id]);
      return true;
    },
  }),
];
