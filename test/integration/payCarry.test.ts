import type { OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18, the notify's common path (pay/settleFast.ts): checkout sends the order's carry as
 * WeChat's `attach` / Alipay's `passback_params`, the sandbox echoes it in the signed notify, and the
 * settlement is one transaction conditioned on the order. These are its fallbacks: whatever the carry
 * says that the order does not, and a quota that moved since checkout, go down the read path and
 * settle exactly as the order says.
 */
let buyer: Person;
let victim: Person;

const token = (p: Person) => p.tokens.access_token;
const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
const checkout = (p: Person, path: string, chargeId: string) =>
  call<PaymentStart>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId } });
const status = (p: Person, orderId: string) =>
  call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${orderId}`, { token: token(p) });

/** The sandbox payer presses a button; `echo` makes the provider bring back another carry. */
async function payer(codeUrl: string, action: 'pay' | 'renotify', knobs: Record<string, string> = {}) {
  const url = new URL(`${codeUrl}/${action}`);
  for (const [k, v] of Object.entries(knobs)) url.searchParams.set(k, v);
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { state: string; statuses: number[] };
}

/** A carry (pay/settleCarry.ts) of a parse pack, written out by hand so the test says what it claims. */
const packCarry = (userId: string, parseCount: number, expireTime: string) =>
  ['L1', userId, '000000', 'p', '0', '0', parseCount.toString(36), Date.parse(expireTime).toString(36)].join(
    '.',
  );

beforeAll(async () => {
  [buyer, victim] = await Promise.all([person(), person()]);
  // The cloud is shared with files that remove hwconfig: the sandbox's merchant settings are saved again.
  const config = await (await fetch(`${baseUrl()}/_local/pay/hw/merchant-config`)).json();
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: (await adminTokens()).access_token,
    body: config,
  });
  expect(saved.status, saved.body.msg).toBe(200);
});

describe('the notify settled from its carry', () => {
  it('credits a parse pack once through WeChat and Alipay, redeliveries included', async () => {
    const before = await space(buyer);
    const wx = await checkout(buyer, 'wxpay/nativePay', 'parse-10');
    expect((await payer(wx.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const ali = await checkout(buyer, 'alipay/nativePay', 'parse-10');
    expect((await payer(ali.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await space(buyer)).parseCount).toBe(before.parseCount + 20);
    expect(
      (await payer(wx.body.data.codeUrl, 'renotify', { times: '20' })).statuses.every((s) => s === 200),
    ).toBe(true);
    expect(
      (await payer(ali.body.data.codeUrl, 'renotify', { times: '20' })).statuses.every((s) => s === 200),
    ).toBe(true);
    expect((await space(buyer)).parseCount).toBe(before.parseCount + 20);
    for (const id of [wx.body.data.order.id, ali.body.data.order.id])
      expect((await status(buyer, id)).body.data.status).toBe('completed');
  });

  it('grants what the order says, not what a mismatched carry claims (more parses, another user)', async () => {
    const [mine, theirs] = [await space(buyer), await space(victim)];
    const inflated = await checkout(buyer, 'wxpay/nativePay', 'parse-10');
    const order = inflated.body.data.order;
    const claim = packCarry(buyer.userId, 1000, order.expireTime);
    expect((await payer(inflated.body.data.codeUrl, 'pay', { echo: claim })).statuses).toEqual([200]);
    const elsewhere = await checkout(buyer, 'alipay/nativePay', 'parse-10');
    const redirect = packCarry(victim.userId, 10, elsewhere.body.data.order.expireTime);
    expect((await payer(elsewhere.body.data.codeUrl, 'pay', { echo: redirect })).statuses).toEqual([200]);
    const garbage = await checkout(buyer, 'wxpay/nativePay', 'parse-10');
    expect((await payer(garbage.body.data.codeUrl, 'pay', { echo: 'L1.not.a.carry' })).statuses).toEqual([
      200,
    ]);
    expect((await space(buyer)).parseCount).toBe(mine.parseCount + 30);
    expect((await space(victim)).parseCount).toBe(theirs.parseCount);
  });

  it("settles Huawei's notify from its payload, and not for the user a mismatched payload names", async () => {
    const [mine, theirs] = [await space(buyer), await space(victim)];
    const plain = await checkout(buyer, 'petalpay/nativePay', 'parse-10');
    expect(plain.status, plain.body.msg).toBe(200);
    expect((await payer(plain.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const redirected = await checkout(buyer, 'petalpay/nativePay', 'parse-10');
    const claim = packCarry(victim.userId, 10, redirected.body.data.order.expireTime);
    expect((await payer(redirected.body.data.codeUrl, 'pay', { echo: claim })).statuses).toEqual([200]);
    expect((await payer(plain.body.data.codeUrl, 'renotify', { times: '5' })).statuses).toHaveLength(5);
    expect((await space(buyer)).parseCount).toBe(mine.parseCount + 20);
    expect((await space(victim)).parseCount).toBe(theirs.parseCount);
  });

  it('still refuses another amount when the carry is right, and credits nothing', async () => {
    const before = await space(buyer);
    const start = await checkout(buyer, 'wxpay/nativePay', 'parse-10');
    expect((await payer(start.body.data.codeUrl, 'pay', { totalFen: '999' })).statuses).toEqual([400]);
    expect((await status(buyer, start.body.data.order.id)).body.data.status).toBe('unpaid');
    expect((await space(buyer)).parseCount).toBe(before.parseCount);
  });

  it('grants a membership from the quota as read when it moved since checkout', async () => {
    const who = await person();
    // Checkout of VIP carries the free tier as checkout saw it ...
    const vip = await checkout(who, 'wxpay/nativePay', 'member-1m');
    expect(vip.body.data.order.kind).toBe('buy');
    // ... but SVIP is bought and paid before VIP's notify arrives.
    const svip = await checkout(who, 'alipay/nativePay', 'superMember-1m');
    expect((await payer(svip.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await space(who)).memberTier).toBe('superMember');
    expect((await payer(vip.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const after = await space(who);
    // The read path's purchase: the tier bought, a month from now (not the carried grant's arithmetic).
    expect(after.memberTier).toBe('member');
    const month = new Date(after.memberDate).getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * 86_400_000);
    expect(month).toBeLessThan(32 * 86_400_000);
    expect((await status(who, vip.body.data.order.id)).body.data.status).toBe('completed');
    expect((await payer(vip.body.data.codeUrl, 'renotify', { times: '5' })).statuses).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect((await space(who)).memberDate).toBe(after.memberDate);
  });
});
