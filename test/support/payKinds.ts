import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon, CouponRule } from '@loopline/shared/contracts/coupon';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart } from '@loopline/shared/contracts/payKinds';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { expect } from 'vitest';
import { baseUrl, call, type Tokens } from './client.ts';
import { testDb } from './db.ts';
import type { Person } from './projects.ts';

/** Helpers of the payment-kind tests (issue 18): checkouts, the sandbox's wallet pages and payer page. */
export const token = (p: Person) => p.tokens.access_token;
export const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
export const status = async (p: Person, orderId: string) =>
  (await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${orderId}`, { token: token(p) }))
    .body.data;
export const start = <T = KindPaymentStart>(
  p: Person,
  path: string,
  body: object,
  headers?: Record<string, string>,
) => call<T>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId: 'parse-10', ...body }, headers });

export const sandbox = (path: string, params: Record<string, string>) =>
  `${baseUrl()}/_local/pay${path}?${new URLSearchParams(params).toString()}`;

/** The wallet (or gateway) sends the payer on to the payer page: its address. */
export async function onward(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return res.headers.get('location')!;
}

export async function press(payerUrl: string, action: 'pay' | 'fail' | 'renotify', times = 1) {
  const url = new URL(`${payerUrl.split('?')[0]}/${action}`);
  url.searchParams.set('times', String(times));
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { state: string; statuses: number[] };
}

export async function ordersOf(userId: string) {
  const { client, table } = testDb();
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORDERS#USER#${userId}` },
    }),
  );
  return Items;
}

/** Pays on the payer page, then has the notify delivered 20 more times: the pack is credited once. */
export async function payAndSettleOnce(who: Person, order: OrderView, payerUrl: string) {
  const before = (await space(who)).parseCount;
  expect((await press(payerUrl, 'pay')).statuses).toEqual([200]);
  expect(await status(who, order.id)).toMatchObject({ status: 'completed' });
  const again = await press(payerUrl, 'renotify', 20);
  expect(again.statuses.every((s) => s === 200)).toBe(true);
  expect((await space(who)).parseCount).toBe(before + 10);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A general ¥5-off coupon rule valid from yesterday for 30 days (`count` coupons in all), two of it
 * issued to `p` by phone as the administrator: answers one of p's unused coupons of that rule.
 */
export async function issueAmountCoupon(
  admin: Tokens,
  p: Person,
  namePrefix: string,
  count = 10,
): Promise<Coupon> {
  const rule = await call<CouponRule>('/api/cloud/coupon-rule/save', {
    token: admin.access_token,
    body: {
      name: `${namePrefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
      type: 'amount',
      value: 5,
      scope: 'general',
      scenario: 'new',
      validityType: 'range',
      validFrom: day(-1),
      validTo: day(30),
      count,
    },
  });
  expect(rule.status, rule.body.msg).toBe(200);
  const phone = (await call<{ phone: string }>('/api/blade-user/info', { token: token(p) })).body.data.phone;
  const issued = await call('/api/cloud/coupon/issue', {
    token: admin.access_token,
    method: 'PUT',
    body: { ruleId: rule.body.data.id, phones: [phone], perUser: 2 },
  });
  expect(issued.status, issued.body.msg).toBe(200);
  const own = (await call<Coupon[]>('/api/cloud/coupon/list', { token: token(p) })).body.data;
  return own.find((c) => c.ruleId === rule.body.data.id && !c.used)!;
}
