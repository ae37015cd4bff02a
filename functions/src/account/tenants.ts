import { ADMIN_ROLE, USER_ROLE } from '@loopline/shared';
import { dept } from '../entities/dept.ts';
import { conditionFailed } from '../entities/errors.ts';
import { role } from '../entities/role.ts';
import { tenant } from '../entities/tenant.ts';
import { tenantUsable } from '../lib/policies/tenants.ts';

export interface Tenant {
  tenantId: string;
  tenantName: string;
}
export interface Dept {
  id: string;
  deptName: string;
}
export interface Role {
  id: string;
  roleName: string;
  roleAlias: string;
}

/** The tenant when it may be used: a disabled or expired tenant reads as none (sign-in and sign-up refuse it). */
export async function getTenant(tenantId: string, now = new Date()): Promise<Tenant | null> {
  const { data } = await tenant.get({ tenantId }).go();
  return data && tenantUsable(data, now) ? { tenantId: data.tenantId, tenantName: data.tenantName } : null;
}

export async function listDepts(tenantId: string): Promise<Dept[]> {
  const { data } = await dept.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data.map(({ id, deptName }) => ({ id, deptName }));
}

export async function listRoles(tenantId: string): Promise<Role[]> {
  const { data } = await role.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data.map(({ id, roleName, roleAlias }) => ({ id, roleName, roleAlias }));
}

/** The built-in department and roles every tenant starts with. */
export const BUILT_IN = {
  dept: { id: '1', deptName: 'Loopline' },
  adminRole: { id: '1', roleName: 'Platform administrator', roleAlias: ADMIN_ROLE },
  userRole: { id: '2', roleName: 'User', roleAlias: USER_ROLE },
};

/** Idempotent: creates the tenant with its built-in department and roles when missing. */
export async function ensureTenant(tenantId: string, tenantName: string) {
  const ignoreExisting = (error: unknown) => {
    if (!conditionFailed(error)) throw error;
  };
  await tenant.create({ tenantId, tenantName }).go().catch(ignoreExisting);
  await dept
    .create({ tenantId, ...BUILT_IN.dept })
    .go()
    .catch(ignoreExisting);
  for (const builtIn of [BUILT_IN.adminRole, BUILT_IN.userRole]) {
    await role
      .create({ tenantId, ...builtIn })
      .go()
      .catch(ignoreExisting);
  }
}
