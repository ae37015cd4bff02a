import {
  ParamDetailQuery,
  ParamListQuery,
  ParamRemoveBody,
  ParamSubmitBody,
} from '@loopline/shared/contracts/settings';
import { pageOf } from '../lib/envelope.ts';
import { Reply, route } from '../lib/http/route.ts';
import { params } from './index.ts';

/** blade-system/param: the tenant's system parameters (spec 3 §3, §5, §7), for administrators. */
export const paramRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/param/list',
    auth: 'admin',
    summary: 'System parameters, paged (current, size; paramName and paramKey filters)',
    query: ParamListQuery,
    handler: async ({ query, caller }) =>
      pageOf(await params.list(caller.tenantId, query), query.current, query.size),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/param/detail',
    auth: 'admin',
    summary: 'One system parameter (id)',
    query: ParamDetailQuery,
    handler: async ({ query, caller }) => params.detail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/param/submit',
    auth: 'admin',
    summary: 'Add a system parameter, or change one (id); paramName, paramKey, paramValue, remark required',
    body: ParamSubmitBody,
    handler: async ({ body, caller }) => new Reply(await params.submit(caller.tenantId, body), 'param.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/param/remove',
    auth: 'admin',
    summary: 'Remove system parameters (ids): all or none',
    body: ParamRemoveBody,
    handler: async ({ body, caller }) => {
      await params.remove(caller.tenantId, body.ids);
      return new Reply(null, 'param.removed');
    },
  }),
];
