import {
  PrivilegeDetailQuery,
  PrivilegeListQuery,
  PrivilegeRemoveBody,
  PrivilegeSubmitBody,
} from '@loopline/shared/contracts/privilege';
import { pageOf } from '../lib/envelope.ts';
import { Reply, route } from '../lib/http/route.ts';
import { comparisonItemRows } from '../membership/index.ts';
import {
  clientPrivileges,
  listPrivileges,
  privilegeDetail,
  removePrivileges,
  submitPrivilege,
} from './privileges.ts';

/** cloudPrivilege (spec 3 §7): membership privileges for administrators, and the comparison's read of them. */
export const privilegeRoutes = [
  route({
    method: 'GET',
    path: '/api/cloudPrivilege/list',
    auth: 'admin',
    summary: 'Membership privileges, paged (current, size; name and status filters)',
    query: PrivilegeListQuery,
    handler: async ({ query, caller }) =>
      pageOf(await listPrivileges(caller.tenantId, query), query.current, query.size),
  }),
  route({
    method: 'GET',
    path: '/api/cloudPrivilege/detail',
    auth: 'admin',
    summary: 'One membership privilege (id)',
    query: PrivilegeDetailQuery,
    handler: async ({ query, caller }) => privilegeDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/cloudPrivilege/submit',
    auth: 'admin',
    summary:
      'Add a membership privilege, or change one (id): both languages, a limit per tier (natural number, -1 unlimited), sort and status',
    body: PrivilegeSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(await submitPrivilege(caller.tenantId, body), 'privilege.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloudPrivilege/remove',
    auth: 'admin',
    summary: 'Remove membership privileges (ids): all or none',
    body: PrivilegeRemoveBody,
    handler: async ({ body, caller }) => {
      await removePrivileges(caller.tenantId, body.ids);
      return new Reply(null, 'privilege.removed');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/equity/preview/list',
    auth: 'user',
    summary:
      'The membership comparison’s rows in the caller’s language: the published function items (kind set; each tier’s value) then the shown privileges, in order',
    handler: async ({ caller, request }) => [
      ...(await comparisonItemRows(request.lang)),
      ...(await clientPrivileges(caller.tenantId, request.lang)),
    ],
  }),
];
