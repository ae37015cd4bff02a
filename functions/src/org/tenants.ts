import { randomInt } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@loopline/shared';
import type { TenantSaved, TenantView } from '@loopline/shared/contracts/org';
import type { EntityItem } from 'electrodb';
import { BUILT_IN, createTenantAdmin } from '../account/index.ts';
import { getMany } from '../entities/batch.ts';
import { dept } from '../entities/dept.ts';
import { role } from '../entities/role.ts';
import { tenant } from '../entities/tenant.ts';
import { tenantPackage } from '../entities/tenantPackage.ts';
import { tenantSeats } from '../entities/tenantSeats.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { user } from '../entities/user.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { mayManageTenants } from '../lib/policies/tenants.ts';

type Item = EntityItem<typeof tenant>;

/** The account counts of tenants (read only: a tenant not counted yet is left out). */
async function accountsUsed(tenantIds: string[]): Promise<Map<string, number>> {
  const seats = await getMany(
    tenantSeats,
    tenantIds.map((tenantId) => ({ tenantId })),
  );
  return new Map(seats.map((s) => [s.tenantId, s.used]));
}

const view = (t: Item, used: Map<string, number>): TenantView => ({
  tenantId: t.tenantId,
  tenantName: t.tenantName,
  linkman: t.linkman ?? '',
  contactNumber: t.contactNumber ?? '',
  address: t.address ?? '',
  domain: t.domain ?? '',
  accountNumber: t.accountNumber ?? -1,
  accountUsed: used.get(t.tenantId) ?? null,
  expireTime: t.expireTime ?? '',
  packageId: t.packageId ?? '',
  status: t.status === 0 ? 0 : 1,
  createTime: t.createTime ?? '',
});

/** 403 unless the caller administers the platform tenant. */
export function requireTenantManager(caller: { tenantId: string }) {
  if (!mayManageTenants(caller)) throw new ForbiddenError('org.tenantsPlatformOnly');
}

/**
 * Every tenant, from the registry index. The platform tenant predates the registry: written again
 * whole when missing, it joins it (as built-in menus are added on read).
 */
async function allTenants(): Promise<Item[]> {
  const { data } = await tenant.query.registry({}).go({ pages: 'all' });
  if (!data.some((t) => t.tenantId === DEFAULT_TENANT_ID)) {
    const own = await tenant.get({ tenantId: DEFAULT_TENANT_ID }).go();
    if (own.data) {
      await tenant.put(own.data).go();
      data.push(own.data);
    }
  }
  return data;
}

export async function listTenants(q: { current: number; size: number; tenantName?: string }) {
  const part = q.tenantName?.toLowerCase();
  const rows = (await allTenants())
    .filter((t) => !part || t.tenantName.toLowerCase().includes(part))
    .sort((a, b) => a.tenantId.localeCompare(b.tenantId));
  const page = pageOf(rows, q.current, q.size);
  const used = await accountsUsed(page.records.map((t) => t.tenantId));
  return { ...page, records: page.records.map((t) => view(t, used)) };
}

export async function tenantDetail(tenantId: string): Promise<TenantView> {
  const { data } = await tenant.get({ tenantId }).go();
  if (!data) throw new NotFoundError('org.tenantNotFound');
  return view(data, await accountsUsed([tenantId]));
}

export type TenantInput = { adminAccount?: string; adminPhone?: string } & Omit<
  TenantView,
  'tenantId' | 'createTime' | 'packageId' | 'linkman' | 'address' | 'domain' | 'accountUsed'
> & {
    tenantId?: string;
    packageId?: string;
    linkman?: string;
    address?: string;
    domain?: string;
  };

/**
 * Adds a tenant (a new 6-digit id, with the built-in department and roles every tenant starts with,
 * in one transaction, then its first administrator, whose password is answered once) or changes one. The platform tenant cannot be disabled or given an expiry.
 */
export async function submitTenant(input: TenantInput, now = new Date()): Promise<TenantSaved> {
  if (input.packageId) {
    const pkg = await tenantPackage.get({ id: input.packageId }).go();
    if (!pkg.data) throw new BadRequestError('org.packageNotFound');
  }
  const fields = {
    tenantName: input.tenantName,
    linkman: input.linkman ?? '',
    contactNumber: input.contactNumber,
    address: input.address ?? '',
    domain: input.domain ?? '',
    accountNumber: input.accountNumber,
    expireTime: input.expireTime,
    packageId: input.packageId ?? '',
    status: input.status,
  };
  if (input.tenantId) {
    const found = await tenant.get({ tenantId: input.tenantId }).go();
    if (!found.data) throw new NotFoundError('org.tenantNotFound');
    if (input.tenantId === DEFAULT_TENANT_ID && (input.status === 0 || input.expireTime)) {
      throw new BadRequestError('org.platformTenant');
    }
    const record = { ...found.data, ...fields };
    await tenant.put(record).go();
    return view(record, await accountsUsed([record.tenantId]));
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const tenantId = String(randomInt(100_000, 1_000_000));
    const record = { tenantId, ...fields, createTime: now.toISOString() };
    try {
      await transactWrite({
        tenant: txItem(tenant.create(record)),
        dept: txItem(dept.create({ tenantId, ...BUILT_IN.dept })),
        adminRole: txItem(role.create({ tenantId, ...BUILT_IN.adminRole })),
        userRole: txItem(role.create({ tenantId, ...BUILT_IN.userRole })),
      });
      // The schema requires both for a new tenant; the account is the tenant's first, so it is free.
      const admin = await createTenantAdmin(tenantId, input.adminAccount ?? '', input.adminPhone ?? '');
      return {
        ...view(record, await accountsUsed([tenantId])),
        admin: { account: admin.account, password: admin.password },
      };
    } catch (error) {
      // The id was taken meanwhile: draw another.
      if (!(error instanceof TransactionCancelledError && error.failedOn('tenant'))) throw error;
    }
  }
  throw new ConflictError('org.tenantIdBusy');
}

/**
 * Removes tenants that hold no users (a tenant with users is disabled instead): the tenant item and
 * what it started with. The platform tenant stays.
 */
export async function removeTenants(ids: string[]) {
  if (ids.includes(DEFAULT_TENANT_ID)) throw new BadRequestError('org.platformTenant');
  for (const tenantId of ids) {
    const found = await tenant.get({ tenantId }).go();
    if (!found.data) throw new NotFoundError('org.tenantNotFound');
    const users = await user.query.byTenant({ tenantId }).go({ limit: 1, attributes: ['userId'] });
    if (users.data.length > 0) throw new BadRequestError('org.tenantHasUsers');
  }
  for (const tenantId of ids) {
    const [depts, roles] = await Promise.all([
      dept.query.byTenant({ tenantId }).go({ pages: 'all', attributes: ['id'] }),
      role.query.byTenant({ tenantId }).go({ pages: 'all', attributes: ['id'] }),
    ]);
    await dept.delete(depts.data.map((d) => ({ tenantId, id: d.id }))).go();
    await role.delete(roles.data.map((r) => ({ tenantId, id: r.id }))).go();
    await tenant.delete({ tenantId }).go();
  }
}
