import {
  BladeUserDetailQuery,
  BladeUserIdsBody,
  BladeUserSubmitBody,
  RegisterGuestBody,
} from '@loopline/shared/contracts/bladeUser';
import { PlatformUserListQuery } from '@loopline/shared/contracts/console';
import { pageTenantUsers } from '../account/index.ts';
import { callerRowScope } from '../lib/console/dataScopes.ts';
import { Reply, route } from '../lib/http/route.ts';
import { registerGuest, removeUsers, resetToInitialPassword, submitUser, unlockUsers } from './bladeUsers.ts';
import { userDetail } from './platformUsers.ts';

const P = '/api/blade-user';

/**
 * The blade-user administrator rows (spec 2 §7): the tenant's users, through the services of the
 * cloud/platformUser routes. `info`, `update-password` and `update-info` are the user's own (user/).
 */
export const bladeUserRoutes = [
  route({
    method: 'GET',
    path: `${P}/page`,
    auth: 'admin',
    summary: 'A page of the tenant’s users, newest first (current, size; keyword, status)',
    query: PlatformUserListQuery,
    handler: async ({ query, caller }) =>
      pageTenantUsers(caller.tenantId, { ...query, scope: await callerRowScope(caller, 'platformUser') }),
  }),
  route({
    method: 'GET',
    path: `${P}/detail`,
    auth: 'admin',
    summary: 'One user of the tenant (id)',
    query: BladeUserDetailQuery,
    handler: async ({ query, caller }) => userDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: `${P}/submit`,
    auth: 'admin',
    summary:
      'Create a user (account, phone, password; realName, email, roleIds) or change one (id; account, realName, roleIds)',
    body: BladeUserSubmitBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) =>
      new Reply(
        await submitUser(caller.tenantId, caller.userId, body),
        body.id ? 'console.saved' : 'platformUser.created',
      ),
  }),
  route({
    method: 'POST',
    path: `${P}/remove`,
    auth: 'admin',
    summary: 'Delete users of the tenant at once (ids): not oneself, not administrators',
    body: BladeUserIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await removeUsers(caller.tenantId, caller.userId, body.ids);
      return new Reply(true, 'console.removed');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/reset-password`,
    auth: 'admin',
    summary: 'Set users’ passwords (ids) to the account.initPassword parameter; they are signed out',
    body: BladeUserIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await resetToInitialPassword(caller.tenantId, caller.userId, body.ids);
      return new Reply(true, 'bladeUser.passwordReset');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/unlock`,
    auth: 'admin',
    summary: 'Lift the sign-in lock of users (ids) locked by failed sign-ins',
    body: BladeUserIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await unlockUsers(caller.tenantId, body.ids);
      return new Reply(true, 'bladeUser.unlocked');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/register-guest`,
    auth: 'admin',
    summary: 'Open a guest account in the tenant (account, phone; realName) with the account.initPassword',
    body: RegisterGuestBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) =>
      new Reply(await registerGuest(caller.tenantId, body), 'platformUser.created'),
  }),
];
