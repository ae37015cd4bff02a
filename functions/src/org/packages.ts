import { randomUUID } from 'node:crypto';
import { BUILT_IN_MENUS } from '@loopline/shared/console/menus';
import type { TenantPackageView } from '@loopline/shared/contracts/org';
import { tenant } from '../entities/tenant.ts';
import { tenantPackage } from '../entities/tenantPackage.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';

async function allPackages(): Promise<TenantPackageView[]> {
  const { data } = await tenantPackage.query.byId({}).go({ pages: 'all' });
  return data
    .map(({ id, packageName, menuIds, remark }) => ({ id, packageName, menuIds, remark }))
    .sort((a, b) => a.packageName.localeCompare(b.packageName));
}

export async function listPackages(q: { current: number; size: number }) {
  return pageOf(await allPackages(), q.current, q.size);
}

export async function packageDetail(id: string): Promise<TenantPackageView> {
  const found = (await allPackages()).find((p) => p.id === id);
  if (!found) throw new NotFoundError('org.packageNotFound');
  return found;
}

/**
 * Adds or changes a package. Its menus are the built-in back-office menus (the pages every tenant
 * has); a tenant's own added menus are its own business.
 */
export async function submitPackage(
  input: { id?: string; packageName: string; menuIds: string[]; remark: string },
  now = new Date(),
): Promise<TenantPackageView> {
  if (input.id) await packageDetail(input.id);
  const known = new Set(BUILT_IN_MENUS.map((m) => m.code));
  if (input.menuIds.some((id) => !known.has(id))) throw new BadRequestError('console.unknownGrant');
  const record = { ...input, id: input.id ?? randomUUID(), menuIds: [...new Set(input.menuIds)] };
  await tenantPackage.put({ ...record, updateTime: now.toISOString() }).go();
  return record;
}

/** Removes packages no tenant is bound to. */
export async function removePackages(ids: string[]) {
  const all = await allPackages();
  if (ids.some((id) => !all.some((p) => p.id === id))) throw new NotFoundError('org.packageNotFound');
  const { data } = await tenant.query
    .registry({})
    .go({ pages: 'all', attributes: ['tenantId', 'packageId'] });
  if (data.some((t) => t.packageId && ids.includes(t.packageId)))
    throw new BadRequestError('org.packageInUse');
  await tenantPackage.delete(ids.map((id) => ({ id }))).go();
}
