import type { Page } from '@loopline/shared';
import type { ApplicableCoupon, Coupon, CouponRule } from '@loopline/shared/contracts/coupon';
import type { OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18 item 7 at checkout: an order placed with a coupon is priced with it on the server, the
 * coupon is used in the same transaction that writes the order (a rule with count 10 gives at most
 * 10 orders, however many checkouts race over HTTP), and it is given back when the order is
 * cancelled or expires unpaid. Refused coupons write nothing.
 */
let admin: Tokens;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const token = (p: Person) => p.tokens.access_token;

async function saveRule(overrides: Record<string, unknown>): Promise<CouponRule> {
  const res = await call<CouponRule>('/api/cloud/coupon-rule/save', {
    token: admin.access_token,
    body: {
      type: 'amount',
      value: 10,
      scope: 'general',
      scenario: 'new',
      validityType: 'range',
      validFrom: day(-1),
      validTo: day(30),
      count: 100,
      ...overrides,
    },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

async function ruleNamed(name: string): Promise<CouponRule> {
  const res = await call<Page<CouponRule>>(`/api/cloud/coupon-rule/list?name=${encodeURIComponent(name)}`, {
    token: admin.access_token,
  });
  return res.body.data.records[0]!;
}

async function phoneOf(p: Person) {
  return (await call<{ phone: string }>('/api/blade-user/info', { token: token(p) })).body.data.phone;
}

/** Issues `perUser` coupons of the rule to each person; answers each person's coupons of that rule. */
async function issue(rule: CouponRule, people: Person[], perUser = 1): Promise<Coupon[][]> {
  const phones = await Promise.all(people.map(phoneOf));
  const res = await call('/api/cloud/coupon/issue', {
    token: admin.access_token,
    method: 'PUT',
    body: { ruleId: rule.id, phones, perUser },
  });
  expect(res.status, res.body.msg).toBe(200);
  return Promise.all(people.map(async (p) => (await own(p)).filter((c) => c.ruleId === rule.id)));
}

const own = async (p: Person) =>
  (await call<Coupon[]>('/api/cloud/coupon/list', { token: token(p) })).body.data;
const checkout = (p: Person, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
  call<PaymentStart>('/api/blade-pay/wxpay/nativePay', { token: token(p), body, lang });
const orders = async (p: Person) =>
  (
    await call<Page<OrderView>>('/api/cloud/order/user/rel/queryOrder', {
      token: token(p),
      body: { current: 1, size: 100 },
    })
  ).body.data.records;

beforeAll(async () => {
  admin = await adminTokens();
});

describe('checkout with a coupon', () => {
  let buyer: Person;
  let rule: CouponRule;

  beforeAll(async () => {
    buyer = await person();
    rule = await saveRule({ name: `Ten off ${Date.now().toString(36)}` });
  });

  it('the picker shows the coupon with its discount, and the order is priced with it on the server', async () => {
    const [[coupon]] = await issue(rule, [buyer]);
    const pick = await call<ApplicableCoupon[]>(
      '/api/cloud/coupon/list?kind=buy&tier=superMember&priceFen=6000',
      { token: token(buyer) },
    );
    expect(pick.body.data.find((c) => c.id === coupon!.id)).toMatchObject({ discountFen: 1000 });

    const res = await checkout(buyer, { chargeId: 'superMember-1m', couponId: coupon!.id });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.order).toMatchObject({
      amountFen: 6000,
      discountFen: 1000,
      payFen: 5000,
      couponId: coupon!.id,
      status: 'unpaid',
    });
    const used = (await own(buyer)).find((c) => c.id === coupon!.id)!;
    expect(used).toMatchObject({ used: true, orderId: res.body.data.order.id });
    expect((await ruleNamed(rule.name)).usedCount).toBe(1);

    // Used: a second order with it is refused (en and zh) and nothing is written.
    const before = (await orders(buyer)).length;
    const again = await checkout(buyer, { chargeId: 'superMember-1m', couponId: coupon!.id });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This coupon has already been used.');
    const zh = await checkout(buyer, { chargeId: 'superMember-1m', couponId: coupon!.id }, 'zh');
    expect(zh.body.msg).toBe('该优惠券已被使用。');
    expect(await orders(buyer)).toHaveLength(before);

    // Cancelling the order gives the coupon back, once; it can then be used again.
    const cancelled = await call<OrderView>(`/api/blade-pay/order/cancel?orderId=${res.body.data.order.id}`, {
      token: token(buyer),
      body: {},
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    expect((await own(buyer)).find((c) => c.id === coupon!.id)).toMatchObject({ used: false, orderId: '' });
    expect((await ruleNamed(rule.name)).usedCount).toBe(0);
    const reused = await checkout(buyer, { chargeId: 'superMember-1m', couponId: coupon!.id });
    expect(reused.status, reused.body.msg).toBe(200);
    expect(reused.body.data.order.payFen).toBe(5000);
  });

  it('a payment the provider reports failed gives the coupon back', async () => {
    const failing = await saveRule({ name: `Fails ${Date.now().toString(36)}` });
    const [[coupon]] = await issue(failing, [buyer]);
    const res = await checkout(buyer, { chargeId: 'superMember-1m', couponId: coupon!.id });
    expect(res.status, res.body.msg).toBe(200);
    const press = await fetch(`${res.body.data.codeUrl}/fail`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(press.status).toBe(200);
    await expect
      .poll(async () => (await orders(buyer)).find((o) => o.id === res.body.data.order.id)?.status)
      .toBe('failed');
    await expect.poll(async () => (await ruleNamed(failing.name)).usedCount).toBe(0);
    expect((await own(buyer)).find((c) => c.id === coupon!.id)).toMatchObject({ used: false, orderId: '' });
  });

  it('refuses a coupon that does not apply or is not the caller’s, in both languages, writing nothing', async () => {
    const renewal = await saveRule({ name: `Renewal only ${Date.now().toString(36)}`, scenario: 'renew' });
    const [[renewCoupon]] = await issue(renewal, [buyer]);
    const before = (await orders(buyer)).length;
    const notApplicable = await checkout(buyer, { chargeId: 'superMember-1m', couponId: renewCoupon!.id });
    expect(notApplicable.status).toBe(409);
    expect(notApplicable.body.msg).toBe('This coupon cannot be used on this order.');
    const zh = await checkout(buyer, { chargeId: 'superMember-1m', couponId: renewCoupon!.id }, 'zh');
    expect(zh.body.msg).toBe('该优惠券不适用于此订单。');

    const stranger = await person();
    const notMine = await checkout(stranger, { chargeId: 'superMember-1m', couponId: renewCoupon!.id });
    expect(notMine.status).toBe(404);
    expect(notMine.body.msg).toBe('The coupon does not exist.');
    expect(await orders(buyer)).toHaveLength(before);
    expect(await orders(stranger)).toHaveLength(0);
    expect((await own(buyer)).find((c) => c.id === renewCoupon!.id)).toMatchObject({ used: false });
    expect((await ruleNamed(renewal.name)).usedCount).toBe(0);
  });

  it('a coupon that covers the whole price goes through noPayment, and a provider checkout is refused', async () => {
    const whole = await saveRule({ name: `Parse pack free ${Date.now().toString(36)}`, value: 10 });
    const taker = await person();
    const [[coupon]] = await issue(whole, [taker]);
    const paid = await checkout(taker, { chargeId: 'parse-10', couponId: coupon!.id });
    expect(paid.status).toBe(400);
    expect(await orders(taker)).toHaveLength(0);
    expect((await own(taker)).find((c) => c.id === coupon!.id)).toMatchObject({ used: false });

    const parsesBefore = (
      await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(taker) })
    ).body.data.parseCount;
    const free = await call<OrderView>('/api/blade-pay/order/noPayment', {
      token: token(taker),
      body: { chargeId: 'parse-10', couponId: coupon!.id },
    });
    expect(free.status, free.body.msg).toBe(200);
    expect(free.body.data).toMatchObject({ status: 'noPayment', payFen: 0, discountFen: 1000 });
    const parsesAfter = (
      await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(taker) })
    ).body.data.parseCount;
    expect(parsesAfter).toBe(parsesBefore + 10);
    expect((await own(taker)).find((c) => c.id === coupon!.id)).toMatchObject({ used: true });
  });
});

describe('a coupon rule with count 10', () => {
  it('50 concurrent checkouts over HTTP: exactly 10 orders carry a coupon; expiry gives them back', async () => {
    const name = `Flash ten ${Date.now().toString(36)}`;
    const rule = await saveRule({ name, count: 10 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => person()));
    const held = await issue(rule, buyers, 10);
    expect(held.flat()).toHaveLength(50);

    const outcomes = await Promise.all(
      buyers.flatMap((b, i) =>
        held[i]!.map((c) => checkout(b, { chargeId: 'superMember-1m', couponId: c.id })),
      ),
    );
    const placed = outcomes.filter((o) => o.status === 200);
    expect(
      placed,
      outcomes
        .filter((o) => o.status !== 200 && o.status !== 409)
        .map((o) => `${o.status} ${o.body.msg}`)
        .join('; '),
    ).toHaveLength(10);
    expect(new Set(outcomes.filter((o) => o.status !== 200).map((o) => o.body.msg))).toEqual(
      new Set(['This coupon’s rule has been used up.']),
    );
    const written = (await Promise.all(buyers.map(orders))).flat();
    expect(written).toHaveLength(10);
    expect(written.every((o) => o.couponId && o.payFen === 5000)).toBe(true);
    expect(new Set(written.map((o) => o.couponId)).size).toBe(10);
    expect(await ruleNamed(name)).toMatchObject({ usedCount: 10 });

    // The unpaid orders expire: every coupon is given back and the rule can be used again.
    const { expireUnpaid } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    await expireUnpaid(new Date(Date.now() + 16 * 60_000));
    expect(await ruleNamed(name)).toMatchObject({ usedCount: 0 });
    const coupons = (await Promise.all(buyers.map(own))).flat().filter((c) => c.ruleId === rule.id);
    expect(coupons.filter((c) => c.used)).toHaveLength(0);
  }, 120_000);
});
