import { ADMIN_ROLE } from '@loopline/shared';
import { role } from '../../entities/role.ts';
import { roleGrant } from '../../entities/roleGrant.ts';
import type { ApiGrants } from '../policies/apiScope.ts';

/** A role's back-office grants as the pipeline and the menu need them. */
export interface RoleGrants extends ApiGrants {
  roleId: string;
  menuIds: ReadonlySet<string>;
  topMenuIds: ReadonlySet<string>;
  dataScopes: ReadonlySet<string>;
}

/**
 * Grants change rarely and are read on every administrator call, so each process keeps them for a
 * short while. A change made through this process is seen at once (`forgetRoleGrants`); another
 * Lambda instance sees it within CACHE_MS.
 */
const CACHE_MS = 15_000;
const cache = new Map<string, { at: number; value: Promise<RoleGrants | null> }>();

async function load(tenantId: string, roleId: string): Promise<RoleGrants | null> {
  const [found, grant] = await Promise.all([
    role.get({ tenantId, id: roleId }).go(),
    roleGrant.get({ tenantId, roleId }).go(),
  ]);
  if (!found.data) return null;
  return {
    roleId,
    superRole: found.data.roleAlias === ADMIN_ROLE,
    apiScopes: new Set(grant.data?.apiScopeIds ?? []),
    menuIds: new Set(grant.data?.menuIds ?? []),
    topMenuIds: new Set(grant.data?.topMenuIds ?? []),
    dataScopes: new Set(grant.data?.dataScopeIds ?? []),
  };
}

/** The grants of a tenant's role (null when the role does not exist). */
export function roleGrantsOf(tenantId: string, roleId: string, now = Date.now()): Promise<RoleGrants | null> {
  if (!roleId) return Promise.resolve(null);
  const key = `${tenantId}#${roleId}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = load(tenantId, roleId);
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** After a change of roles or grants in this process. */
export function forgetRoleGrants() {
  cache.clear();
}
