import {
  PlatformUserListQuery,
  UserIdBody,
  UserIdQuery,
  UserStatusBody,
} from '@loopline/shared/contracts/console';
import { pageTenantUsers } from '../account/index.ts';
import { callerRowScope } from '../lib/console/dataScopes.ts';
import { Reply, route } from '../lib/http/route.ts';
import { changeStatus, resetUserPassword, userDetail } from './platformUsers.ts';

const list = (path: string) =>
  route({
    method: 'GET',
    path,
    auth: 'admin',
    summary: 'A page of the tenant’s users, newest first (current, size; keyword, status)',
    query: PlatformUserListQuery,
    handler: async ({ query, caller }) =>
      pageTenantUsers(caller.tenantId, { ...query, scope: await callerRowScope(caller, 'platformUser') }),
  });

const status = (path: string) =>
  route({
    method: 'POST',
    path,
    auth: 'admin',
    summary: 'Disable (0) or enable (1) users (ids); disabled users are signed out at once',
    body: UserStatusBody,
    handler: async ({ body, caller }) => {
      await changeStatus(caller.tenantId, caller.userId, body.ids, body.status);
      return new Reply(true, 'console.saved');
    },
  });

/** Platform users (spec 3 §2–§4, §7): list, detail, status and password reset. */
export const platformUserRoutes = [
  list('/api/cloud/platformUser/list'),
  list('/api/backend/user/list'),
  status('/api/cloud/platformUser/changeStatus'),
  status('/api/cloud/user/changeStatus'),
  route({
    method: 'GET',
    path: '/api/cloud/user/info',
    auth: 'admin',
    summary: 'One user’s detail for the back office (userId)',
    query: UserIdQuery,
    handler: async ({ query, caller }) => userDetail(caller.tenantId, query.userId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/reset',
    auth: 'admin',
    summary: 'Reset a user’s password (userId): answers the new password once; the user is signed out',
    body: UserIdBody,
    handler: async ({ body, caller }) =>
      new Reply(await resetUserPassword(caller.tenantId, caller.userId, body.userId), 'platformUser.reset'),
  }),
];
