import { type Language, REFRESH_TOKEN_SECONDS } from '@loopline/shared';
import { conditionFailed } from '../../entities/errors.ts';
import { readSession, session as sessionEntity } from '../../entities/session.ts';
import { epochSeconds } from '../db/keys.ts';

/** A signed-in device: one refresh-token family. */
export interface Session {
  userId: string;
  sessionId: string;
  tenantId: string;
  clientId: string;
  deptId: string;
  roleId: string;
  ip: string;
  userAgent: string;
  lang: Language;
  createdAt: string;
  lastSeenAt: string;
  refreshJti: string;
  status: 'active' | 'revoked';
  revokedReason?: string;
}

export type NewSession = Omit<Session, 'createdAt' | 'lastSeenAt' | 'status' | 'refreshJti'>;

export async function createSession(
  input: NewSession,
  refreshJti: string,
  now = new Date(),
): Promise<Session> {
  const session: Session = {
    ...input,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    refreshJti,
    status: 'active',
  };
  await sessionEntity.put({ ...session, expiresAt: epochSeconds(now) + REFRESH_TOKEN_SECONDS }).go();
  return session;
}

/** A session by its ids: read on every signed-in request (the authorizer), so through the lean reader. */
export async function getSession(userId: string, sessionId: string): Promise<Session | null> {
  return ((await readSession({ userId, sessionId })) as Session | null) ?? null;
}

export async function listActiveSessions(userId: string): Promise<Session[]> {
  const { data } = await sessionEntity.query
    .byUser({ userId })
    .where((attr, op) => op.eq(attr.status, 'active'))
    .go({ pages: 'all' });
  return (data as Session[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Moves the refresh family forward: succeeds only if `expectedJti` is still the current one,
 * so a replayed (already rotated) refresh token cannot mint new tokens.
 */
export async function rotateRefresh(
  userId: string,
  sessionId: string,
  expectedJti: string,
  nextJti: string,
  changes: { deptId?: string; roleId?: string } = {},
  now = new Date(),
): Promise<boolean> {
  try {
    await sessionEntity
      .patch({ userId, sessionId })
      .set({
        refreshJti: nextJti,
        lastSeenAt: now.toISOString(),
        expiresAt: epochSeconds(now) + REFRESH_TOKEN_SECONDS,
        ...(changes.deptId ? { deptId: changes.deptId } : {}),
        ...(changes.roleId ? { roleId: changes.roleId } : {}),
      })
      .where((attr, op) => `${op.eq(attr.refreshJti, expectedJti)} AND ${op.eq(attr.status, 'active')}`)
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function revokeSession(userId: string, sessionId: string, reason: string, now = new Date()) {
  await sessionEntity
    .patch({ userId, sessionId })
    .set({ status: 'revoked', revokedReason: reason, revokedAt: now.toISOString() })
    .go()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
}
