import {
  IdsBody,
  MenuIdQuery,
  TopMenuGrantBody,
  TopMenuKeysQuery,
  TopMenuListQuery,
  TopMenuSubmitBody,
} from '@loopline/shared/contracts/console';
import { roleGrantsOf } from '../lib/console/roleGrants.ts';
import { Reply, route } from '../lib/http/route.ts';
import { menuTree, tenantMenus } from './menus.ts';
import {
  grantTopMenus,
  listTopMenus,
  removeTopMenus,
  submitTopMenu,
  tenantTopMenus,
  topMenuDetail,
  topMenuKeys,
  visibleTopMenus,
} from './topMenus.ts';

/**
 * Top menus (spec 3 §7 "Top menu: list, detail, remove, submit, grant, grant-top-tree, top-tree-keys";
 * the prefix is not shown, BladeX's `/blade-system/topmenu` is used) and the caller's own top menus.
 */
export const topMenuRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/topmenu/list',
    auth: 'admin',
    summary: 'A page of the tenant’s top menus (current, size; name)',
    query: TopMenuListQuery,
    handler: async ({ query, caller }) => listTopMenus(caller.tenantId, query),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/topmenu/detail',
    auth: 'admin',
    summary: 'One top menu (id) with the menus under it',
    query: MenuIdQuery,
    handler: async ({ query, caller }) => topMenuDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/topmenu/submit',
    auth: 'admin',
    summary: 'Add a top menu or change one (id): code, name, nameEn, sort',
    body: TopMenuSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(await submitTopMenu(caller.tenantId, body), 'console.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/topmenu/remove',
    auth: 'admin',
    summary: 'Remove top menus (ids); roles granted them lose the grant',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeTopMenus(caller.tenantId, body.ids);
      return new Reply(true, 'console.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/topmenu/grant',
    auth: 'admin',
    summary: 'Set the menus under top menus (topMenuIds, menuIds)',
    body: TopMenuGrantBody,
    handler: async ({ body, caller }) => {
      await grantTopMenus(caller.tenantId, body.topMenuIds, body.menuIds);
      return new Reply(true, 'console.granted');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/topmenu/grant-top-tree',
    auth: 'admin',
    summary: 'The menus a top menu can group, as a tree',
    handler: async ({ caller }) => menuTree(await tenantMenus(caller.tenantId)),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/topmenu/top-tree-keys',
    auth: 'admin',
    summary: 'The menus under top menus (topMenuIds), united',
    query: TopMenuKeysQuery,
    handler: async ({ query, caller }) => topMenuKeys(caller.tenantId, query.topMenuIds),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/menu/top-menu',
    auth: 'admin',
    summary: 'The top menus the signed-in administrator’s role is granted (all for the administrator role)',
    handler: async ({ caller }) => {
      const grants = await roleGrantsOf(caller.tenantId, caller.roleId);
      if (!grants) return [];
      return visibleTopMenus(await tenantTopMenus(caller.tenantId), grants);
    },
  }),
];
