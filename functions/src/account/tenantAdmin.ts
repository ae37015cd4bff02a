import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE } from '@loopline/shared';
import { hashPassword } from '../lib/auth/password.ts';
import { ensureQuota } from '../membership/index.ts';
import { BUILT_IN } from './tenants.ts';
import { createUser } from './users.ts';

/** A strong password (letters, digits, a special character), shown once to whoever made the account. */
function firstPassword(): string {
  return `Lp${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}#${randomBytes(1)[0]! % 10}`;
}

/**
 * The first administrator of a new tenant: without one nobody could sign in to it. The account holds
 * the tenant's administrator role; its password is made here and answered once.
 */
export async function createTenantAdmin(tenantId: string, account: string, phone: string) {
  const password = firstPassword();
  const user = await createUser({
    tenantId,
    account,
    phone,
    passwordHash: await hashPassword(password),
    roleIds: [BUILT_IN.adminRole.id],
    roleNames: [ADMIN_ROLE],
    deptIds: [BUILT_IN.dept.id],
  });
  await ensureQuota(user.userId, user.tenantId);
  return { userId: user.userId, account, password };
}
