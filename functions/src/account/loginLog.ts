import { randomUUID } from 'node:crypto';
import { conditionFailed } from '../entities/errors.ts';
import { loginLog } from '../entities/loginLog.ts';
import { addToCounter, opsCounter } from '../entities/opsCounter.ts';

export interface LoginLogEntry {
  tenantId: string;
  userId?: string;
  account: string;
  grantType: string;
  clientId: string;
  ip: string;
  userAgent: string;
  result: 'success' | 'fail';
  reason?: string;
}

/** How long sign-in records are kept (spec 2 §9 asks for at least six months). */
const LOGIN_LOG_RETENTION_DAYS = 200;

/**
 * One record per sign-in attempt, partitioned by tenant and day for the back office, and the day's
 * counters the login statistics read (attempts by result and client; distinct signed-in users).
 */
export async function writeLoginLog(entry: LoginLogEntry, now = new Date()) {
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const id = randomUUID();
  const expiresAt = Math.floor(now.getTime() / 1000) + LOGIN_LOG_RETENTION_DAYS * 86_400;
  await loginLog.put({ ...entry, userId: entry.userId ?? '', id, at, day, expiresAt }).go();
  const { tenantId } = entry;
  await addToCounter({ tenantId, metric: `login.${entry.result}`, day });
  if (entry.result !== 'success') return;
  await addToCounter({ tenantId, metric: 'login.client', day, key: entry.clientId });
  if (entry.userId && (await firstSignInOfDay(tenantId, entry.userId, day)))
    await addToCounter({ tenantId, metric: 'users.active', day });
}

/** Marks the user active on the day; true only for the first sign-in of that day (a conditional create). */
async function firstSignInOfDay(tenantId: string, userId: string, day: string): Promise<boolean> {
  try {
    const expiresAt = Math.floor(Date.parse(day) / 1000) + 2 * 86_400;
    await opsCounter
      .create({ tenantId, metric: `users.activeOn.${day}`, day, key: userId, count: 1, expiresAt })
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
