import { coupon } from '../entities/coupon.ts';
import { couponRule } from '../entities/couponRule.ts';
import {
  type NamedItems,
  TransactionCancelledError,
  transactWrite,
  txItem,
} from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import { couponApplies, couponDiscountFen, type OrderDraft } from './applicable.ts';
import { fromItem } from './couponRules.ts';
import type { CouponRecord } from './coupons.ts';
import { userHolder } from './coupons.ts';

/**
 * Using a coupon on an order, for the checkout. One transaction marks the coupon used and counts the
 * use on its rule, each write conditional: the coupon must be the buyer's, bound and unused, and the
 * rule's uses must still be below its count. However many checkouts race, a rule with count 10 is
 * used at most 10 times and a coupon at most once.
 */

/** Transactions touching the same rule may be cancelled for a conflict, not a condition: try again. */
const CONFLICT_RETRIES = 8;

async function withConflictRetry(run: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const conflict = error instanceof TransactionCancelledError && !error.conditionsOnly;
      if (!conflict || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

/**
 * Marks the coupon used for `orderId` and answers the discount (fen) it gives the draft. `alongside`
 * adds the caller's own items (the order itself) to the same transaction, built from the discount:
 * the order exists exactly when the coupon is used for it, and a refusal from either writes nothing.
 */
export async function consumeCoupon(
  input: {
    tenantId: string;
    userId: string;
    couponId: string;
    orderId: string;
    draft: OrderDraft;
  },
  alongside: (discountFen: number) => NamedItems = () => ({}),
): Promise<{ discountFen: number }> {
  const { data } = await coupon.get({ id: input.couponId }).go();
  const record = data ? (fromItem(data) as CouponRecord) : null;
  if (!record || record.tenantId !== input.tenantId || record.userId !== input.userId)
    throw new NotFoundError('coupon.notFound');
  // Said apart from "does not apply", so the buyer knows why a coupon they hold is refused.
  if (record.used) throw new ConflictError('coupon.alreadyUsed');
  if (!couponApplies(record, input.draft)) throw new ConflictError('coupon.notApplicable');
  const discountFen = couponDiscountFen(record, input.draft.priceFen);
  const others = alongside(discountFen);
  try {
    await withConflictRetry(() =>
      transactWrite({
        coupon: txItem(
          coupon
            .patch({ id: record.id })
            .set({ used: true, orderId: input.orderId, usedTime: input.draft.at })
            .where(
              (attr, op) =>
                `${op.eq(attr.holder, userHolder(input.userId))} AND ${op.eq(attr.status, 'bound')} AND ${op.eq(attr.used, false)}`,
            ),
        ),
        rule: txItem(
          couponRule
            .patch({ id: record.ruleId })
            .add({ usedCount: 1 })
            .where((attr, op) => `${op.name(attr.usedCount)} < ${op.name(attr.count)}`),
        ),
        ...others,
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('coupon'))
      throw new ConflictError('coupon.alreadyUsed');
    if (error instanceof TransactionCancelledError && error.failedOn('rule'))
      throw new ConflictError('coupon.exhausted');
    throw error;
  }
  return { discountFen };
}

/**
 * Gives a coupon back when its order is cancelled or expires unpaid: unused again and the use taken
 * off its rule, only if it is still held by that order (a second release does nothing).
 */
export async function releaseCoupon(input: { couponId: string; orderId: string }): Promise<boolean> {
  const { data } = await coupon.get({ id: input.couponId }).go();
  if (!data?.used || data.orderId !== input.orderId) return false;
  try {
    await withConflictRetry(() =>
      transactWrite({
        coupon: txItem(
          coupon
            .patch({ id: data.id })
            .set({ used: false, orderId: '', usedTime: '' })
            .where((attr, op) => `${op.eq(attr.used, true)} AND ${op.eq(attr.orderId, input.orderId)}`),
        ),
        rule: txItem(
          couponRule
            .patch({ id: data.ruleId })
            .add({ usedCount: -1 })
            .where((attr, op) => op.gt(attr.usedCount, 0)),
        ),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionsOnly) return false;
    throw error;
  }
}
