import {
  AccessHistoryQuery,
  AccessRemoveAllQuery,
  AccessRemoveQuery,
} from '@loopline/shared/contracts/accessHistory';
import { Reply, route } from '../lib/http/route.ts';
import { listAccesses, removeAccesses, removeAllAccesses } from './accessHistory.ts';

/** cloud/accesshistory (spec 3 §7): who opened which project or file; administrators read and remove it. */
export const accessHistoryRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/accesshistory/page',
    auth: 'admin',
    summary:
      'A page of accesses to projects or files, newest first (current, size; accessSourceType project|file, startDate, endDate ≤ 31 days, account)',
    query: AccessHistoryQuery,
    handler: async ({ query, caller }) => listAccesses(caller.tenantId, query),
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/accesshistory/remove',
    auth: 'admin',
    summary: 'Remove access records (ids, comma-joined in the query): all or none',
    query: AccessRemoveQuery,
    handler: async ({ query, caller }) => {
      const count = await removeAccesses(caller.tenantId, query.ids);
      return new Reply(count, 'access.removed', { count });
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/accesshistory/remove/all',
    auth: 'admin',
    summary: 'Remove every access record of one type (accessSourceType project|file)',
    query: AccessRemoveAllQuery,
    handler: async ({ query, caller }) => {
      const count = await removeAllAccesses(caller.tenantId, query.accessSourceType);
      return new Reply(count, 'access.removed', { count });
    },
  }),
];
