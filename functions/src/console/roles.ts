import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE, USER_ROLE } from '@loopline/shared';
import { DATA_SCOPES } from '@loopline/shared/console/dataScopes';
import { API_SCOPES } from '@loopline/shared/console/scopes';
import type { GrantTree, RoleGrantKeys, RoleView } from '@loopline/shared/contracts/console';
import { BUILT_IN, getUser, setUserRoles, signOutOtherDevices } from '../account/index.ts';
import { role } from '../entities/role.ts';
import { roleGrant } from '../entities/roleGrant.ts';
import { forgetRoleGrants, roleGrantsOf } from '../lib/console/roleGrants.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { menuTree, packagedMenus } from './menus.ts';
import { tenantTopMenus } from './topMenus.ts';

const BUILT_IN_IDS = new Set([BUILT_IN.adminRole.id, BUILT_IN.userRole.id]);
const RESERVED_ALIASES = new Set([ADMIN_ROLE, USER_ROLE]);

export async function tenantRoles(tenantId: string): Promise<RoleView[]> {
  const { data } = await role.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data
    .map((r) => ({
      id: r.id,
      roleName: r.roleName,
      roleAlias: r.roleAlias,
      sort: r.sort ?? 0,
      builtIn: BUILT_IN_IDS.has(r.id),
      superRole: r.roleAlias === ADMIN_ROLE,
    }))
    .sort((a, b) => a.sort - b.sort || a.roleName.localeCompare(b.roleName));
}

export async function listRoles(tenantId: string, filter: { roleName?: string; roleAlias?: string }) {
  const roles = await tenantRoles(tenantId);
  const has = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase());
  return roles.filter((r) => has(r.roleName, filter.roleName) && has(r.roleAlias, filter.roleAlias));
}

export async function roleDetail(tenantId: string, id: string): Promise<RoleView> {
  const found = (await tenantRoles(tenantId)).find((r) => r.id === id);
  if (!found) throw new NotFoundError('console.roleNotFound');
  return found;
}

/** role/tree: the roles as tree nodes for pickers; tree-by-id leaves `exceptId` out. */
export async function roleTree(tenantId: string, exceptId?: string) {
  return (await tenantRoles(tenantId))
    .filter((r) => r.id !== exceptId)
    .map((r) => ({ id: r.id, title: r.roleName, key: r.id, value: r.id, children: [] }));
}

export async function submitRole(
  tenantId: string,
  input: { id?: string; roleName: string; roleAlias: string; sort: number },
): Promise<RoleView> {
  const roles = await tenantRoles(tenantId);
  if (input.id && !roles.some((r) => r.id === input.id)) throw new NotFoundError('console.roleNotFound');
  if (input.id && BUILT_IN_IDS.has(input.id)) throw new BadRequestError('console.builtInRole');
  if (
    RESERVED_ALIASES.has(input.roleAlias) ||
    roles.some((r) => r.roleAlias === input.roleAlias && r.id !== input.id)
  ) {
    throw new ConflictError('console.roleAliasTaken');
  }
  const record = {
    tenantId,
    id: input.id ?? randomUUID(),
    roleName: input.roleName,
    roleAlias: input.roleAlias,
    sort: input.sort,
  };
  await role.put(record).go();
  forgetRoleGrants();
  return { ...record, builtIn: false, superRole: false };
}

/** Removes roles the tenant added, with their grants; their holders are left with no back-office rights. */
export async function removeRoles(tenantId: string, ids: string[]) {
  const roles = await tenantRoles(tenantId);
  for (const id of ids) {
    if (!roles.some((r) => r.id === id)) throw new NotFoundError('console.roleNotFound');
    if (BUILT_IN_IDS.has(id)) throw new BadRequestError('console.builtInRole');
  }
  await role.delete(ids.map((id) => ({ tenantId, id }))).go();
  await roleGrant.delete(ids.map((roleId) => ({ tenantId, roleId }))).go();
  forgetRoleGrants();
}

/** What the grant dialog offers: every menu, top menu, data scope and API scope. */
export async function grantTree(tenantId: string): Promise<GrantTree> {
  const [menus, topMenus] = await Promise.all([packagedMenus(tenantId), tenantTopMenus(tenantId)]);
  return {
    menu: menuTree(menus),
    topMenu: topMenus.map((m) => ({ id: m.id, title: m.name, titleEn: m.nameEn })),
    dataScope: DATA_SCOPES.map((s) => ({ id: s.code, title: s.name, titleEn: s.nameEn })),
    apiScope: API_SCOPES.map((s) => ({ id: s.code, title: s.name, titleEn: s.nameEn })),
  };
}

/**
 * The grants of roles, united (menu/role-tree-keys). The administrator role holds every menu, top
 * menu and API scope; it has no data scope, since none limits it.
 */
export async function roleGrantKeys(tenantId: string, roleIds: string[]): Promise<RoleGrantKeys> {
  const [menus, topMenus] = await Promise.all([packagedMenus(tenantId), tenantTopMenus(tenantId)]);
  const keys = {
    menu: new Set<string>(),
    topMenu: new Set<string>(),
    dataScope: new Set<string>(),
    apiScope: new Set<string>(),
  };
  const add = (set: Set<string>, ids: Iterable<string>) => {
    for (const id of ids) set.add(id);
  };
  for (const id of roleIds) {
    const grants = await roleGrantsOf(tenantId, id);
    if (!grants) throw new NotFoundError('console.roleNotFound');
    add(keys.menu, grants.superRole ? menus.map((x) => x.id) : grants.menuIds);
    add(keys.topMenu, grants.superRole ? topMenus.map((x) => x.id) : grants.topMenuIds);
    add(keys.dataScope, grants.superRole ? [] : grants.dataScopes);
    add(keys.apiScope, grants.superRole ? API_SCOPES.map((x) => x.code) : grants.apiScopes);
  }
  return {
    menu: [...keys.menu],
    topMenu: [...keys.topMenu],
    dataScope: [...keys.dataScope],
    apiScope: [...keys.apiScope],
  };
}

export interface GrantInput {
  roleIds: string[];
  menuIds: string[];
  topMenuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** Sets what roles are granted (replacing what they had). Everything is checked before anything is written. */
export async function grantRoles(tenantId: string, input: GrantInput, now = new Date()) {
  const [roles, menus, topMenus] = await Promise.all([
    tenantRoles(tenantId),
    packagedMenus(tenantId),
    tenantTopMenus(tenantId),
  ]);
  for (const id of input.roleIds) {
    if (!roles.some((r) => r.id === id)) throw new NotFoundError('console.roleNotFound');
    if (BUILT_IN_IDS.has(id)) throw new BadRequestError('console.builtInRole');
  }
  const menuIds = new Set(menus.map((m) => m.id));
  const scopeCodes = new Set(API_SCOPES.map((s) => s.code));
  const dataCodes = new Set(DATA_SCOPES.map((s) => s.code));
  const topMenuIds = new Set(topMenus.map((m) => m.id));
  if (
    input.menuIds.some((id) => !menuIds.has(id)) ||
    input.apiScopeIds.some((id) => !scopeCodes.has(id)) ||
    input.dataScopeIds.some((id) => !dataCodes.has(id)) ||
    input.topMenuIds.some((id) => !topMenuIds.has(id))
  ) {
    throw new BadRequestError('console.unknownGrant');
  }
  await roleGrant
    .put(
      input.roleIds.map((roleId) => ({
        tenantId,
        roleId,
        menuIds: [...new Set(input.menuIds)],
        topMenuIds: [...new Set(input.topMenuIds)],
        dataScopeIds: [...new Set(input.dataScopeIds)],
        apiScopeIds: [...new Set(input.apiScopeIds)],
        updatedAt: now.toISOString(),
      })),
    )
    .go();
  forgetRoleGrants();
}

/**
 * blade-user/grant: gives users roles. Any back-office role makes the user a platform administrator;
 * their devices are signed out, since their tokens carry the roles they had.
 */
export async function grantUsers(tenantId: string, callerId: string, userIds: string[], roleIds: string[]) {
  const roles = await tenantRoles(tenantId);
  if (roleIds.some((id) => !roles.some((r) => r.id === id))) throw new NotFoundError('console.roleNotFound');
  if (userIds.includes(callerId)) throw new BadRequestError('console.ownRoles');
  const users = await Promise.all(userIds.map((id) => getUser(id)));
  if (users.some((u) => !u || u.tenantId !== tenantId)) throw new NotFoundError('account.notFound');
  const admin = roleIds.some((id) => id !== BUILT_IN.userRole.id);
  for (const userId of userIds) {
    await setUserRoles(userId, roleIds, [admin ? ADMIN_ROLE : USER_ROLE]);
    await signOutOtherDevices(userId);
  }
}
