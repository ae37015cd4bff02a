import { IDENTITY_TICKET_SECONDS, type Language } from '@loopline/shared';
import { hashPassword, verifyPassword } from '../lib/auth/password.ts';
import { signTicket, verifyTicket } from '../lib/auth/tokens.ts';
import { BadRequestError, ConflictError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { sendCode, verifyCode } from './codes.ts';
import { requireUser } from './profile.ts';
import { signOutOtherDevices } from './signOut.ts';
import {
  changeEmail,
  changePhone,
  findUserByEmail,
  markSensitiveChange,
  phoneTaken,
  setPassword,
} from './users.ts';

/**
 * Sensitive changes (phone, e-mail, account deletion) need a fresh identity check: the password,
 * or a code sent to the bound phone or e-mail. A check answers a ticket valid 10 minutes, bound to
 * the user and this session.
 */
async function identityTicket(caller: Caller) {
  return {
    ticket: await signTicket('identity', caller.userId, { sid: caller.sessionId }, IDENTITY_TICKET_SECONDS),
  };
}

export async function requireIdentity(caller: Caller, ticket: string) {
  const claims = await verifyTicket(ticket, 'identity');
  if (!claims || claims.sub !== caller.userId || claims.sid !== caller.sessionId)
    throw new BadRequestError('security.ticketInvalid');
}

export async function verifyPasswordIdentity(caller: Caller, password: string) {
  const user = await requireUser(caller.userId);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new BadRequestError('security.passwordWrong');
  return identityTicket(caller);
}

/** A code to the bound phone (sms) or e-mail (email) for the identity check. */
export async function sendIdentityCode(caller: Caller, channel: 'sms' | 'email', lang: Language) {
  const user = await requireUser(caller.userId);
  if (channel === 'email') {
    if (!user.email) throw new BadRequestError('security.noEmail');
    await sendCode('authEmail', user.email, lang);
    return;
  }
  await sendCode('auth', user.phone, lang);
}

export async function verifyIdentityCode(caller: Caller, channel: 'sms' | 'email', code: string) {
  const user = await requireUser(caller.userId);
  if (channel === 'email') {
    if (!user.email) throw new BadRequestError('security.noEmail');
    await verifyCode('authEmail', user.email, code);
  } else {
    await verifyCode('auth', user.phone, code);
  }
  return identityTicket(caller);
}

/** Step 2 of a phone change: a code to the new phone, which must be free. */
export async function sendBindPhoneCode(caller: Caller, phone: string, ticket: string, lang: Language) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  if (user.phone === phone) throw new BadRequestError('security.phoneSame');
  if (await phoneTaken(user.tenantId, phone)) throw new ConflictError('account.phoneExists');
  await sendCode('bindPhone', phone, lang);
}

export async function bindPhone(caller: Caller, phone: string, code: string, ticket: string) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  if (user.phone === phone) throw new BadRequestError('security.phoneSame');
  await verifyCode('bindPhone', phone, code);
  await changePhone(user, phone);
}

export async function sendBindEmailCode(caller: Caller, email: string, ticket: string, lang: Language) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  if (user.email === email) throw new BadRequestError('security.emailSame');
  if (await findUserByEmail(user.tenantId, email)) throw new ConflictError('security.emailExists');
  await sendCode('bindEmail', email, lang);
}

export async function bindEmail(caller: Caller, email: string, code: string, ticket: string) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  if (user.email === email) throw new BadRequestError('security.emailSame');
  await verifyCode('bindEmail', email, code);
  await changeEmail(user, email);
}

/** Change password with a code to the bound phone (when the current password is forgotten). */
export async function sendPasswordCode(caller: Caller, lang: Language) {
  const user = await requireUser(caller.userId);
  await sendCode('password', user.phone, lang);
}

export async function changePasswordByCode(caller: Caller, code: string, password: string) {
  const user = await requireUser(caller.userId);
  if (await verifyPassword(password, user.passwordHash)) throw new BadRequestError('account.passwordSame');
  await verifyCode('password', user.phone, code);
  await setPassword(user.userId, await hashPassword(password));
  await markSensitiveChange(user.userId);
  await signOutOtherDevices(user.userId, caller.sessionId);
}
