import type {
  AccessInfo,
  LoginDayStats,
  LoginRecord,
  OnlineProportion,
  OnlineUser,
} from '@loopline/shared/contracts/platformOps';
import type { EntityItem } from 'electrodb';
import { loginLog } from '../entities/loginLog.ts';
import { entityPage } from '../entities/paging.ts';
import type { Caller } from '../lib/http/route.ts';
import { dailySeries, totalsByKey } from './counters.ts';
import { dayOf, dayRange, daysBetween } from './days.ts';

type LoginItem = EntityItem<typeof loginLog>;
type Tenant = Pick<Caller, 'tenantId'>;

/** A user counts as online for this long after a successful sign-in (as long as an idle socket connection lives). */
const ONLINE_WINDOW_MS = 2 * 60 * 60 * 1000;

const toRecord = (r: LoginItem): LoginRecord => ({
  id: r.id,
  at: r.at,
  account: r.account,
  userId: r.userId,
  grantType: r.grantType,
  clientId: r.clientId,
  ip: r.ip,
  userAgent: r.userAgent,
  result: r.result,
  ...(r.reason ? { reason: r.reason } : {}),
});

/** One day's attempts, newest first: one query of the day's partition, account and result filtered on it. */
export async function loginBehavior(
  caller: Tenant,
  q: { current: number; size: number; day?: string; account?: string; result?: 'success' | 'fail' },
  now = new Date(),
) {
  const query = loginLog.query
    .byTenantDay({ tenantId: caller.tenantId, day: q.day ?? dayOf(now) })
    .where((attr, op) =>
      [q.account ? op.contains(attr.account, q.account) : '', q.result ? op.eq(attr.result, q.result) : '']
        .filter(Boolean)
        .join(' AND '),
    );
  const page = await entityPage(loginLog, query, { current: q.current, size: q.size, order: 'desc' });
  return { ...page, records: page.records.map(toRecord) };
}

/**
 * Who is online: users with a successful sign-in in the last two hours, latest first. Reads only the
 * sort-key range of that window in today's partition (and yesterday's just after midnight).
 */
export async function onlineUsers(caller: Tenant, now = new Date()): Promise<OnlineUser[]> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const days = [...new Set([since.slice(0, 10), dayOf(now)])];
  const latest = new Map<string, OnlineUser>();
  for (const day of days) {
    const rows = await loginLog.query
      .byTenantDay({ tenantId: caller.tenantId, day })
      .gte({ at: since })
      .where((attr, op) => op.eq(attr.result, 'success'))
      .go({ pages: 'all' });
    for (const r of rows.data) {
      if (!r.userId) continue;
      const seen = latest.get(r.userId);
      if (!seen || seen.at < r.at)
        latest.set(r.userId, {
          userId: r.userId,
          account: r.account,
          at: r.at,
          ip: r.ip,
          clientId: r.clientId,
          userAgent: r.userAgent,
        });
    }
  }
  return [...latest.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/** Attempts by result and distinct signed-in users, per day of the range, from the daily counters. */
export async function loginStatistics(
  caller: Tenant,
  range: { startDay?: string; endDay?: string },
  now = new Date(),
): Promise<LoginDayStats[]> {
  const { startDay, endDay } = dayRange(range, now);
  const days = daysBetween(startDay, endDay);
  const [success, fail, active] = await Promise.all(
    ['login.success', 'login.fail', 'users.active'].map((m) => dailySeries(caller.tenantId, m, days)),
  );
  return days.map((day) => ({
    day,
    success: success!.get(day) ?? 0,
    fail: fail!.get(day) ?? 0,
    active: active!.get(day) ?? 0,
  }));
}

/** Successful sign-ins per client over the range, from the daily counters. */
export async function accessInfo(
  caller: Tenant,
  range: { startDay?: string; endDay?: string },
  now = new Date(),
): Promise<AccessInfo[]> {
  const { startDay, endDay } = dayRange(range, now);
  const rows = await totalsByKey(caller.tenantId, 'login.client', startDay, endDay);
  return rows.map((r) => ({ clientId: r.key, count: r.count }));
}

/** Online users against today's distinct signed-in users. */
export async function onlineProportion(caller: Tenant, now = new Date()): Promise<OnlineProportion> {
  const today = dayOf(now);
  const [online, active] = await Promise.all([
    onlineUsers(caller, now),
    dailySeries(caller.tenantId, 'users.active', [today]),
  ]);
  const activeToday = Math.max(active.get(today) ?? 0, online.length);
  return {
    online: online.length,
    activeToday,
    proportion: activeToday ? Math.round((online.length / activeToday) * 10_000) / 10_000 : 0,
  };
}
