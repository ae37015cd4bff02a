import type { Coupon, CouponIssueBody } from '@loopline/shared/contracts/coupon';
import type { z } from 'zod';
import { getMany } from '../entities/batch.ts';
import { coupon } from '../entities/coupon.ts';
import { couponRule } from '../entities/couponRule.ts';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { user } from '../entities/user.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { type CouponTerms, couponState } from './applicable.ts';
import { fromItem, getRule, type RuleRecord, rangeInstants, toItem } from './couponRules.ts';
import { saveErrorLog } from './errorLog.ts';
import { type Recipient, resolveGroup, resolvePhones } from './recipients.ts';

/** Issued coupons: issue, cancel, the back office's list and a user's own coupons (spec 3 §4, §7). */

export type CouponRecord = CouponTerms & {
  id: string;
  tenantId: string;
  ruleId: string;
  holder: string;
  userId: string;
  phone: string;
  orderId: string;
  usedTime: string;
  name: string;
  source: string;
  issueTime: string;
};

const DAY_MS = 24 * 3600 * 1000;
export const userHolder = (userId: string) => `USER#${userId}`;
const phoneHolder = (tenantId: string, phone: string) => `PHONE#${tenantId}#${phone}`;

export function couponView(record: CouponRecord, now = new Date(), account = ''): Coupon {
  return {
    id: record.id,
    ruleId: record.ruleId,
    name: record.name,
    type: record.type,
    value: record.value,
    scope: record.scope,
    targets: [...record.targets],
    scenario: record.scenario,
    validFrom: record.validFrom,
    validTo: record.validTo,
    state: couponState(record, now.toISOString()),
    used: record.used,
    userId: record.userId,
    holder: account || record.phone || record.userId,
    orderId: record.orderId,
    issueTime: record.issueTime,
    usedTime: record.usedTime,
  };
}

/** The validity a coupon issued now gets from its rule. */
function validityOf(rule: RuleRecord, now: Date) {
  if (rule.validityType === 'range') {
    const { from, to } = rangeInstants(rule.validFrom, rule.validTo);
    return { validFrom: from, validTo: to };
  }
  return {
    validFrom: now.toISOString(),
    validTo: new Date(now.getTime() + rule.validDays * DAY_MS - 1).toISOString(),
  };
}

/** The coupon items `perUser` coupons of a rule make for each recipient. */
export function couponsFor(
  rule: RuleRecord,
  recipients: readonly Recipient[],
  perUser: number,
  source: string,
  now = new Date(),
): CouponRecord[] {
  const validity = validityOf(rule, now);
  return recipients.flatMap((r) =>
    Array.from({ length: perUser }, () => ({
      id: sortableId(now),
      tenantId: rule.tenantId,
      ruleId: rule.id,
      holder: r.userId ? userHolder(r.userId) : phoneHolder(rule.tenantId, r.phone),
      userId: r.userId,
      phone: r.phone,
      status: r.userId ? ('bound' as const) : ('unbound' as const),
      used: false,
      orderId: '',
      usedTime: '',
      name: rule.name,
      type: rule.type,
      value: rule.value,
      scope: rule.scope,
      targets: [...rule.targets],
      scenario: rule.scenario,
      ...validity,
      source,
      issueTime: now.toISOString(),
    })),
  );
}

/**
 * Counts the coupons as issued on the rule first (the rule must still exist: a rule with issued
 * coupons can no longer be deleted), then writes them.
 */
export async function writeCoupons(rule: RuleRecord, records: CouponRecord[]) {
  if (records.length === 0) return;
  try {
    await couponRule
      .patch({ id: rule.id })
      .add({ issuedCount: records.length })
      .where((attr, op) => op.eq(attr.tenantId, rule.tenantId))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('coupon.ruleNotFound');
    throw error;
  }
  let left = records;
  while (left.length) {
    const { unprocessed } = await coupon.put(left.map(toItem)).go();
    const again = new Set(unprocessed.map((key) => (key as { id: string }).id));
    left = left.filter((r) => again.has(r.id));
  }
}

/** Issues a rule's coupons to phones or a group; refused phones go to an error log for export. */
export async function issueCoupons(
  admin: Pick<Caller, 'tenantId' | 'userId'>,
  input: z.output<typeof CouponIssueBody>,
  now = new Date(),
) {
  const rule = await getRule(admin, input.ruleId);
  if (rule.validityType === 'range' && rangeInstants(rule.validFrom, rule.validTo).to < now.toISOString())
    throw new ConflictError('coupon.ruleExpired');
  const { recipients, refused } = input.group
    ? { recipients: await resolveGroup(admin.tenantId, input.group), refused: [] }
    : await resolvePhones(admin.tenantId, input.phones);
  const records = couponsFor(rule, recipients, input.perUser, `admin:${admin.userId}`, now);
  await writeCoupons(rule, records);
  const errorLogId = refused.length ? await saveErrorLog(admin, refused, now) : '';
  return {
    bound: records.filter((r) => r.status === 'bound').length,
    unbound: records.filter((r) => r.status === 'unbound').length,
    failed: refused.length,
    errorLogId,
  };
}

/** Voids an unused coupon of the tenant. */
export async function cancelCoupon(admin: Pick<Caller, 'tenantId'>, id: string, now = new Date()) {
  const { data } = await coupon.get({ id }).go();
  if (!data || data.tenantId !== admin.tenantId) throw new NotFoundError('coupon.notFound');
  try {
    const { data: updated } = await coupon
      .patch({ id })
      .set({ status: 'voided' })
      .where((attr, op) => `${op.eq(attr.used, false)} AND ${op.ne(attr.status, 'voided')}`)
      .go({ response: 'all_new' });
    return couponView(fromItem(updated) as CouponRecord, now);
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('coupon.cannotCancel');
    throw error;
  }
}

/** The back office's issued coupons, of one rule or the whole tenant, newest first. */
export async function issuedCoupons(
  admin: Pick<Caller, 'tenantId'>,
  query: { ruleId?: string; current: number; size: number },
  now = new Date(),
) {
  if (query.ruleId) await getRule(admin, query.ruleId);
  const chain = query.ruleId
    ? coupon.query.byRule({ ruleId: query.ruleId })
    : coupon.query.byTenant({ tenantId: admin.tenantId });
  const page = await entityPage(coupon, chain, { ...query, order: 'desc' });
  const holders = page.records.filter((r) => r.userId).map((r) => ({ userId: r.userId }));
  const people = await getMany(user, holders);
  const accountOf = new Map(people.map((p) => [p.userId, p.account]));
  return {
    ...page,
    records: page.records.map((r) =>
      couponView(fromItem(r) as CouponRecord, now, accountOf.get(r.userId) ?? ''),
    ),
  };
}

/**
 * Binds the coupons that waited for this user's phone (issued before they registered). Each claim is
 * conditional on the coupon still being unbound, so two sessions claiming at once bind it once.
 */
async function claimWaiting(caller: Pick<Caller, 'tenantId' | 'userId'>, phone: string) {
  if (!phone) return;
  const { data } = await coupon.query
    .byHolder({ holder: phoneHolder(caller.tenantId, phone) })
    .go({ pages: 'all' });
  for (const waiting of data) {
    try {
      await coupon
        .patch({ id: waiting.id })
        .set({ holder: userHolder(caller.userId), userId: caller.userId, status: 'bound' })
        .composite({ issueTime: waiting.issueTime })
        .where((attr, op) => op.eq(attr.status, 'unbound'))
        .go();
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
}

/** Every coupon the user holds (claiming those that waited for their phone), newest first. */
export async function couponsOf(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  phone: string,
): Promise<CouponRecord[]> {
  await claimWaiting(caller, phone);
  const { data } = await coupon.query
    .byHolder({ holder: userHolder(caller.userId) })
    .go({ pages: 'all', order: 'desc' });
  return data.map((item) => fromItem(item) as CouponRecord).filter((c) => c.tenantId === caller.tenantId);
}
