import { translate } from '@loopline/shared';
import { listActiveSessions, revokeSession, type Session } from '../lib/auth/sessions.ts';
import { pushToUser } from '../lib/realtime/connections.ts';

/** Signs a device out: its refresh family stops working and its open sockets get LOGOUT. */
export async function forceSignOut(
  userId: string,
  session: Pick<Session, 'sessionId' | 'lang'>,
  reasonKey: 'auth.signedInElsewhere' | 'auth.signedOutRemotely' | 'auth.sessionRevoked' | 'auth.disabled',
) {
  await revokeSession(userId, session.sessionId, reasonKey);
  await pushToUser(
    userId,
    { type: 'LOGOUT', content: translate(reasonKey, session.lang) },
    { sessionId: session.sessionId },
  );
}

/** Signs out every device of the user but `exceptSessionId` (their sockets get LOGOUT, saying why). */
export async function signOutOtherDevices(
  userId: string,
  exceptSessionId?: string,
  reasonKey: 'auth.sessionRevoked' | 'auth.disabled' = 'auth.sessionRevoked',
) {
  const sessions = await listActiveSessions(userId);
  await Promise.all(
    sessions.filter((s) => s.sessionId !== exceptSessionId).map((s) => forceSignOut(userId, s, reasonKey)),
  );
}
