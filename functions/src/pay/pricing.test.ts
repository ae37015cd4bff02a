import type { ChargeItem } from '@loopline/shared/contracts/pay';
import { describe, expect, it } from 'vitest';
import { fenToYuan, priceOrder, upgradeCredit, yuanToFen } from './pricing.ts';

const levels = { nonMember: 0, member: 1, superMember: 2, enterpriseMember: 3 };
const item = (over: Partial<ChargeItem>): ChargeItem => ({
  id: 'x',
  kind: 'membership',
  name: '',
  nameEn: '',
  tier: 'member',
  months: 1,
  storageBytes: 0,
  parseCount: 0,
  priceFen: 3000,
  published: true,
  sort: 0,
  ...over,
});
const catalogue = [
  item({ id: 'member-1m' }),
  item({ id: 'member-12m', months: 12, priceFen: 30000 }),
  item({ id: 'svip-1m', tier: 'superMember', priceFen: 6000 }),
];
const now = new Date('2026-06-01T00:00:00Z');
const context = { catalogue, levels, now };
const DAY = 86_400_000;

describe('server-side pricing (integer fen)', () => {
  it('prices a first purchase, a renewal and packs at catalogue price', () => {
    expect(priceOrder(catalogue[0]!, { tier: 'nonMember', memberDate: '' }, context)).toMatchObject({
      kind: 'buy',
      payFen: 3000,
    });
    const member = { tier: 'member' as const, memberDate: new Date(now.getTime() + 10 * DAY).toISOString() };
    expect(priceOrder(catalogue[0]!, member, context)).toMatchObject({
      kind: 'renew',
      payFen: 3000,
      discountFen: 0,
    });
    expect(
      priceOrder(
        item({ kind: 'parse', tier: '', months: 0, parseCount: 10, priceFen: 1000 }),
        member,
        context,
      ),
    ).toMatchObject({ kind: 'parse', payFen: 1000 });
  });

  it('credits the time left on an upgrade at the tier’s cheapest monthly rate, never below zero', () => {
    const member = { tier: 'member' as const, memberDate: new Date(now.getTime() + 31 * DAY).toISOString() };
    expect(upgradeCredit(member, catalogue, now)).toBe(2500);
    expect(priceOrder(catalogue[2]!, member, context)).toMatchObject({
      kind: 'upgrade',
      amountFen: 6000,
      discountFen: 2500,
      payFen: 3500,
    });
    const long = { tier: 'member' as const, memberDate: new Date(now.getTime() + 400 * DAY).toISOString() };
    expect(priceOrder(catalogue[2]!, long, context)).toMatchObject({ payFen: 0, discountFen: 6000 });
  });

  it('applies further discounts (the coupon seam) after the credit, floored at zero', () => {
    const q = priceOrder(catalogue[0]!, { tier: 'nonMember', memberDate: '' }, context, [
      { source: 'coupon', fen: 500 },
    ]);
    expect(q).toMatchObject({ payFen: 2500, discountFen: 500 });
    expect(
      priceOrder(catalogue[0]!, { tier: 'nonMember', memberDate: '' }, context, [
        { source: 'coupon', fen: 99_999 },
      ]).payFen,
    ).toBe(0);
  });

  it('refuses a downgrade while the higher tier is valid', () => {
    const svip = { tier: 'superMember' as const, memberDate: new Date(now.getTime() + DAY).toISOString() };
    expect(() => priceOrder(catalogue[0]!, svip, context)).toThrow('pay.downgradeRefused');
  });

  it('converts fen and yuan strings exactly', () => {
    expect(fenToYuan(6000)).toBe('60.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(yuanToFen('60.00')).toBe(6000);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    for (const bad of ['', '1.234', '-1', '1e3', ' 1', 'NaN']) expect(yuanToFen(bad)).toBeNaN();
  });
});
