import type { Language } from '@loopline/shared';
import { hashPassword, verifyPassword } from '../lib/auth/password.ts';
import { signTicket, verifyTicket } from '../lib/auth/tokens.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { sendCode, verifyCode } from './codes.ts';
import { signOutOtherDevices } from './signOut.ts';
import { findUserByAccount, findUserByPhone, getUser, markSensitiveChange, setPassword } from './users.ts';

const RESET_TICKET_SECONDS = 600;

/** Forgot password, step 1: a code to the phone of the account (given by account name or phone). */
export async function sendResetCode(tenantId: string, accountOrPhone: string, lang: Language) {
  const user =
    (await findUserByAccount(tenantId, accountOrPhone)) ?? (await findUserByPhone(tenantId, accountOrPhone));
  if (!user) throw new NotFoundError('account.notFound');
  await sendCode('reset', user.phone, lang);
  return { phone: maskPhone(user.phone) };
}

/** Step 2: the code gives a short-lived ticket bound to the current password. */
export async function verifyResetCode(tenantId: string, accountOrPhone: string, code: string) {
  const user =
    (await findUserByAccount(tenantId, accountOrPhone)) ?? (await findUserByPhone(tenantId, accountOrPhone));
  if (!user) throw new NotFoundError('account.notFound');
  await verifyCode('reset', user.phone, code);
  const ticket = await signTicket(
    'reset',
    user.userId,
    { pca: user.passwordChangedAt },
    RESET_TICKET_SECONDS,
  );
  return { ticket };
}

/** Step 3: a new password; the ticket is void once the password changed, and every device is signed out. */
export async function resetPassword(ticket: string, password: string) {
  const claims = await verifyTicket(ticket, 'reset');
  const user = claims ? await getUser(String(claims.sub)) : null;
  if (!claims || !user || claims.pca !== user.passwordChangedAt)
    throw new BadRequestError('account.resetTicketInvalid');
  await setPassword(user.userId, await hashPassword(password));
  await markSensitiveChange(user.userId);
  await signOutOtherDevices(user.userId);
}

/** Change password while signed in: the other devices are signed out, this one stays. */
export async function changePassword(caller: Caller, oldPassword: string, newPassword: string) {
  const user = await getUser(caller.userId);
  if (!user) throw new NotFoundError('account.notFound');
  if (!(await verifyPassword(oldPassword, user.passwordHash)))
    throw new BadRequestError('account.oldPasswordWrong');
  if (oldPassword === newPassword) throw new BadRequestError('account.passwordSame');
  await setPassword(user.userId, await hashPassword(newPassword));
  await markSensitiveChange(user.userId);
  await signOutOtherDevices(user.userId, caller.sessionId);
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
