import { type Language, USER_ROLE } from '@loopline/shared';
import { hashPassword } from '../lib/auth/password.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors.ts';
import { ensureQuota } from '../membership/index.ts';
import { registrationOpen, requireWhitelisted } from '../settings/index.ts';
import { sendCode, verifyCode } from './codes.ts';
import { requireSeatFree } from './seats.ts';
import { BUILT_IN, getTenant } from './tenants.ts';
import { accountTaken, createUser, phoneTaken, type UserRecord } from './users.ts';

async function requireTenant(tenantId: string) {
  if (!(await getTenant(tenantId))) throw new BadRequestError('auth.tenantInvalid');
}

/** Self sign-up can be switched off by the `account.registerUser` parameter (spec 3 §3). */
async function requireRegistrationOpen(tenantId: string) {
  if (!(await registrationOpen(tenantId))) throw new ForbiddenError('account.registerClosed');
}

export async function checkAccountAvailable(tenantId: string, account: string) {
  await requireTenant(tenantId);
  if (await accountTaken(tenantId, account)) throw new ConflictError('account.exists');
}

export async function checkPhoneAvailable(tenantId: string, phone: string) {
  await requireTenant(tenantId);
  if (await phoneTaken(tenantId, phone)) throw new ConflictError('account.phoneExists');
}

export async function sendRegisterCode(tenantId: string, phone: string, lang: Language) {
  await requireRegistrationOpen(tenantId);
  await requireWhitelisted(tenantId, phone);
  await checkPhoneAvailable(tenantId, phone);
  await requireSeatFree(tenantId);
  await sendCode('register', phone, lang);
}

export interface Registration {
  tenantId: string;
  account: string;
  phone: string;
  code: string;
  password: string;
}

/**
 * Creates an ordinary user. The code is checked first; the user, its account name and its phone are
 * written in one transaction, so a failure leaves nothing behind. The user's default project is made
 * by the caller (the registration route), so accounts do not depend on projects.
 */
export async function register(input: Registration): Promise<UserRecord> {
  await requireRegistrationOpen(input.tenantId);
  await requireWhitelisted(input.tenantId, input.phone);
  await checkAccountAvailable(input.tenantId, input.account);
  await checkPhoneAvailable(input.tenantId, input.phone);
  // Before the code is spent; the creation's transaction is what holds the limit under concurrency.
  await requireSeatFree(input.tenantId);
  await verifyCode('register', input.phone, input.code);
  const user = await createUser({
    tenantId: input.tenantId,
    account: input.account,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    roleIds: [BUILT_IN.userRole.id],
    roleNames: [USER_ROLE],
    deptIds: [BUILT_IN.dept.id],
  });
  // Every account starts with the free tier's space and parse counts.
  await ensureQuota(user.userId, user.tenantId);
  return user;
}
