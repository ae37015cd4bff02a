import { describe, expect, it } from 'vitest';
import {
  applicableCoupons,
  type CouponTerms,
  couponDiscountFen,
  couponState,
  type OrderDraft,
} from './applicable.ts';

const base: CouponTerms = {
  type: 'amount',
  value: 10,
  scope: 'general',
  targets: [],
  scenario: 'new',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2026-12-31T15:59:59.999Z',
  used: false,
  status: 'bound',
};
const draft: OrderDraft = {
  kind: 'buy',
  tier: 'superMember',
  priceFen: 29_900,
  at: '2026-06-01T00:00:00.000Z',
};

describe('couponDiscountFen', () => {
  it('takes a fixed amount in yuan off, as fen', () => {
    expect(couponDiscountFen({ type: 'amount', value: 10 }, 29_900)).toBe(1000);
  });
  it('never takes more than the price', () => {
    expect(couponDiscountFen({ type: 'amount', value: 999 }, 500)).toBe(500);
    expect(couponDiscountFen({ type: 'amount', value: 5 }, 0)).toBe(0);
  });
  it('takes a percentage off, rounded down to whole fen', () => {
    expect(couponDiscountFen({ type: 'discount', value: 15 }, 29_900)).toBe(4485);
    expect(couponDiscountFen({ type: 'discount', value: 33 }, 101)).toBe(33);
    expect(Number.isInteger(couponDiscountFen({ type: 'discount', value: 7 }, 12_345))).toBe(true);
  });
});

describe('applicableCoupons', () => {
  it('keeps only bound, unused coupons valid at the order time, best discount first', () => {
    const coupons = [
      { ...base, value: 5 },
      { ...base, value: 20 },
      { ...base, used: true },
      { ...base, status: 'voided' as const },
      { ...base, status: 'unbound' as const },
      { ...base, validTo: '2026-05-31T00:00:00.000Z' },
      { ...base, validFrom: '2026-07-01T00:00:00.000Z' },
    ];
    expect(applicableCoupons(coupons, draft).map((c) => [c.value, c.discountFen])).toEqual([
      [20, 2000],
      [5, 500],
    ]);
  });
  it('matches the scenario: renewal coupons only on renewals, new-purchase ones on the rest', () => {
    const renew = { ...base, scenario: 'renew' as const };
    expect(applicableCoupons([renew], draft)).toHaveLength(0);
    expect(applicableCoupons([renew], { ...draft, kind: 'renew' })).toHaveLength(1);
    expect(applicableCoupons([base], { ...draft, kind: 'renew' })).toHaveLength(0);
    expect(applicableCoupons([base], { ...draft, kind: 'upgrade' })).toHaveLength(1);
    expect(applicableCoupons([base], { ...draft, kind: 'parse', tier: '' })).toHaveLength(1);
  });
  it('matches a specified scope against the tier bought or the pack kind', () => {
    const svipOnly = { ...base, scope: 'specified' as const, targets: ['superMember' as const] };
    const storageOnly = { ...base, scope: 'specified' as const, targets: ['storage' as const] };
    expect(applicableCoupons([svipOnly], draft)).toHaveLength(1);
    expect(applicableCoupons([svipOnly], { ...draft, tier: 'member' })).toHaveLength(0);
    expect(applicableCoupons([storageOnly], draft)).toHaveLength(0);
    expect(applicableCoupons([storageOnly], { ...draft, kind: 'storage', tier: '' })).toHaveLength(1);
  });
  it('drops coupons that would take nothing off a free order', () => {
    expect(applicableCoupons([base], { ...draft, priceFen: 0 })).toHaveLength(0);
  });
});

describe('couponState', () => {
  it('reads expired from the validity unless voided', () => {
    expect(couponState(base, draft.at)).toBe('bound');
    expect(couponState(base, '2027-01-01T00:00:00.000Z')).toBe('expired');
    expect(couponState({ ...base, status: 'voided' }, '2027-01-01T00:00:00.000Z')).toBe('voided');
    expect(couponState({ ...base, status: 'unbound' }, draft.at)).toBe('unbound');
  });
});
