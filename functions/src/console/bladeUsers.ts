import {
  deleteAccountNow,
  findUserByAccount,
  getUser,
  renameAccountFor,
  setPassword,
  setRealNameFor,
  signOutOtherDevices,
  unlockAccount,
} from '../account/index.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { initialPassword } from '../settings/index.ts';
import { createPlatformUser } from './platformUserCreate.ts';
import { grantUsers, tenantRoles } from './roles.ts';

/**
 * The blade-user administrator rows over the cloud/platformUser services: one set of user rules
 * whichever family of paths the back office calls. Every user is checked before any is changed, so
 * a refused request writes nothing.
 */

async function tenantUsers(tenantId: string, ids: string[]) {
  const users = await Promise.all([...new Set(ids)].map((id) => getUser(id)));
  if (users.some((u) => !u || u.tenantId !== tenantId)) throw new NotFoundError('account.notFound');
  return users.map((u) => u!);
}

/** Deletes users at once: not oneself, not an administrator, not one already deleted. */
export async function removeUsers(tenantId: string, callerId: string, ids: string[]) {
  if (ids.includes(callerId)) throw new BadRequestError('platformUser.ownDelete');
  const users = await tenantUsers(tenantId, ids);
  if (users.some((u) => u.status === 2)) throw new BadRequestError('platformUser.deleted');
  if (users.some((u) => u.roleNames.includes('administrator')))
    throw new BadRequestError('platformUser.adminDelete');
  for (const user of users) await deleteAccountNow(user.userId);
}

export interface BladeUserInput {
  id?: string;
  account?: string;
  phone?: string;
  password?: string;
  realName?: string;
  email?: string;
  roleIds?: string[];
}

/**
 * Creates a user (through `createPlatformUser`, so the tenant's account limit and the users-by-tier
 * counts hold) or changes one: user name, real name, roles. Phone, e-mail and password are the
 * user's own to change (their code flows) or the reset's.
 */
export async function submitUser(tenantId: string, callerId: string, input: BladeUserInput) {
  if (!input.id) {
    return createPlatformUser(tenantId, {
      account: input.account!,
      phone: input.phone!,
      password: input.password!,
      realName: input.realName,
      email: input.email,
      roleIds: input.roleIds ?? [],
    });
  }
  const [user] = await tenantUsers(tenantId, [input.id]);
  if (user!.status === 2) throw new BadRequestError('platformUser.deleted');
  if (input.roleIds) {
    if (user!.userId === callerId) throw new BadRequestError('console.ownRoles');
    const roles = await tenantRoles(tenantId);
    if (input.roleIds.some((id) => !roles.some((r) => r.id === id)))
      throw new NotFoundError('console.roleNotFound');
  }
  const renamed = input.account !== undefined && input.account !== user!.account;
  if (renamed) {
    const holder = await findUserByAccount(tenantId, input.account!);
    if (holder && holder.userId !== user!.userId) throw new ConflictError('account.exists');
    await renameAccountFor(user!.userId, input.account!);
  }
  if (input.realName !== undefined) await setRealNameFor(user!.userId, input.realName);
  if (input.roleIds) await grantUsers(tenantId, callerId, [user!.userId], input.roleIds);
  return { userId: user!.userId, account: renamed ? input.account! : user!.account };
}

/** The tenant's `account.initPassword`, or a 400 saying it must be set first. */
async function configuredInitialPassword(tenantId: string): Promise<string> {
  const password = await initialPassword(tenantId);
  if (!password) throw new BadRequestError('bladeUser.initPasswordUnset');
  return password;
}

/**
 * Sets users' passwords to the tenant's `account.initPassword` (blade-user/reset-password); they are
 * signed out everywhere and any sign-in lock is lifted with the new password. Not one's own.
 */
export async function resetToInitialPassword(tenantId: string, callerId: string, ids: string[]) {
  if (ids.includes(callerId)) throw new BadRequestError('platformUser.ownStatus');
  const users = await tenantUsers(tenantId, ids);
  if (users.some((u) => u.status === 2)) throw new BadRequestError('platformUser.deleted');
  const hash = await hashPassword(await configuredInitialPassword(tenantId));
  for (const user of users) {
    await setPassword(user.userId, hash);
    await signOutOtherDevices(user.userId);
  }
}

/** Lifts users' sign-in locks (blade-user/unlock): they can sign in again at once. */
export async function unlockUsers(tenantId: string, ids: string[]) {
  const users = await tenantUsers(tenantId, ids);
  if (users.some((u) => u.status === 2)) throw new BadRequestError('platformUser.deleted');
  for (const user of users) await unlockAccount(user.userId);
}

/**
 * A guest account opened by an administrator of the tenant (blade-user/register-guest): an ordinary
 * user with the tenant's `account.initPassword`, made like any other account (limit, tier counts).
 */
export async function registerGuest(
  tenantId: string,
  input: { account: string; phone: string; realName?: string },
) {
  const password = await configuredInitialPassword(tenantId);
  return createPlatformUser(tenantId, { ...input, password, roleIds: [] });
}
