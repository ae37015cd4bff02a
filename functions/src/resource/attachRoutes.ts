import {
  ATTACH_MAX_BYTES,
  AttachIdQuery,
  AttachListQuery,
  AttachSubmitBody,
} from '@loopline/shared/contracts/attach';
import { IdsBody } from '@loopline/shared/contracts/console';
import { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';
import { attachment } from '../lib/http/attachment.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import {
  attachmentDetail,
  downloadAttachment,
  listAttachments,
  removeAttachments,
  renameAttachment,
  uploadAttachment,
} from './attachments.ts';

const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

const BASE = '/api/blade-resource/attach';

/** Attachments stored through the tenant's enabled OSS config (blade-resource; spec 3 §7). */
export const attachRoutes = [
  route({
    method: 'POST',
    path: '/api/blade-resource/oss/endpoint/put-file-attach',
    auth: 'admin',
    summary:
      'Store a file (multipart, up to 5 MB) in the bucket of the enabled OSS config and record it as an attachment',
    body: multipartBody,
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: ATTACH_MAX_BYTES, files: 1 },
    handler: async ({ body, caller }) => {
      const file = body.files[0];
      if (!file) throw new BadRequestError('attach.fileRequired');
      return new Reply(await uploadAttachment(caller.tenantId, caller.account, file), 'attach.uploaded');
    },
  }),
  route({
    method: 'GET',
    path: `${BASE}/list`,
    auth: 'admin',
    summary: 'A page of the tenant’s attachments, newest first (current, size; name)',
    query: AttachListQuery,
    handler: async ({ query, caller }) => listAttachments(caller.tenantId, query),
  }),
  route({
    method: 'GET',
    path: `${BASE}/detail`,
    auth: 'admin',
    summary: 'One attachment (id): names, size, the config and bucket holding it',
    query: AttachIdQuery,
    handler: async ({ query, caller }) => attachmentDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: `${BASE}/submit`,
    auth: 'admin',
    summary: 'Rename an attachment (id, name)',
    body: AttachSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(await renameAttachment(caller.tenantId, body.id, body.name), 'attach.saved'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/remove`,
    auth: 'admin',
    summary: 'Remove attachments (ids): their objects from the bucket, then the records',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeAttachments(caller.tenantId, body.ids);
      return new Reply(true, 'attach.removed');
    },
  }),
  route({
    method: 'GET',
    path: `${BASE}/download`,
    auth: 'admin',
    summary: 'An attachment’s file (id), read from the bucket it was stored in',
    query: AttachIdQuery,
    handler: async ({ query, caller }) => {
      const { item, data } = await downloadAttachment(caller.tenantId, query.id);
      // Served as bytes whatever was uploaded: a download, never rendered or parsed as an answer.
      return new RawReply(data, 'application/octet-stream', {
        'content-disposition': attachment(item.name),
        'cache-control': 'no-store',
      });
    },
  }),
];
