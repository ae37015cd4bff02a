import { z } from 'zod';
import { RawReply, route } from '../lib/http/route.ts';
import { entityId, idList } from '../lib/http/schemas.ts';
import { fileDownload, zipDownload } from './download.ts';

const id = entityId;
const ids = idList;

export const downloadRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/file/info/downloadFileWeb',
    auth: 'user',
    summary: 'A presigned download address of one file under its name (needs downFile)',
    body: z.object({
      projectId: id,
      fileId: id,
      fileName: z.string().max(1000).optional(),
      userId: z.string().max(64).optional(),
      type: z.string().max(32).optional(),
      clientId: z.string().max(64).optional(),
    }),
    handler: async ({ body, caller }) => fileDownload(caller, body.projectId, body.fileId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/{id}',
    auth: 'user',
    summary: 'Downloads one file (?projectId=): a redirect to its presigned address (needs downFile)',
    params: z.object({ id }),
    query: z.object({ projectId: id }),
    handler: async ({ params, query, caller }) => {
      const { url } = await fileDownload(caller, query.projectId, params.id);
      return new RawReply('', 'text/plain', { location: url, 'cache-control': 'no-store' }, 302);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/downLoadToZip',
    auth: 'user',
    summary:
      'Files (fileids) and folders (dirIds, with their subtrees) as one zip built in storage; answers its presigned address',
    body: z.object({
      projectId: id,
      fileids: ids,
      fileIds: ids,
      dirIds: ids,
      zipName: z.string().max(200).optional(),
      userId: z.string().max(64).optional(),
      clientId: z.string().max(64).optional(),
    }),
    handler: async ({ body, caller }) =>
      zipDownload(
        caller,
        body.projectId,
        [...new Set([...body.fileids, ...body.fileIds, ...body.dirIds])],
        body.zipName,
      ),
  }),
];
