import { OperateLogExportBody, OperateLogQuery, OperateStatsQuery } from '@loopline/shared/contracts/console';
import { attachment, datedName } from '../lib/http/attachment.ts';
import { RawReply, route } from '../lib/http/route.ts';
import { exportOperations, listOperations, operationsPerDay, topOperations } from './operateLog.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** cloud/operateLog (spec 3 §7): reading the audit trail. Nothing here changes it. */
export const operateLogRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/operateLog/listOperate',
    auth: 'admin',
    summary:
      'A page of the operation log, newest first (current, size; startDate, endDate ≤ 31 days, account, operaModule)',
    query: OperateLogQuery,
    handler: async ({ query, caller, request }) => listOperations(caller.tenantId, query, request.lang),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/operateLog/exportOperate',
    auth: 'admin',
    summary: 'The filtered operation log as xlsx, named operation log plus the date',
    body: OperateLogExportBody,
    handler: async ({ body, caller, request }) =>
      new RawReply(await exportOperations(caller.tenantId, body, request.lang), XLSX, {
        'content-disposition': attachment(datedName('operateLog.exportName', request.lang)),
      }),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/operateLog/listTopOperaUsers',
    auth: 'admin',
    summary: 'The five most active accounts of a range (startDate, endDate)',
    query: OperateStatsQuery,
    handler: async ({ query, caller }) => topOperations(caller.tenantId, query, 'user'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/operateLog/listTopOperaModules',
    auth: 'admin',
    summary: 'The five most used modules of a range (startDate, endDate)',
    query: OperateStatsQuery,
    handler: async ({ query, caller }) => topOperations(caller.tenantId, query, 'module'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/operateLog/operaStatistics',
    auth: 'admin',
    summary: 'State-changing calls per day of a range (startDate, endDate)',
    body: OperateStatsQuery,
    handler: async ({ body, caller }) => operationsPerDay(caller.tenantId, body),
  }),
];
