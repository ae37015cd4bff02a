import { randomUUID } from 'node:crypto';
import { loginLog } from '../entities/loginLog.ts';

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

/** One record per sign-in attempt, partitioned by tenant and day for the back office. */
export async function writeLoginLog(entry: LoginLogEntry, now = new Date()) {
  const at = now.toISOString();
  const id = randomUUID();
  await loginLog.put({ ...entry, userId: entry.userId ?? '', id, at, day: at.slice(0, 10) }).go();
}
