import {
  BatchImportBody,
  ExcelHeadQuery,
  IndexListQuery,
  PidDrawingScope,
  ProjectXlsFileQuery,
  UpdateIndexBody,
} from '@loopline/shared/contracts/pidLoops';
import { RawReply, Reply, route } from '../../lib/http/route.ts';
import { attachment } from './attachment.ts';
import { batchImport, excelHead } from './import.ts';
import { exportIndex, listIndex, updateIndex } from './service.ts';
import { projectWorkbooks } from './workbooks.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The instrument index of a recognised drawing (spec 1 §7, spec 3 §7) and attribute import from an xlsx entry. */
export const indexRoutes = [
  route({
    method: 'GET',
    path: '/api/instrumentIndex/list',
    auth: 'user',
    summary: "A page of a recognised drawing's instrument index (viewFile), one row per tag, by keyword",
    query: IndexListQuery,
    handler: ({ query, caller }) => listIndex(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/instrumentIndex/updateIndex',
    auth: 'user',
    summary: 'Inline edits of index rows by tag (editFile): service, location, range, unit, signal, remark',
    body: UpdateIndexBody,
    handler: async ({ body, caller }) => new Reply(await updateIndex(caller, body), 'pid.index.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/instrumentIndex/exportIndex',
    auth: 'user',
    summary: "A recognised drawing's instrument index as xlsx (viewFile), the date in the name as YYYY-MM-DD",
    body: PidDrawingScope,
    handler: async ({ body, caller, request }) => {
      const { buffer, fileName } = await exportIndex(caller, request.lang, body);
      return new RawReply(buffer, XLSX, { 'content-disposition': attachment(fileName) });
    },
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/queryProjectXlsFile',
    auth: 'user',
    summary:
      'The .xlsx files of a project the caller may view (viewFile), by name with their folder path: workbooks to import attributes from',
    query: ProjectXlsFileQuery,
    handler: ({ query, caller }) => projectWorkbooks(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/getDataExcelHead',
    auth: 'user',
    summary:
      'The header row, row count and first rows of an xlsx entry of the project (viewFile), for a mapping',
    query: ExcelHeadQuery,
    handler: ({ query, caller }) => excelHead(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/pidFile/batchImportData',
    auth: 'user',
    summary:
      'Index values from an xlsx entry, columns mapped to fields, rows matched by tag (editFile); a result per row',
    body: BatchImportBody,
    handler: async ({ body, caller, request }) => {
      const answer = await batchImport(caller, request.lang, body);
      return new Reply(answer, 'pid.import.done', { count: answer.updated });
    },
  }),
];
