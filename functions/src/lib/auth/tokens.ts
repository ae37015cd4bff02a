import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@loopline/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from '../errors.ts';
import type { Caller } from '../http/route.ts';
import { tokenSigningKey } from './secrets.ts';

const ISSUER = 'loopline';

interface AccessClaims {
  typ: 'access';
  tid: string;
  sid: string;
  acc: string;
  roles: string[];
  adm: boolean;
  dept: string;
  role: string;
  cid: string;
}

export async function signAccessToken(
  caller: Caller,
  now = new Date(),
  seconds = ACCESS_TOKEN_SECONDS,
): Promise<string> {
  const claims: AccessClaims = {
    typ: 'access',
    tid: caller.tenantId,
    sid: caller.sessionId,
    acc: caller.account,
    roles: caller.roles,
    adm: caller.isAdmin,
    dept: caller.deptId,
    role: caller.roleId,
    cid: caller.clientId,
  };
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(caller.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(await tokenSigningKey());
}

export interface RefreshClaims {
  userId: string;
  sessionId: string;
  jti: string;
}

export async function signRefreshToken(
  userId: string,
  sessionId: string,
  now = new Date(),
  seconds = REFRESH_TOKEN_SECONDS,
) {
  const jti = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ typ: 'refresh', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(await tokenSigningKey());
  return { token, jti };
}

/** Short-lived tokens for multi-step flows (password reset): purpose-bound, signed, expiring. */
export async function signTicket(
  purpose: string,
  subject: string,
  extra: Record<string, string>,
  seconds: number,
) {
  return new SignJWT({ typ: purpose, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(await tokenSigningKey());
}

async function verify(token: string, expiredKey: 'auth.tokenExpired' | 'auth.refreshInvalid') {
  try {
    const { payload } = await jwtVerify(token, await tokenSigningKey(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError(expiredKey);
    throw new UnauthorizedError(
      expiredKey === 'auth.refreshInvalid' ? 'auth.refreshInvalid' : 'auth.tokenInvalid',
    );
  }
}

export async function verifyAccessToken(token: string): Promise<Caller> {
  return (await verifyAccessTokenUntil(token)).caller;
}

/** A valid access token's caller and the time it expires (epoch seconds). */
export async function verifyAccessTokenUntil(token: string): Promise<{ caller: Caller; expiresAt: number }> {
  const p = await verify(token, 'auth.tokenExpired');
  if (p.typ !== 'access' || typeof p.sub !== 'string' || typeof p.sid !== 'string') {
    throw new UnauthorizedError('auth.tokenInvalid');
  }
  const caller: Caller = {
    userId: p.sub,
    tenantId: String(p.tid),
    sessionId: p.sid,
    account: String(p.acc),
    roles: Array.isArray(p.roles) ? p.roles.map(String) : [],
    isAdmin: p.adm === true,
    deptId: String(p.dept ?? ''),
    roleId: String(p.role ?? ''),
    clientId: String(p.cid ?? ''),
  };
  // jose refuses a token without `exp` only when asked to; ours always carry one.
  return { caller, expiresAt: typeof p.exp === 'number' ? p.exp : 0 };
}

export async function verifyRefreshToken(token: string): Promise<RefreshClaims> {
  const p = await verify(token, 'auth.refreshInvalid');
  if (
    p.typ !== 'refresh' ||
    typeof p.sub !== 'string' ||
    typeof p.sid !== 'string' ||
    typeof p.jti !== 'string'
  ) {
    throw new UnauthorizedError('auth.refreshInvalid');
  }
  return { userId: p.sub, sessionId: p.sid, jti: p.jti };
}

export async function verifyTicket(token: string, purpose: string) {
  try {
    const { payload } = await jwtVerify(token, await tokenSigningKey(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (payload.typ !== purpose || typeof payload.sub !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

/** Reads `Blade-Auth: bearer <token>` (case-insensitive scheme). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}
