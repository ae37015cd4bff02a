import {
  IdsBody,
  type MenuButton,
  MenuIdQuery,
  MenuRoutesQuery,
  MenuSubmitBody,
  RoleGrantBody,
  RoleIdQuery,
  RoleListQuery,
  RoleSubmitBody,
  RoleTreeByIdQuery,
  RoleTreeKeysQuery,
  UserGrantBody,
} from '@loopline/shared/contracts/console';
import { roleGrantsOf } from '../lib/console/roleGrants.ts';
import { NotFoundError } from '../lib/errors.ts';
import { Reply, route } from '../lib/http/route.ts';
import {
  grantedButtons,
  grantedMenuTree,
  menuTree,
  packagedMenus,
  removeMenus,
  submitMenu,
  tenantMenus,
} from './menus.ts';
import {
  grantRoles,
  grantTree,
  grantUsers,
  listRoles,
  removeRoles,
  roleDetail,
  roleGrantKeys,
  roleTree,
  submitRole,
} from './roles.ts';
import { tenantTopMenus, visibleTopMenus, withinTopMenu } from './topMenus.ts';

/** blade-system role and menu (spec 3 §6–7): roles, their grants, and the menu the back office is built from. */
export const roleRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/role/list',
    auth: 'admin',
    summary: 'Roles of the tenant (filters roleName, roleAlias)',
    query: RoleListQuery,
    handler: async ({ query, caller }) => listRoles(caller.tenantId, query),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/role/detail',
    auth: 'admin',
    summary: 'One role (id)',
    query: RoleIdQuery,
    handler: async ({ query, caller }) => roleDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/role/submit',
    auth: 'admin',
    summary: 'Add a role, or change one the tenant added (id): roleName, roleAlias, sort',
    body: RoleSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitRole(caller.tenantId, body), 'console.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/role/remove',
    auth: 'admin',
    summary: 'Remove roles the tenant added (ids), with their grants',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeRoles(caller.tenantId, body.ids);
      return new Reply(true, 'console.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/role/grant',
    auth: 'admin',
    summary: 'Set the grants of roles: roleIds, menuIds, dataScopeIds, apiScopeIds (topMenuIds)',
    body: RoleGrantBody,
    handler: async ({ body, caller }) => {
      await grantRoles(caller.tenantId, body);
      return new Reply(true, 'console.granted');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/role/tree',
    auth: 'admin',
    summary: 'The roles as tree nodes (for pickers)',
    handler: async ({ caller }) => roleTree(caller.tenantId),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/role/tree-by-id',
    auth: 'admin',
    summary: 'The roles as tree nodes, without the role roleId',
    query: RoleTreeByIdQuery,
    handler: async ({ query, caller }) => roleTree(caller.tenantId, query.roleId),
  }),
  route({
    method: 'POST',
    path: '/api/blade-user/grant',
    auth: 'admin',
    summary:
      'Give users roles (userIds, roleIds); a back-office role makes them administrators, signed out to sign in again',
    body: UserGrantBody,
    handler: async ({ body, caller }) => {
      await grantUsers(caller.tenantId, caller.userId, body.userIds, body.roleIds);
      return new Reply(true, 'console.granted');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/list',
    auth: 'admin',
    summary: 'Every back-office menu of the tenant, as a tree',
    handler: async ({ caller }) => menuTree(await tenantMenus(caller.tenantId)),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/detail',
    auth: 'admin',
    summary: 'One menu (id)',
    query: MenuIdQuery,
    handler: async ({ query, caller }) => {
      const found = (await tenantMenus(caller.tenantId)).find((m) => m.id === query.id);
      if (!found) throw new NotFoundError('console.menuNotFound');
      return found;
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/menu/submit',
    auth: 'admin',
    summary: 'Add a menu, or change one the tenant added (id): parentId, code, name, nameEn, path, sort',
    body: MenuSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitMenu(caller.tenantId, body), 'console.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/menu/remove',
    auth: 'admin',
    summary: 'Remove menus the tenant added (ids) that have no children',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeMenus(caller.tenantId, body.ids);
      return new Reply(true, 'console.removed');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/grant-tree',
    auth: 'admin',
    summary: 'What a role can be granted: menus (tree), API scopes, data scopes, top menus',
    handler: async ({ caller }) => grantTree(caller.tenantId),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/role-tree-keys',
    auth: 'admin',
    summary: 'What roles are granted (roleIds): menu, apiScope, dataScope and topMenu ids',
    query: RoleTreeKeysQuery,
    handler: async ({ query, caller }) => roleGrantKeys(caller.tenantId, query.roleIds),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/routes',
    auth: 'admin',
    summary: 'The signed-in administrator’s back-office menu, from their role’s grants (within topMenuId)',
    query: MenuRoutesQuery,
    handler: async ({ query, caller }) => {
      const grants = await roleGrantsOf(caller.tenantId, caller.roleId);
      if (!grants) return [];
      const tree = grantedMenuTree(await packagedMenus(caller.tenantId), grants);
      if (!query.topMenuId) return tree;
      const top = visibleTopMenus(await tenantTopMenus(caller.tenantId), grants).find(
        (m) => m.id === query.topMenuId,
      );
      if (!top) throw new NotFoundError('topMenu.notFound');
      return withinTopMenu(tree, new Set(top.menuIds));
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/menu/buttons',
    auth: 'admin',
    summary:
      'The page buttons the signed-in administrator’s role grants (code, page), to show or hide actions',
    bodyFormat: 'none',
    handler: async ({ caller }): Promise<MenuButton[]> => {
      const grants = await roleGrantsOf(caller.tenantId, caller.roleId);
      if (!grants) return [];
      return grantedButtons(await packagedMenus(caller.tenantId), grants);
    },
  }),
];
