import { ADMIN_ROLE, USER_ROLE } from '@loopline/shared';
import { BUILT_IN, createUser } from '../account/index.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { NotFoundError } from '../lib/errors.ts';
import { ensureQuota } from '../membership/index.ts';
import { tenantRoles } from './roles.ts';

export interface NewPlatformUser {
  account: string;
  phone: string;
  password: string;
  realName?: string;
  email?: string;
  roleIds: string[];
}

/**
 * A user made by an administrator of the tenant. The roles must be the tenant's (none gives the
 * ordinary user role); any back-office role makes the user a platform administrator, as granting it
 * would. The user, its name, phone and e-mail are written in one transaction (a taken one answers
 * 409 and leaves nothing), then the free tier's quota, as at sign-up.
 */
export async function createPlatformUser(tenantId: string, input: NewPlatformUser) {
  const roleIds = [...new Set(input.roleIds)];
  const roles = await tenantRoles(tenantId);
  if (roleIds.some((id) => !roles.some((r) => r.id === id))) throw new NotFoundError('console.roleNotFound');
  const granted = roleIds.length > 0 ? roleIds : [BUILT_IN.userRole.id];
  const admin = granted.some((id) => id !== BUILT_IN.userRole.id);
  const user = await createUser({
    tenantId,
    account: input.account,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    realName: input.realName ?? '',
    email: input.email ?? '',
    roleIds: granted,
    roleNames: [admin ? ADMIN_ROLE : USER_ROLE],
    deptIds: [BUILT_IN.dept.id],
  });
  await ensureQuota(user.userId, user.tenantId);
  return { userId: user.userId, account: user.account };
}
