import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import type { UserTierStats } from '@loopline/shared/contracts/platformOps';
import { opsCounter } from '../entities/opsCounter.ts';
import { quota } from '../entities/quota.ts';
import { tenant } from '../entities/tenant.ts';
import { user } from '../entities/user.ts';
import type { Caller } from '../lib/http/route.ts';
import { counterRows } from './counters.ts';
import { dayRange } from './days.ts';

export const USER_TIER_METRIC = 'users.tier';
const DELETED = 2;

/**
 * Scheduled: snapshots, per tenant, how many live users hold each membership tier, into today's
 * `users.tier` counters (overwritten on every run, so the day keeps its latest roll-up).
 * A roll-up rather than counters bumped by each writer because tiers change in many places
 * (purchase, settlement, lapse, refund revocation, activity rewards, back-office edits) and a single
 * missed writer would drift for ever; the roll-up re-derives the truth each run.
 * Reads by index only: paid memberships from the membership-expiry index's shared PAID partition,
 * live users from each tenant's user index; free users are the live users without a paid tier
 * (a user whose quota row is not written yet is on the free tier).
 */
export async function rollUpUserTiers(now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const paidByUser = new Map<string, { tenantId: string; tier: MemberTier }>();
  const paid = await quota.query
    .byExpiry({ memberQueue: 'PAID' })
    .go({ pages: 'all', attributes: ['userId', 'tenantId', 'tier'] });
  for (const row of paid.data) paidByUser.set(row.userId, { tenantId: row.tenantId, tier: row.tier });

  const tenants = await tenant.query.registry({}).go({ pages: 'all', attributes: ['tenantId'] });
  for (const { tenantId } of tenants.data) {
    const counts = new Map<MemberTier, number>(MEMBER_TIERS.map((t) => [t, 0]));
    const users = await user.query
      .byTenant({ tenantId })
      .go({ pages: 'all', attributes: ['userId', 'status'] });
    for (const u of users.data) {
      if (u.status === DELETED) continue;
      const tier = paidByUser.get(u.userId)?.tier ?? 'nonMember';
      counts.set(tier, (counts.get(tier) ?? 0) + 1);
    }
    await Promise.all(
      [...counts].map(([key, count]) =>
        opsCounter.put({ tenantId, metric: USER_TIER_METRIC, day, key, count }).go(),
      ),
    );
  }
  return { tenants: tenants.data.length, day };
}

/** The latest tier snapshot on or before the range's end (within the range), every tier present. */
export async function usersByTier(
  caller: Pick<Caller, 'tenantId'>,
  range: { startDay?: string; endDay?: string },
  now = new Date(),
): Promise<UserTierStats> {
  const { startDay, endDay } = dayRange(range, now);
  const rows = await counterRows(caller.tenantId, USER_TIER_METRIC, startDay, endDay);
  // Rows come in sort-key order (`day#key`), so the last row is on the latest day.
  const day = rows.at(-1)?.day ?? '';
  const counts = new Map(rows.filter((r) => r.day === day).map((r) => [r.key, r.count]));
  return { day, tiers: MEMBER_TIERS.map((key) => ({ key, count: counts.get(key) ?? 0 })) };
}
