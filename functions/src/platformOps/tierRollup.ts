import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import type { UserTierStats } from '@loopline/shared/contracts/platformOps';
import { opsCounter } from '../entities/opsCounter.ts';
import { PAID_MEMBERS, quota } from '../entities/quota.ts';
import { tenant } from '../entities/tenant.ts';
import { user } from '../entities/user.ts';
import { correctTierCounts, readTierCounts, type TierCounts } from '../entities/userTierCount.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { counterRows } from './counters.ts';
import { dayOf, dayRange } from './days.ts';

export const USER_TIER_METRIC = 'users.tier';
const DELETED = 2;

const sameCounts = (a: TierCounts | null, b: TierCounts | null) =>
  a === b || (!!a && !!b && MEMBER_TIERS.every((tier) => a[tier] === b[tier]));

/** Per tenant, how many live users hold each tier, re-derived from the records (index queries only). */
async function countTiers(tenantId: string, paidByUser: Map<string, MemberTier>): Promise<TierCounts> {
  const counts = Object.fromEntries(MEMBER_TIERS.map((t) => [t, 0])) as TierCounts;
  const users = await user.query
    .byTenant({ tenantId })
    .go({ pages: 'all', attributes: ['userId', 'status'] });
  for (const u of users.data) {
    if (u.status === DELETED) continue;
    counts[paidByUser.get(u.userId) ?? 'nonMember']++;
  }
  return counts;
}

/**
 * Scheduled hourly: the reconciliation of the users-by-tier counts. The counts move with the writes
 * that change a tier (sign-up, fulfilment, lapse, revocation, deletion, back-office edits: each ADDs
 * in its own transaction); this re-derives the truth and corrects drift, from a writer that missed
 * its move or a race the writers cannot see. A correction is written only when the counts did not
 * move while the truth was being read (read before and after) and are still what was read then
 * (conditional put), so it never overwrites a move. It also keeps the day's snapshot (history for
 * ranges that end before today).
 * Reads by index only: paid memberships from the membership-expiry index's shared PAID partition,
 * live users from each tenant's user index; free users are the live users without a paid tier
 * (a user whose quota row is not written yet is on the free tier).
 */
export async function rollUpUserTiers(now = new Date()) {
  const day = dayOf(now);
  const paidByUser = new Map<string, MemberTier>();
  const paid = await quota.query
    .byExpiry({ memberQueue: PAID_MEMBERS })
    .go({ pages: 'all', attributes: ['userId', 'tier'] });
  for (const row of paid.data) paidByUser.set(row.userId, row.tier);

  let corrected = 0;
  const tenants = await tenant.query.registry({}).go({ pages: 'all', attributes: ['tenantId'] });
  for (const { tenantId } of tenants.data) {
    const before = await readTierCounts(tenantId);
    const truth = await countTiers(tenantId, paidByUser);
    await Promise.all(
      MEMBER_TIERS.map((key) =>
        opsCounter.put({ tenantId, metric: USER_TIER_METRIC, day, key, count: truth[key] }).go(),
      ),
    );
    const after = await readTierCounts(tenantId);
    // Moves written while the truth was read may or may not be in it: leave it to the next run.
    if (!sameCounts(before, after) || sameCounts(after, truth)) continue;
    if (await correctTierCounts(tenantId, after, truth, now.toISOString())) {
      corrected++;
      logger.warn('users by tier corrected', { tenantId, counted: after, truth });
    }
  }
  return { tenants: tenants.data.length, day, corrected };
}

/**
 * Users by tier: the live counts when the range reaches today, else the latest daily snapshot on or
 * before the range's end (within the range), every tier present.
 */
export async function usersByTier(
  caller: Pick<Caller, 'tenantId'>,
  range: { startDay?: string; endDay?: string },
  now = new Date(),
): Promise<UserTierStats> {
  const { startDay, endDay } = dayRange(range, now);
  const today = dayOf(now);
  if (endDay >= today && startDay <= today) {
    const live = await readTierCounts(caller.tenantId);
    // Counts below zero can only be drift the next reconciliation corrects: never shown.
    if (live)
      return {
        day: today,
        live: true,
        tiers: MEMBER_TIERS.map((key) => ({ key, count: Math.max(0, live[key]) })),
      };
  }
  const rows = await counterRows(caller.tenantId, USER_TIER_METRIC, startDay, endDay);
  // Rows come in sort-key order (`day#key`), so the last row is on the latest day.
  const day = rows.at(-1)?.day ?? '';
  const counts = new Map(rows.filter((r) => r.day === day).map((r) => [r.key, r.count]));
  return { day, live: false, tiers: MEMBER_TIERS.map((key) => ({ key, count: counts.get(key) ?? 0 })) };
}
