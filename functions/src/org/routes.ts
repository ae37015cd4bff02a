import { IdsBody } from '@loopline/shared/contracts/console';
import {
  ClientIdQuery,
  ClientListQuery,
  ClientNameQuery,
  ClientSubmitBody,
  DeptAssignBody,
  DeptIdQuery,
  DeptLazyQuery,
  DeptListQuery,
  DeptSubmitBody,
  PackageIdQuery,
  PackageSubmitBody,
  PostIdQuery,
  PostListQuery,
  PostSubmitBody,
  RegionCodeQuery,
  RegionLazyQuery,
  RegionRemoveBody,
  RegionSelectQuery,
  RegionSubmitBody,
  TenantAddBody,
  TenantIdQuery,
  TenantListQuery,
  TenantRemoveBody,
} from '@loopline/shared/contracts/org';
import { Reply, route } from '../lib/http/route.ts';
import { clientSettingRoutes } from './clientSettingRoutes.ts';
import { clientDetail, listClients, publicClients, removeClients, submitClient } from './clients.ts';
import { assignDept, deptDetail, matchesDept, removeDepts, submitDept, tenantDepts } from './depts.ts';
import { deptChildren, deptTree } from './deptTree.ts';
import { listPackages, packageDetail, removePackages, submitPackage } from './packages.ts';
import { listPosts, postDetail, removePosts, submitPost } from './posts.ts';
import { regionFileRoutes } from './regionFileRoutes.ts';
import { regionDetail, regionLazyTree, regionSelect, removeRegion, submitRegion } from './regions.ts';
import { listTenants, removeTenants, requireTenantManager, submitTenant, tenantDetail } from './tenants.ts';

/**
 * Departments and posts of the caller's tenant, and the platform's regions (blade-system; spec 3 §7).
 * The tsv marks the department reads `user`: they are back-office screens here (admin, under an API
 * scope); the client's department switch is `dept/select` (system group).
 */
const deptRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/dept/list',
    auth: 'admin',
    summary: 'The tenant’s departments as a tree (filters deptName, fullName keep matches and their parents)',
    query: DeptListQuery,
    handler: async ({ query, caller }) => {
      const depts = await tenantDepts(caller.tenantId);
      if (!query.deptName && !query.fullName) return deptTree(depts);
      return depts
        .filter((d) => matchesDept(d, query))
        .map((d) => ({ ...d, hasChildren: false, children: [] }));
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/dept/lazy-list',
    auth: 'admin',
    summary: 'One level of departments (parentId, 0 for the roots), each saying whether it has children',
    query: DeptLazyQuery,
    handler: async ({ query, caller }) => deptChildren(await tenantDepts(caller.tenantId), query.parentId),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/dept/tree',
    auth: 'admin',
    summary: 'The tenant’s departments as a tree (for pickers)',
    handler: async ({ caller }) => deptTree(await tenantDepts(caller.tenantId)),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/dept/lazy-tree',
    auth: 'admin',
    summary: 'One level of the department tree (parentId), for pickers that open on demand',
    query: DeptLazyQuery,
    handler: async ({ query, caller }) => deptChildren(await tenantDepts(caller.tenantId), query.parentId),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/dept/detail',
    auth: 'admin',
    summary: 'One department (id)',
    query: DeptIdQuery,
    handler: async ({ query, caller }) => deptDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/dept/submit',
    auth: 'admin',
    summary: 'Add a department or change one (id): parentId, deptName, fullName, sort, remark',
    body: DeptSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitDept(caller.tenantId, body), 'org.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/dept/remove',
    auth: 'admin',
    summary: 'Remove departments (ids) with no departments below them and no users',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeDepts(caller.tenantId, body.ids);
      return new Reply(true, 'org.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/dept/assign-users',
    auth: 'admin',
    summary: 'Put users (userIds) in a department (deptId); they are signed out to sign in again',
    body: DeptAssignBody,
    handler: async ({ body, caller }) => {
      await assignDept(caller.tenantId, body.userIds, body.deptId);
      return new Reply(true, 'org.saved');
    },
  }),
];

const postRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/post/list',
    auth: 'admin',
    summary: 'A page of the tenant’s posts (current, size; postName, postCode, category)',
    query: PostListQuery,
    handler: async ({ query, caller }) => listPosts(caller.tenantId, query),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/post/detail',
    auth: 'admin',
    summary: 'One post (id)',
    query: PostIdQuery,
    handler: async ({ query, caller }) => postDetail(caller.tenantId, query.id),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/post/submit',
    auth: 'admin',
    summary: 'Add a post or change one (id): category, postCode, postName, sort, remark',
    body: PostSubmitBody,
    handler: async ({ body, caller }) => new Reply(await submitPost(caller.tenantId, body), 'org.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/post/remove',
    auth: 'admin',
    summary: 'Remove posts (ids)',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removePosts(caller.tenantId, body.ids);
      return new Reply(true, 'org.removed');
    },
  }),
];

/** Regions are the same for every tenant; only the select is open to users (address pickers). */
const regionRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/region/select',
    auth: 'user',
    summary: 'The regions directly under one (code; the provinces when none)',
    query: RegionSelectQuery,
    handler: async ({ query }) => regionSelect(query.code),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/region/lazy-tree',
    auth: 'admin',
    summary: 'One level of the region tree (parentCode), each saying whether it has children',
    query: RegionLazyQuery,
    handler: async ({ query }) => regionLazyTree(query.parentCode),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/region/detail',
    auth: 'admin',
    summary: 'One region (code)',
    query: RegionCodeQuery,
    handler: async ({ query }) => regionDetail(query.code),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/region/submit',
    auth: 'admin',
    summary: 'Add or change a region: code (its level and parent follow from it), name, sort, remark',
    body: RegionSubmitBody,
    handler: async ({ body }) => new Reply(await submitRegion(body), 'org.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/region/remove',
    auth: 'admin',
    summary: 'Remove a region (code) with nothing under it',
    body: RegionRemoveBody,
    handler: async ({ body }) => {
      await removeRegion(body.code);
      return new Reply(true, 'org.removed');
    },
  }),
];

/** Tenants and packages: kept by the platform tenant's administrators only (403 for another tenant's). */
const tenantRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/tenant/list',
    auth: 'admin',
    summary: 'A page of the tenants (current, size; tenantName)',
    query: TenantListQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return listTenants(query);
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/tenant/detail',
    auth: 'admin',
    summary: 'One tenant (tenantId)',
    query: TenantIdQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return tenantDetail(query.tenantId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/tenant/submit',
    auth: 'admin',
    summary:
      'Add a tenant (its id is made) or change one (tenantId): name, contact, limits, expiry, package, status',
    body: TenantAddBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      return new Reply(await submitTenant(body), 'org.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/tenant/remove',
    auth: 'admin',
    summary: 'Remove tenants (ids) that hold no users',
    body: TenantRemoveBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      await removeTenants(body.ids);
      return new Reply(true, 'org.removed');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/tenant-package/list',
    auth: 'admin',
    summary: 'A page of the tenant packages (current, size)',
    query: PostListQuery.pick({ current: true, size: true }),
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return listPackages(query);
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/tenant-package/detail',
    auth: 'admin',
    summary: 'One tenant package (id) with its menus',
    query: PackageIdQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return packageDetail(query.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/tenant-package/submit',
    auth: 'admin',
    summary: 'Add or change a tenant package: packageName, menuIds (built-in menus), remark',
    body: PackageSubmitBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      return new Reply(await submitPackage(body), 'org.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/tenant-package/remove',
    auth: 'admin',
    summary: 'Remove tenant packages (ids) no tenant is bound to',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      await removePackages(body.ids);
      return new Reply(true, 'org.removed');
    },
  }),
];

/** OAuth clients: platform-wide, kept by the platform tenant's administrators; users read the public list. */
const clientRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/client/list',
    auth: 'admin',
    summary: 'A page of the OAuth clients (current, size; clientId), secrets masked',
    query: ClientListQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return listClients(query);
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/client/detail',
    auth: 'admin',
    summary: 'One OAuth client (id), its secret masked',
    query: ClientIdQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return clientDetail(query.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/client/submit',
    auth: 'admin',
    summary:
      'Add an OAuth client or change one (id); a new secret (new client or resetSecret) is answered once',
    body: ClientSubmitBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      return new Reply(await submitClient(body), 'org.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/client/remove',
    auth: 'admin',
    summary: 'Remove OAuth clients (ids)',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      await removeClients(body.ids);
      return new Reply(true, 'org.removed');
    },
  }),
  ...['/api/blade-system/client/queryList', '/api/blade-system/client/common-list'].map((path) =>
    route({
      method: 'GET',
      path,
      auth: 'user',
      summary: 'The enabled applications (clientId, clientName), by part of the name (clientName)',
      query: ClientNameQuery,
      handler: async ({ query }) => publicClients(query.clientName),
    }),
  ),
];

export const orgRoutes = [
  ...deptRoutes,
  ...postRoutes,
  ...regionRoutes,
  ...regionFileRoutes,
  ...tenantRoutes,
  ...clientRoutes,
  ...clientSettingRoutes,
];
