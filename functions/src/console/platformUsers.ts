import { randomBytes } from 'node:crypto';
import type { PlatformUserDetail } from '@loopline/shared/contracts/console';
import {
  deleteAccountNow,
  getUser,
  renameAccountFor,
  setPassword,
  setUserStatus,
  signOutOtherDevices,
} from '../account/index.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';

async function tenantUser(tenantId: string, userId: string) {
  const user = await getUser(userId);
  if (!user || user.tenantId !== tenantId) throw new NotFoundError('account.notFound');
  return user;
}

export async function userDetail(tenantId: string, userId: string): Promise<PlatformUserDetail> {
  const u = await tenantUser(tenantId, userId);
  return {
    userId: u.userId,
    account: u.account,
    realName: u.realName,
    nickName: u.nickName,
    phone: u.phone,
    email: u.email,
    status: u.status,
    deactivated: Boolean(u.deletionDueAt),
    isAdmin: u.roleNames.includes('administrator'),
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt ?? '',
    gender: u.gender ?? 0,
    birthday: u.birthday ?? '',
    companyName: u.companyName ?? '',
    position: u.position ?? '',
  };
}

/**
 * Disables (0) or re-enables (1) users. A disabled user is signed out at once on every device (their
 * sessions revoked, their sockets told) and cannot sign in or refresh until enabled again. Nobody
 * changes their own status; every user is checked before any is changed.
 */
export async function changeStatus(tenantId: string, callerId: string, ids: string[], status: 0 | 1) {
  if (ids.includes(callerId)) throw new BadRequestError('platformUser.ownStatus');
  const users = await Promise.all(ids.map((id) => tenantUser(tenantId, id)));
  if (users.some((u) => u.status === 2)) throw new BadRequestError('platformUser.deleted');
  for (const user of users) {
    await setUserStatus(user.userId, status);
    if (status === 0) await signOutOtherDevices(user.userId, undefined, 'auth.disabled');
  }
}

/** A strong password (letters, digits, a special character), shown once to the administrator. */
function temporaryPassword(): string {
  return `Lp${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}#${randomBytes(1)[0]! % 10}`;
}

/** Sets a new password the administrator passes on; the user is signed out everywhere. */
export async function resetUserPassword(tenantId: string, callerId: string, userId: string) {
  if (userId === callerId) throw new BadRequestError('platformUser.ownStatus');
  const user = await tenantUser(tenantId, userId);
  if (user.status === 2) throw new BadRequestError('platformUser.deleted');
  const password = temporaryPassword();
  await setPassword(user.userId, await hashPassword(password));
  await signOutOtherDevices(user.userId);
  return { password };
}

/**
 * Deletes a user of the tenant at once (cloud/platformUser/delete, cloud/user/delete): not oneself,
 * not an administrator (their roles go first), not one already deleted.
 */
export async function deleteUser(tenantId: string, callerId: string, userId: string) {
  if (userId === callerId) throw new BadRequestError('platformUser.ownDelete');
  const user = await tenantUser(tenantId, userId);
  if (user.status === 2) throw new BadRequestError('platformUser.deleted');
  if (user.roleNames.includes('administrator')) throw new BadRequestError('platformUser.adminDelete');
  await deleteAccountNow(user.userId);
}

/** Renames a user's account for them (cloud/platformUser/updateAccount); the name must be free. */
export async function updateUserAccount(tenantId: string, userId: string, account: string) {
  const user = await tenantUser(tenantId, userId);
  if (user.status === 2) throw new BadRequestError('platformUser.deleted');
  await renameAccountFor(user.userId, account);
}
