/**
 * The public face of marketing/. The checkout calls `applicableCoupons` / `couponDiscountFen` to price
 * and pick, `consumeCoupon` when the order is placed and `releaseCoupon` when it is cancelled or
 * expires; activity/ adds `inviteCouponItems` to an invite binding's transaction.
 */
export { applicableCoupons, couponApplies, couponDiscountFen, type OrderDraft } from './applicable.ts';
export { consumeCoupon, releaseCoupon } from './consume.ts';
export { couponsOf } from './coupons.ts';
export { inviteCouponItems } from './inviteRewards.ts';
