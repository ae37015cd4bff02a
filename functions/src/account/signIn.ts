import { randomUUID } from 'node:crypto';
import type { Language } from '@loopline/shared';
import {
  ACCESS_TOKEN_SECONDS,
  ADMIN_ROLE,
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES,
  REFRESH_TOKEN_SECONDS,
} from '@loopline/shared';
import { decoyHash, verifyPassword } from '../lib/auth/password.ts';
import { decryptCredential } from '../lib/auth/secrets.ts';
import {
  createSession,
  getSession,
  listActiveSessions,
  revokeSession,
  rotateRefresh,
  type Session,
} from '../lib/auth/sessions.ts';
import { signAccessToken, signRefreshToken, verifyRefreshToken } from '../lib/auth/tokens.ts';
import { config } from '../lib/config.ts';
import { OAuthError, UnauthorizedError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { consumeCaptcha } from './captcha.ts';
import { verifyCode } from './codes.ts';
import { finalizeDeletion, withdrawDeletion } from './deletion.ts';
import { writeLoginLog } from './loginLog.ts';
import { recordUnknownAccountMiss, unknownAccountMisses } from './signInMisses.ts';
import { forceSignOut } from './signOut.ts';
import { getTenant, listRoles } from './tenants.ts';
import {
  findUserByAccount,
  findUserByPhone,
  getUser,
  recordFailedLogin,
  recordSuccessfulLogin,
  type UserRecord,
} from './users.ts';

export interface ClientInfo {
  clientId: string;
  ip: string;
  userAgent: string;
  lang: Language;
}

/** How long the tokens signed for a client last, in seconds (the client record's settings). */
export interface TokenLifetimes {
  accessTokenValidity: number;
  refreshTokenValidity: number;
}
const DEFAULT_LIFETIMES: TokenLifetimes = {
  accessTokenValidity: ACCESS_TOKEN_SECONDS,
  refreshTokenValidity: REFRESH_TOKEN_SECONDS,
};

/** The login response of spec 2 §3. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  dept_id: string;
  role_id: string;
  /** Present when this sign-in withdrew a pending account deletion. */
  deletion_withdrawn?: boolean;
}

function callerOf(user: UserRecord, session: Session): Caller {
  return {
    userId: user.userId,
    tenantId: user.tenantId,
    sessionId: session.sessionId,
    account: user.account,
    roles: user.roleNames,
    isAdmin: user.roleNames.includes(ADMIN_ROLE),
    deptId: session.deptId,
    roleId: session.roleId,
    clientId: session.clientId,
  };
}

async function tokenResponse(
  user: UserRecord,
  session: Session,
  refreshToken: string,
  lifetimes: TokenLifetimes,
): Promise<TokenResponse> {
  const roles = await listRoles(user.tenantId);
  const role = roles.find((r) => r.id === session.roleId);
  return {
    access_token: await signAccessToken(callerOf(user, session), new Date(), lifetimes.accessTokenValidity),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: lifetimes.accessTokenValidity,
    tenant_id: user.tenantId,
    user_id: user.userId,
    account: user.account,
    user_name: user.account,
    nick_name: user.nickName,
    real_name: user.realName,
    role_name: role?.roleAlias ?? user.roleNames.join(','),
    avatar: user.avatar,
    dept_id: session.deptId,
    role_id: session.roleId,
  };
}

async function openSession(
  user: UserRecord,
  client: ClientInfo,
  grantType: string,
  lifetimes: TokenLifetimes,
): Promise<TokenResponse> {
  // Signing in during the deletion cooling period withdraws the request; after it the account is gone.
  let withdrawn = false;
  if (user.deletionDueAt) {
    if (new Date(user.deletionDueAt) <= new Date() && (await finalizeDeletion(user))) {
      throw new OAuthError('account.deleted', {}, 403);
    }
    withdrawn = await withdrawDeletion(user.userId);
  }
  const sessionId = randomUUID();
  const refresh = await signRefreshToken(user.userId, sessionId, new Date(), lifetimes.refreshTokenValidity);
  const session = await createSession(
    {
      sessionId,
      userId: user.userId,
      tenantId: user.tenantId,
      clientId: client.clientId,
      deptId: user.deptIds[0] ?? '',
      roleId: user.roleIds[0] ?? '',
      ip: client.ip,
      userAgent: client.userAgent,
      lang: client.lang,
    },
    refresh.jti,
  );
  await recordSuccessfulLogin(user.userId);
  await writeLoginLog({
    tenantId: user.tenantId,
    userId: user.userId,
    account: user.account,
    grantType,
    result: 'success',
    ...client,
  });
  // Beyond the device limit the oldest sessions are signed out, and told so on their sockets.
  const active = await listActiveSessions(user.userId);
  const excess = active
    .filter((s) => s.sessionId !== session.sessionId)
    .slice(0, Math.max(0, active.length - config.maxDevices));
  await Promise.all(excess.map((s) => forceSignOut(user.userId, s, 'auth.signedInElsewhere')));
  const response = await tokenResponse(user, session, refresh.token, lifetimes);
  return withdrawn ? { ...response, deletion_withdrawn: true } : response;
}

async function requireTenant(tenantId: string) {
  if (!(await getTenant(tenantId))) throw new OAuthError('auth.tenantInvalid');
}

/** A locked account (or unknown account name, see signInMisses.ts) answers how long the lock lasts. */
function refuseIfLocked(lockedUntil: string | undefined, now: Date) {
  if (lockedUntil && new Date(lockedUntil) > now) {
    const minutes = Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 60_000);
    throw new OAuthError('auth.locked', { minutes }, 429);
  }
}

function checkUsable(user: UserRecord, now: Date) {
  if (user.status === 2) throw new OAuthError('account.deleted', {}, 403);
  if (user.status !== 1) throw new OAuthError('auth.disabled', {}, 403);
  refuseIfLocked(user.lockedUntil, now);
}

/** The answer to the n-th failed sign-in in a row, the same whether or not the account exists. */
function failedSignIn(failures: number): never {
  if (failures >= LOGIN_MAX_FAILURES)
    throw new OAuthError('auth.locked', { minutes: LOGIN_LOCK_SECONDS / 60 }, 429);
  throw new OAuthError('auth.badCredentialsLeft', { left: LOGIN_MAX_FAILURES - failures });
}

export interface PasswordGrant {
  tenantId: string;
  username: string;
  /** RSA-OAEP ciphertext of the password, base64. */
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

export async function passwordGrant(
  input: PasswordGrant,
  client: ClientInfo,
  lifetimes = DEFAULT_LIFETIMES,
  now = new Date(),
): Promise<TokenResponse> {
  const log = (reason: string, user?: UserRecord) =>
    writeLoginLog({
      tenantId: input.tenantId,
      userId: user?.userId,
      account: input.username,
      grantType: 'password',
      result: 'fail',
      reason,
      ...client,
    });
  if (config.captchaEnabled) {
    if (!input.captchaKey || !input.captchaCode) throw new OAuthError('auth.captchaRequired');
    if (!(await consumeCaptcha(input.captchaKey, input.captchaCode, now))) {
      await log('captcha');
      throw new OAuthError('auth.captchaWrong');
    }
  }
  await requireTenant(input.tenantId);
  const password = await decryptCredential(input.password);
  if (password === null) throw new OAuthError('auth.passwordDecrypt');
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_SECONDS * 1000);
  const user = await findUserByAccount(input.tenantId, input.username);
  if (!user) {
    // An unknown account is answered as an existing one with a wrong password, in words and in
    // time: the same reads, a password hash checked, its misses counted and locked alike.
    const misses = await unknownAccountMisses(input.tenantId, input.username, now);
    refuseIfLocked(misses.lockedUntil, now);
    await verifyPassword(password, await decoyHash());
    const failures = await recordUnknownAccountMiss(
      input.tenantId,
      input.username,
      misses,
      LOGIN_MAX_FAILURES,
      lockUntil,
      now,
    );
    await log('unknown account');
    failedSignIn(failures);
  }
  refuseIfLocked(user.lockedUntil, now);
  if (!(await verifyPassword(password, user.passwordHash))) {
    const failures = await recordFailedLogin(user.userId, LOGIN_MAX_FAILURES, lockUntil);
    await log('wrong password', user);
    failedSignIn(failures);
  }
  // Only the right password learns that the account is disabled or deleted.
  checkUsable(user, now);
  return openSession(user, client, 'password', lifetimes);
}

export async function smsGrant(
  input: { tenantId: string; phone: string; code: string },
  client: ClientInfo,
  lifetimes = DEFAULT_LIFETIMES,
  now = new Date(),
) {
  await requireTenant(input.tenantId);
  const user = await findUserByPhone(input.tenantId, input.phone);
  if (!user) throw new OAuthError('account.notFound');
  checkUsable(user, now);
  try {
    await verifyCode('login', input.phone, input.code, now);
  } catch (error) {
    await writeLoginLog({
      tenantId: input.tenantId,
      userId: user.userId,
      account: user.account,
      grantType: 'sms_code',
      result: 'fail',
      reason: 'code',
      ...client,
    });
    throw error;
  }
  return openSession(user, client, 'sms_code', lifetimes);
}

/**
 * getPcToken (spec 2 §7): the desktop client signs in from a signed-in session instead of asking
 * for the password again. The session's current refresh token (not rotated here, so the web stays
 * signed in) buys a session of its own for the client that asks (Authorization: Basic), with its own
 * tokens, device-limit place and login-log line. A stale or revoked token is refused like a refresh.
 */
export async function pcTokenGrant(
  input: { refreshToken: string },
  client: ClientInfo,
  lifetimes = DEFAULT_LIFETIMES,
  now = new Date(),
) {
  const claims = await verifyRefreshToken(input.refreshToken);
  const session = await getSession(claims.userId, claims.sessionId);
  if (session?.status !== 'active' || session.refreshJti !== claims.jti)
    throw new UnauthorizedError('auth.refreshInvalid');
  const user = await getUser(claims.userId);
  if (user?.status !== 1) throw new UnauthorizedError('auth.refreshInvalid');
  checkUsable(user, now);
  return openSession(user, client, 'pc_token', lifetimes);
}

/**
 * Rotates the refresh token. A token that was already rotated is a replay: the whole family
 * (the session) is revoked, so whoever holds either copy must sign in again.
 */
export async function refreshGrant(
  input: { refreshToken: string; deptId?: string; roleId?: string },
  lifetimes = DEFAULT_LIFETIMES,
  now = new Date(),
) {
  const claims = await verifyRefreshToken(input.refreshToken);
  const session = await getSession(claims.userId, claims.sessionId);
  if (session?.status !== 'active') throw new UnauthorizedError('auth.refreshInvalid');
  const user = await getUser(claims.userId);
  if (user?.status !== 1) throw new UnauthorizedError('auth.refreshInvalid');
  if (session.refreshJti !== claims.jti) {
    await forceSignOut(user.userId, session, 'auth.sessionRevoked');
    throw new UnauthorizedError('auth.refreshReused');
  }
  if (
    (input.deptId && !user.deptIds.includes(input.deptId)) ||
    (input.roleId && !user.roleIds.includes(input.roleId))
  ) {
    throw new OAuthError('auth.deptRoleInvalid');
  }
  const next = await signRefreshToken(user.userId, session.sessionId, now, lifetimes.refreshTokenValidity);
  const changes = { deptId: input.deptId, roleId: input.roleId };
  if (!(await rotateRefresh(user.userId, session.sessionId, claims.jti, next.jti, changes, now))) {
    await forceSignOut(user.userId, session, 'auth.sessionRevoked');
    throw new UnauthorizedError('auth.refreshReused');
  }
  const updated: Session = {
    ...session,
    refreshJti: next.jti,
    deptId: input.deptId ?? session.deptId,
    roleId: input.roleId ?? session.roleId,
  };
  return tokenResponse(user, updated, next.token, lifetimes);
}

export async function signOut(caller: Caller) {
  await revokeSession(caller.userId, caller.sessionId, 'logout');
}
