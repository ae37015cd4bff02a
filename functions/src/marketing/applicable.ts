import type { ApplicableCoupon, Coupon, CouponState } from '@loopline/shared/contracts/coupon';

/**
 * Which coupons an order can use and what they take off: pure functions over the coupons and the
 * order, the seam the checkout calls. Money is integer fen throughout (1 yuan = 100 fen).
 */

/** What the checkout knows of the order before a coupon is chosen. */
export interface OrderDraft {
  /** buy, renew or upgrade a membership, or a storage or parse pack. */
  kind: 'buy' | 'renew' | 'upgrade' | 'storage' | 'parse';
  /** The tier bought (membership kinds); '' for packs. */
  tier: string;
  /** The price before the coupon, in fen. */
  priceFen: number;
  /** When the order is placed (ISO); validity is checked against it. */
  at: string;
}

/** The terms and state a coupon needs for these checks (a stored coupon or its answer). */
export type CouponTerms = Pick<
  Coupon,
  'type' | 'value' | 'scope' | 'targets' | 'scenario' | 'validFrom' | 'validTo' | 'used'
> & { status: 'unbound' | 'bound' | 'voided' };

/** The state shown for a coupon: its stored binding state, or expired once its validity is over. */
export function couponState(coupon: Pick<CouponTerms, 'status' | 'validTo'>, at: string): CouponState {
  if (coupon.status === 'voided') return 'voided';
  if (coupon.validTo < at) return 'expired';
  return coupon.status;
}

/**
 * What a coupon takes off a price (fen): a fixed amount (value in yuan), or value percent of the price,
 * rounded down; never more than the price, never negative.
 */
export function couponDiscountFen(coupon: Pick<CouponTerms, 'type' | 'value'>, priceFen: number): number {
  const price = Math.max(0, Math.floor(priceFen));
  const off = coupon.type === 'amount' ? coupon.value * 100 : Math.floor((price * coupon.value) / 100);
  return Math.min(price, Math.max(0, off));
}

/** Renewal coupons apply to renewals; new-purchase coupons to everything else bought. */
function scenarioFits(coupon: Pick<CouponTerms, 'scenario'>, draft: OrderDraft): boolean {
  return (coupon.scenario === 'renew') === (draft.kind === 'renew');
}

/** A specified coupon names the tiers or packs it is for. */
function scopeFits(coupon: Pick<CouponTerms, 'scope' | 'targets'>, draft: OrderDraft): boolean {
  if (coupon.scope === 'general') return true;
  const target = draft.kind === 'storage' || draft.kind === 'parse' ? draft.kind : draft.tier;
  return coupon.targets.includes(target as (typeof coupon.targets)[number]);
}

/** Can this coupon be used on the draft: bound, unused, valid at the draft's time, right scene and scope? */
export function couponApplies(coupon: CouponTerms, draft: OrderDraft): boolean {
  return (
    coupon.status === 'bound' &&
    !coupon.used &&
    coupon.validFrom <= draft.at &&
    draft.at <= coupon.validTo &&
    scenarioFits(coupon, draft) &&
    scopeFits(coupon, draft) &&
    couponDiscountFen(coupon, draft.priceFen) > 0
  );
}

/** The coupons the draft can use, each with its discount, the largest discount first. */
export function applicableCoupons<C extends CouponTerms>(
  coupons: readonly C[],
  draft: OrderDraft,
): (C & Pick<ApplicableCoupon, 'discountFen'>)[] {
  return coupons
    .filter((c) => couponApplies(c, draft))
    .map((c) => ({ ...c, discountFen: couponDiscountFen(c, draft.priceFen) }))
    .sort((a, b) => b.discountFen - a.discountFen || a.validTo.localeCompare(b.validTo));
}
