import { coupon } from '../entities/coupon.ts';
import { couponRule } from '../entities/couponRule.ts';
import type { NamedItems } from '../entities/transaction.ts';
import { txItem } from '../entities/transaction.ts';
import { getRule, toItem } from './couponRules.ts';
import { couponsFor } from './coupons.ts';

/**
 * The coupons an invite activity grants on each invite-code binding (issue rule "per invite"), as
 * transaction items, so the binding, the other rewards and the coupons are written together or not
 * at all. The rule's issued count is counted in the same transaction (and it must still exist).
 */
export async function inviteCouponItems(
  event: { id: string; tenantId: string; issueRule?: string; couponRuleId?: string; couponCount?: number },
  userIds: readonly string[],
  now = new Date(),
): Promise<NamedItems> {
  if (event.issueRule !== 'perInvite' || !event.couponRuleId) return {};
  const rule = await getRule({ tenantId: event.tenantId }, event.couponRuleId);
  const records = couponsFor(
    rule,
    userIds.map((userId) => ({ userId, phone: '' })),
    event.couponCount ?? 1,
    `event:${event.id}`,
    now,
  );
  const items: NamedItems = {
    couponRule: txItem(
      couponRule
        .patch({ id: rule.id })
        .add({ issuedCount: records.length })
        .where((attr, op) => op.eq(attr.tenantId, event.tenantId)),
    ),
  };
  for (const [i, record] of records.entries()) items[`coupon${i}`] = txItem(coupon.create(toItem(record)));
  return items;
}
