import { FileRefBody, SaveMarkupBody } from '@loopline/shared/contracts/file';
import { PidDownloadQuery } from '@loopline/shared/contracts/recognition';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import {
  drawingSvg,
  previewSource,
  previewStateOf,
  queryMarkup,
  retryPreview,
  SVG_HEADERS,
  saveMarkup,
  uploadedSvg,
} from './service.ts';

/** Preview (issue 6): what the viewer shows, conversion state, SVG views and 2D markup. Spread into the file group. */
export const renditionRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/file/info/previewSource',
    auth: 'user',
    summary:
      'What the viewer shows for a file (viewFile): type, rendition, preview state and a presigned url; starts a needed conversion',
    body: FileRefBody,
    handler: async ({ body, caller, request }) =>
      previewSource(caller, request.lang, body.projectId, body.fileId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/previewRetry',
    auth: 'user',
    summary: 'Runs a failed preview conversion again (viewFile); answers the source, now loading',
    body: FileRefBody,
    handler: async ({ body, caller, request }) =>
      retryPreview(caller, request.lang, body.projectId, body.fileId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/queryPreviewState',
    auth: 'user',
    summary: "A file's preview state (0 not started, 1 loading, 2 loaded, -1 failed with its message)",
    body: FileRefBody,
    handler: async ({ body, caller, request }) =>
      previewStateOf(caller, request.lang, body.projectId, body.fileId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/downloadSvg',
    auth: 'user',
    summary:
      'The sanitised SVG text of an uploaded .svg, or one sheet of a recognised P&ID drawing with its boxes (viewFile)',
    query: PidDownloadQuery,
    handler: async ({ query, caller }) =>
      new RawReply(
        await uploadedSvg(caller, query.projectId, query.fileId, query.pageNum),
        'image/svg+xml',
        SVG_HEADERS,
      ),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/downloadDm2dSvg',
    auth: 'user',
    summary:
      'The SVG drawing converted from a dxf/dwg (400 while not done), or the recognition layer of one sheet of a recognised P&ID drawing (viewFile)',
    query: PidDownloadQuery,
    handler: async ({ query, caller }) =>
      new RawReply(
        await drawingSvg(caller, query.projectId, query.fileId, query.pageNum),
        'image/svg+xml',
        SVG_HEADERS,
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/markup/query',
    auth: 'user',
    summary: "A file's 2D markup shapes on every page (viewFile)",
    body: FileRefBody,
    handler: async ({ body, caller }) => queryMarkup(caller, body.projectId, body.fileId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/markup/save',
    auth: 'user',
    summary: "Replaces one page's markup shapes of a pdf, image or svg (viewFile; at most 300 shapes)",
    body: SaveMarkupBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await saveMarkup(caller, body.projectId, body.fileId, body.page, body.shapes),
        'preview.markupSaved',
      ),
  }),
];
