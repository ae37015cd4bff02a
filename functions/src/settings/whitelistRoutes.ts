import {
  WhitelistLogBody,
  WhitelistPageQuery,
  WhitelistRemoveBody,
  WhitelistSaveBody,
  WhitelistUpdateBody,
} from '@loopline/shared/contracts/settings';
import { z } from 'zod';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError } from '../lib/errors.ts';
import { attachment, datedName } from '../lib/http/attachment.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { whitelist } from './index.ts';
import { readWhitelistSheet, whitelistLogSheet, whitelistSheet } from './whitelistSheets.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

const BASE = '/api/blade-demo/blade/whitelist';

/** blade-demo/blade/whitelist: phone numbers and prefixes sign-up and SMS codes are limited to when on. */
export const whitelistRoutes = [
  route({
    method: 'GET',
    path: `${BASE}/page`,
    auth: 'admin',
    summary: 'Whitelist entries, paged (current, size; phone filter)',
    query: WhitelistPageQuery,
    handler: async ({ query, caller }) =>
      pageOf(await whitelist.page(caller.tenantId, query.phone), query.current, query.size),
  }),
  route({
    method: 'POST',
    path: `${BASE}/save`,
    auth: 'admin',
    summary: 'Add a phone number or prefix (phone, remark)',
    body: WhitelistSaveBody,
    handler: async ({ body, caller }) =>
      new Reply(await whitelist.save(caller.tenantId, body.phone, body.remark), 'param.saved'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/update`,
    auth: 'admin',
    summary: 'Change an entry (id, phone, remark)',
    body: WhitelistUpdateBody,
    handler: async ({ body, caller }) =>
      new Reply(await whitelist.update(caller.tenantId, body.id, body.phone, body.remark), 'param.saved'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/remove`,
    auth: 'admin',
    summary: 'Remove entries (ids): all or none',
    body: WhitelistRemoveBody,
    handler: async ({ body, caller }) => {
      await whitelist.remove(caller.tenantId, body.ids);
      return new Reply(null, 'param.removed');
    },
  }),
  route({
    method: 'GET',
    path: `${BASE}/down`,
    auth: 'admin',
    summary:
      'The whitelist as xlsx (phone, remark, added), named whitelist plus the date; also the import layout',
    handler: async ({ caller, request }) =>
      new RawReply(await whitelistSheet(await whitelist.page(caller.tenantId), request.lang), XLSX, {
        'content-disposition': attachment(datedName('whitelist.exportName', request.lang)),
      }),
  }),
  route({
    method: 'POST',
    path: `${BASE}/importExcel`,
    auth: 'admin',
    summary:
      'Import phones from an xlsx (multipart file; column 1 phone, column 2 remark, header row skipped); answers each row’s result',
    body: multipartBody,
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: IMPORT_MAX_BYTES, files: 1 },
    handler: async ({ body, caller }) => {
      const file = body.files[0];
      if (!file) throw new BadRequestError('whitelist.importFile');
      const result = await whitelist.importRows(caller.tenantId, await readWhitelistSheet(file.data));
      return new Reply(result, 'whitelist.imported', { added: result.added, skipped: result.skipped });
    },
  }),
  route({
    method: 'POST',
    path: `${BASE}/createLog`,
    auth: 'admin',
    summary: 'An import’s per-row results (rows) as an xlsx log, named whitelist import log plus the date',
    body: WhitelistLogBody,
    handler: async ({ body, request }) =>
      new RawReply(await whitelistLogSheet(body.rows, request.lang), XLSX, {
        'content-disposition': attachment(datedName('whitelist.logName', request.lang)),
      }),
  }),
];
