import {
  IdentifyProgressInput,
  PidDetailPageQuery,
  PidDownloadQuery,
  PidFileQuery,
  PidTreeQuery,
  RecSubmitBody,
} from '@loopline/shared/contracts/recognition';
import { RawReply, Reply, route } from '../../lib/http/route.ts';
import { detailPage, detailsJsonOf, detailTree, identifyProgress, pidFileOf } from './reads.ts';
import { submitRecognition } from './submit.ts';

/** A download's name: the drawing's, with the page and what it is (ASCII fallback plus UTF-8). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/** P&ID recognition runs and their first reads (issue 16 items 1 and 3): submit, progress, records, details, downloads. */
export const recognitionRoutes = [
  route({
    method: 'POST',
    path: '/api/recTask/submit',
    auth: 'user',
    summary:
      'Recognises drawings (editFile): the files given and every pdf/png/jpg below the folders given; one run per drawing',
    body: RecSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitRecognition(caller, body), 'pid.submitted'),
  }),
  route({
    method: 'POST',
    path: '/api/recTask/add',
    auth: 'admin',
    summary:
      "Adds a recognition task as an administrator (projectId, fileIds, dirIds): recTask/submit's run, with the same project membership and editFile rules",
    body: RecSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitRecognition(caller, body), 'pid.submitted'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/schedule/identifyProgress',
    auth: 'user',
    summary: 'Recognition state and numSuccess/numPage of drawings of a project (viewFile)',
    query: IdentifyProgressInput,
    handler: ({ query, caller, request }) =>
      identifyProgress(caller, request.lang, query.projectId, query.fileIds),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/schedule/identifyProgress',
    auth: 'user',
    summary: 'Recognition state and numSuccess/numPage of drawings of a project (viewFile)',
    body: IdentifyProgressInput,
    handler: ({ body, caller, request }) =>
      identifyProgress(caller, request.lang, body.projectId, body.fileIds),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/selectByFileId',
    auth: 'user',
    summary:
      "A drawing's P&ID record (viewFile): state, pages, failure reason, rule set used; null when never submitted",
    query: PidFileQuery,
    handler: ({ query, caller, request }) => pidFileOf(caller, request.lang, query.projectId, query.fileId),
  }),
  route({
    method: 'POST',
    path: '/api/pidFile/selectPidFileByFileId',
    auth: 'user',
    summary: "A drawing's P&ID record (viewFile), as selectByFileId",
    body: PidFileQuery,
    handler: ({ body, caller, request }) => pidFileOf(caller, request.lang, body.projectId, body.fileId),
  }),
  route({
    method: 'GET',
    path: '/api/pidDetail/page',
    auth: 'user',
    summary: "A page of a recognised drawing's details (viewFile) by type, parent line and page; size ≤ 5000",
    query: PidDetailPageQuery,
    handler: ({ query, caller }) => detailPage(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/pidDetail/tree',
    auth: 'user',
    summary:
      "A recognised drawing's tree (viewFile): per page the line numbers with what they join, and the loops",
    query: PidTreeQuery,
    handler: ({ query, caller }) => detailTree(caller, query.projectId, query.pfileId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/info/downloadDetails',
    auth: 'user',
    summary: "A recognised drawing's details, pipelines, loops and index rows as one JSON file (viewFile)",
    query: PidDownloadQuery,
    handler: async ({ query, caller }) => {
      const { json, fileName } = await detailsJsonOf(caller, query.projectId, query.fileId);
      return new RawReply(json, 'application/json', {
        'content-disposition': attachment(`${baseName(fileName)}-details.json`),
      });
    },
  }),
];
