import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './orders.ts';
import { CARRY_MAX, carriedOf, carryOf } from './settleCarry.ts';

const pack: OrderRecord = {
  id: '0mwx4fhzz263db6a1f2',
  orderNo: '0mwx4fhzz263db6a1f2',
  userId: '3f2a9c1e-5b7d-4e0a-9c3b-1d2e3f4a5b6c',
  tenantId: '000000',
  kind: 'parse',
  chargeId: 'parse-10',
  name: '10 次解析',
  nameEn: '10 parses',
  tier: '',
  months: 0,
  storageBytes: 0,
  parseCount: 10,
  amountFen: 1000,
  discountFen: 0,
  payFen: 1000,
  status: 'unpaid',
  payType: 'wxpay',
  createTime: '2026-11-26T05:00:00.000Z',
  expireTime: '2026-11-26T05:15:00.000Z',
  paidTime: '',
  transactionId: '',
  codeUrl: '',
  payUrl: '',
  couponId: '',
};

const membership: OrderRecord = {
  ...pack,
  kind: 'renew',
  chargeId: 'member-12m',
  tier: 'superMember',
  months: 12,
  storageBytes: 0,
  parseCount: 0,
  tierGrant: {
    fromTier: 'member',
    fromStorage: 10 * 1024 ** 3,
    fromMemberDate: '2027-01-31T23:59:59.123Z',
    memberName: '超级会员',
    memberNameEn: 'Super member',
    storage: 100 * 1024 ** 3,
    parse: -1,
  },
};

describe('the carry an order sends its provider', () => {
  it('brings back every field the settlement writes, within WeChat attach length', () => {
    const text = carryOf(pack)!;
    expect(text.length).toBeLessThanOrEqual(CARRY_MAX);
    expect(text).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(carriedOf(text)).toEqual({
      userId: pack.userId,
      tenantId: '000000',
      kind: 'parse',
      tier: '',
      months: 0,
      storageBytes: 0,
      parseCount: 10,
      expireTime: pack.expireTime,
    });
  });

  it("carries a membership's quota as checkout saw it (tier and membership end, or none)", () => {
    expect(carriedOf(carryOf(membership))).toMatchObject({
      kind: 'renew',
      tier: 'superMember',
      months: 12,
      from: { tier: 'member', memberDate: '2027-01-31T23:59:59.123Z' },
    });
    const fresh = {
      ...membership,
      tierGrant: { ...membership.tierGrant!, fromTier: 'nonMember' as const, fromMemberDate: '' },
    };
    expect(carriedOf(carryOf(fresh))?.from).toEqual({ tier: 'nonMember', memberDate: '' });
  });

  it('carries nothing it could not bring back exactly (the read path settles those orders)', () => {
    expect(carryOf({ ...pack, userId: 'x'.repeat(64), tenantId: 'y'.repeat(64) })).toBeUndefined();
    expect(carryOf({ ...pack, userId: 'has.dot' })).toBeUndefined();
    expect(carryOf({ ...pack, expireTime: '2026-11-26T05:15:00Z' })).toBeUndefined();
    expect(carryOf({ ...pack, parseCount: -1 })).toBeUndefined();
    expect(
      carryOf({ ...membership, tierGrant: { ...membership.tierGrant!, fromMemberDate: 'soon' } }),
    ).toBeUndefined();
  });

  it('reads nothing from a text that is not a carry', () => {
    for (const text of [
      undefined,
      '',
      'hello',
      carryOf(pack)!.replace('L1.', 'L2.'),
      `${carryOf(pack)!}.x.y`,
      carryOf(pack)!.replace('.p.', '.q.'),
      carryOf(pack)!.replace('.p.', '.pz.'),
      carryOf(pack)!.replace('.a.', '.A.'),
      `${carryOf(pack)!}.z`,
      'L1.u.t.p.0.0.a.%41',
      'L1.u.t.p.0.0.a.zzzzzzzzzzz',
      'L1.u.t.p.zzzzzzzzzzz.0.a.1',
    ])
      expect(carriedOf(text)).toBeNull();
  });
});
