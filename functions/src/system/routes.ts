import { UserSelectQuery } from '@loopline/shared/contracts/system';
import { getUser, listDepts, listRoles } from '../account/index.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { route } from '../lib/http/route.ts';

/** A user may look up their own departments and roles; administrators anyone's in their tenant. */
async function targetUser(caller: Caller, userId: string | undefined) {
  const id = userId || caller.userId;
  if (id !== caller.userId && !caller.isAdmin) throw new ForbiddenError();
  const user = await getUser(id);
  if (!user || user.tenantId !== caller.tenantId) throw new NotFoundError('account.notFound');
  return user;
}

export const systemRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/dept/select',
    auth: 'user',
    summary: 'Departments of a user, for the department/role switch',
    query: UserSelectQuery,
    handler: async ({ query, caller }) => {
      const user = await targetUser(caller, query.userId);
      const depts = await listDepts(user.tenantId);
      return depts
        .filter((d) => user.deptIds.includes(d.id))
        .map((d) => ({ id: d.id, deptName: d.deptName }));
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/role/select',
    auth: 'user',
    summary: 'Roles of a user, for the department/role switch',
    query: UserSelectQuery,
    handler: async ({ query, caller }) => {
      const user = await targetUser(caller, query.userId);
      const roles = await listRoles(user.tenantId);
      return roles
        .filter((r) => user.roleIds.includes(r.id))
        .map((r) => ({ id: r.id, roleName: r.roleName, roleAlias: r.roleAlias }));
    },
  }),
];
