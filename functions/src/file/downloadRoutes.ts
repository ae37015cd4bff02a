import { DownloadFileBody, FileIdParams, ProjectIdQuery, ZipBody } from '@loopline/shared/contracts/file';
import { RawReply, route } from '../lib/http/route.ts';
import { fileDownload, zipDownload } from './download.ts';

export const downloadRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/file/info/downloadFileWeb',
    auth: 'user',
    summary: 'A presigned download address of one file under its name (needs downFile)',
    body: DownloadFileBody,
    handler: async ({ body, caller }) => fileDownload(caller, body.projectId, body.fileId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/{id}',
    auth: 'user',
    summary: 'Downloads one file (?projectId=): a redirect to its presigned address (needs downFile)',
    params: FileIdParams,
    query: ProjectIdQuery,
    handler: async ({ params, query, caller }) => {
      const { url } = await fileDownload(caller, query.projectId, params.id);
      return new RawReply('', 'text/plain', { location: url, 'cache-control': 'no-store' }, 302);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/app/{id}',
    auth: 'user',
    summary:
      "The app client's download of one file (?projectId=): the same rule as the web's (downFile), a redirect to its presigned address",
    params: FileIdParams,
    query: ProjectIdQuery,
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
    body: ZipBody,
    handler: async ({ body, caller }) =>
      zipDownload(
        caller,
        body.projectId,
        [...new Set([...body.fileids, ...body.fileIds, ...body.dirIds])],
        body.zipName,
      ),
  }),
];
