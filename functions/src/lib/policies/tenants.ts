import { DEFAULT_TENANT_ID } from '@loopline/shared';

/**
 * Tenants are managed from the platform's own tenant: its administrators keep the tenant registry
 * and the packages; another tenant's administrators manage only what is inside their tenant.
 */
export function mayManageTenants(caller: { tenantId: string }): boolean {
  return caller.tenantId === DEFAULT_TENANT_ID;
}

/** May a tenant be signed in to and signed up in? Not when disabled, nor after its last day (UTC). */
export function tenantUsable(t: { status?: number; expireTime?: string }, now: Date): boolean {
  if (t.status === 0) return false;
  if (!t.expireTime) return true;
  return now.toISOString().slice(0, 10) <= t.expireTime;
}

/** The menus a package leaves a tenant: the package's, with the directories above them. */
export function packageMenuIds(
  menus: readonly { id: string; parentId: string }[],
  packaged: readonly string[],
): Set<string> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const kept = new Set<string>();
  for (const id of packaged) {
    for (let m = byId.get(id); m && !kept.has(m.id); m = byId.get(m.parentId)) kept.add(m.id);
  }
  return kept;
}
