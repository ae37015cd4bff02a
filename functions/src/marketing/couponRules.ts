import type { CouponRule, CouponRuleSaveBody } from '@loopline/shared/contracts/coupon';
import type { z } from 'zod';
import { couponRule } from '../entities/couponRule.ts';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';

/** Coupon rules of the back office (spec 3 §3–§5, §7 cloud/coupon-rule). */

type RuleInput = z.output<typeof CouponRuleSaveBody>;
type Admin = Pick<Caller, 'tenantId'>;

export type RuleRecord = CouponRule & { tenantId: string; updateTime: string };

/** The stored terms: range fields only for range validity, the day count only for day validity. */
function terms(input: RuleInput) {
  const range = input.validityType === 'range';
  return {
    name: input.name,
    type: input.type,
    value: input.value,
    scope: input.scope,
    targets: input.scope === 'specified' ? [...new Set(input.targets)] : [],
    scenario: input.scenario,
    validityType: input.validityType,
    validFrom: range ? (input.validFrom ?? '') : '',
    validTo: range ? (input.validTo ?? '') : '',
    validDays: range ? 0 : (input.validDays ?? 0),
    count: input.count,
  };
}

export function ruleView(record: RuleRecord): CouponRule {
  const { tenantId: _t, updateTime: _u, ...view } = record;
  return { ...view, targets: [...view.targets] };
}

/** The first instant of a range's first day and the last of its last day, in China time (UTC+8). */
export function rangeInstants(validFrom: string, validTo: string) {
  return {
    from: new Date(`${validFrom}T00:00:00+08:00`).toISOString(),
    to: new Date(`${validTo}T23:59:59.999+08:00`).toISOString(),
  };
}

/** Is the rule still usable for new coupons at `now` (its range not over, its count not used up)? */
export function ruleValid(rule: CouponRule, now: Date): boolean {
  if (rule.usedCount >= rule.count) return false;
  return rule.validityType === 'days' || rangeInstants(rule.validFrom, rule.validTo).to >= now.toISOString();
}

export async function createRule(admin: Admin, input: RuleInput, now = new Date()): Promise<CouponRule> {
  const at = now.toISOString();
  const record = {
    id: sortableId(now),
    tenantId: admin.tenantId,
    ...terms(input),
    issuedCount: 0,
    usedCount: 0,
    createTime: at,
    updateTime: at,
  };
  await couponRule.create(toItem(record)).go();
  return ruleView(record as RuleRecord);
}

/** The tenant's rule, or 404 (another tenant's rule is as good as missing). */
export async function getRule(admin: Admin, id: string): Promise<RuleRecord> {
  const { data } = await couponRule.get({ id }).go();
  if (!data || data.tenantId !== admin.tenantId) throw new NotFoundError('coupon.ruleNotFound');
  return fromItem(data) as RuleRecord;
}

/**
 * Changes a rule's terms; coupons already issued keep theirs. The count can never fall below the
 * uses already made: the write is conditional on it, so a use landing meanwhile is not lost.
 */
export async function updateRule(admin: Admin, id: string, input: RuleInput, now = new Date()) {
  await getRule(admin, id);
  try {
    const { data } = await couponRule
      .patch({ id })
      .set({ ...toItem(terms(input)), updateTime: now.toISOString() })
      .where(
        (attr, op) => `${op.eq(attr.tenantId, admin.tenantId)} AND ${op.lte(attr.usedCount, input.count)}`,
      )
      .go({ response: 'all_new' });
    return ruleView(fromItem(data) as RuleRecord);
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('coupon.countBelowUsed');
    throw error;
  }
}

/** Deletes rules none of whose coupons were issued (the delete is conditional on it). */
export async function removeRules(admin: Admin, ids: string[]) {
  for (const id of ids) await getRule(admin, id);
  for (const id of ids) {
    try {
      await couponRule
        .delete({ id })
        .where((attr, op) => `${op.eq(attr.tenantId, admin.tenantId)} AND ${op.eq(attr.issuedCount, 0)}`)
        .go();
    } catch (error) {
      if (conditionFailed(error)) throw new ConflictError('coupon.ruleInUse');
      throw error;
    }
  }
}

export async function listRules(admin: Admin, query: { name?: string; current: number; size: number }) {
  const base = couponRule.query.byTenant({ tenantId: admin.tenantId });
  const name = query.name;
  const chain = name ? base.where((attr, op) => op.contains(attr.name, name)) : base;
  const page = await entityPage(couponRule, chain, { ...query, order: 'desc' });
  return { ...page, records: page.records.map((r) => ruleView(fromItem(r) as RuleRecord)) };
}

/** Rules that can still give coupons (for the issue dialog and the activity form). */
export async function validRules(admin: Admin, now = new Date()): Promise<CouponRule[]> {
  const { data } = await couponRule.query
    .byTenant({ tenantId: admin.tenantId })
    .go({ pages: 'all', order: 'desc' });
  return data.map((item) => ruleView(fromItem(item) as RuleRecord)).filter((rule) => ruleValid(rule, now));
}

/** Stored items name the coupon type `couponType` (`type` is the table's entity tag). */
export function fromItem<T extends { couponType: 'amount' | 'discount' }>(item: T) {
  const { couponType, ...rest } = item;
  return { ...rest, type: couponType };
}

export function toItem<T extends { type: 'amount' | 'discount' }>(record: T) {
  const { type, ...rest } = record;
  return { ...rest, couponType: type };
}
