import { generateKeyPairSync, sign } from 'node:crypto';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { PetalPaymentStart } from '@loopline/shared/contracts/payPetal';
import type { RefundView, SplitOrderView } from '@loopline/shared/contracts/refund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { issueAmountCoupon, press, space, start, status, token } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Huawei Petal Pay refunds against the sandbox (PayMercAuth-signed refund requests and queries,
 * SM2-signed refund notifies): an administrator's refund and an approved buyer's request, two
 * partial refunds of one order, forged refund notifies refused, 100 duplicate refund notifies
 * finishing the refund once, the fail and hold switches, and a late Huawei payment whose coupon is
 * gone refunded automatically. hwconfig is saved here first (other files of the shared cloud remove it).
 */
let admin: Tokens;
const refundNotifyUrl = () => `${baseUrl()}/api/blade-pay/notify/petalpay/refund`;

async function knob(path: string) {
  const res = await fetch(`${baseUrl()}/_local/pay${path}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { status: string; statuses: number[] };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A Huawei QR payment of a catalogue item, paid on the sandbox's payer page. */
async function bought(p: Person, chargeId: string) {
  const res = await start<PetalPaymentStart>(p, 'petalpay/nativePay', { chargeId });
  expect(res.status, res.body.msg).toBe(200);
  expect((await press(res.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
  expect(await status(p, res.body.data.order.id)).toMatchObject({ status: 'completed', payType: 'petalpay' });
  return { ...res.body.data.order, codeUrl: res.body.data.codeUrl };
}

const adminRefund = (orderId: string, refundFen?: number) =>
  call<RefundView>('/api/blade-pay/order/refund', {
    token: admin.access_token,
    body: { orderId, reason: 'Refund through Huawei', ...(refundFen === undefined ? {} : { refundFen }) },
  });
const parts = async (p: Person, orderId: string) => {
  const res = await call<SplitOrderView>('/api/cloud/order/user/rel/querySplitOrder', {
    token: token(p),
    body: { orderId },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.parts;
};
const settled = (p: Person, orderId: string, done: (o: OrderView) => boolean, what: string) =>
  until(() => status(p, orderId), done, what);

beforeAll(async () => {
  admin = await adminTokens();
  // Parts here follow one another at once: Huawei's interval between them is petalProtocol.test.ts's.
  await knob('/hw/refund-gap?seconds=0');
  const config = await (await fetch(`${baseUrl()}/_local/pay/hw/merchant-config`)).json();
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: admin.access_token,
    body: config,
  });
  expect(saved.status, saved.body.msg).toBe(200);
  await knob('/refunds/mode?next=succeed');
});

afterAll(async () => {
  // Huawei's own interval again, for the files after this one in a shared cloud.
  await knob('/hw/refund-gap?seconds=60');
  const config = await (await fetch(`${baseUrl()}/_local/pay/hw/merchant-config`)).json();
  await call('/api/blade-pay/petalpay/config/submit', { token: admin.access_token, body: config });
});

describe('Huawei Petal Pay refunds', () => {
  it('round trip: the buyer asks, the administrator approves, Huawei notifies; the parses go back', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'parse-10');
    expect(await status(who, paid.id)).toMatchObject({ refundableFen: 1000 });
    const asked = await call<RefundView>('/api/cloud/order/user/rel/refundRequest', {
      token: token(who),
      body: { orderId: paid.id, reason: 'Not needed any more' },
    });
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({ provider: 'petalpay', status: 'requested', refundFen: 1000 });
    const approved = await call<RefundView>('/api/blade-pay/order/refundRequest', {
      token: admin.access_token,
      body: { id: asked.body.data.id },
    });
    expect(approved.status, approved.body.msg).toBe(200);
    const done = await settled(who, paid.id, (o) => o.refundStatus === 'refunded', 'the refund notify');
    expect(done).toMatchObject({ refundedFen: 1000, refundableFen: 0 });
    expect((await space(who)).parseCount).toBe(before);
    const [part] = await parts(who, paid.id);
    expect(part).toMatchObject({ provider: 'petalpay', status: 'refunded', revokedParse: 10 });
    expect(part!.providerRefundId).toMatch(/^HWR/);
    // The payment notify replayed after the refund credits nothing.
    expect((await press(paid.codeUrl, 'renotify')).statuses).toEqual([409]);
    expect((await space(who)).parseCount).toBe(before);
  });

  it('two partial refunds, each its own mercRefundOrderNo and notify, then the rest', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'parse-50');
    expect((await adminRefund(paid.id, 2000)).status).toBe(200);
    await settled(who, paid.id, (o) => o.refundedFen === 2000, 'the first part');
    expect((await space(who)).parseCount).toBe(before + 30);
    const second = await adminRefund(paid.id, 1000);
    expect(second.status, second.body.msg).toBe(200);
    const after = await settled(who, paid.id, (o) => o.refundedFen === 3000, 'the second part');
    expect(after).toMatchObject({ refundStatus: 'partial', refundableFen: 2000 });
    expect((await space(who)).parseCount).toBe(before + 20);
    // More than is left is refused before anything reaches Huawei.
    expect((await adminRefund(paid.id, 2001)).status).toBe(400);
    expect((await adminRefund(paid.id)).status).toBe(200);
    await settled(who, paid.id, (o) => o.refundStatus === 'refunded', 'the rest');
    expect((await space(who)).parseCount).toBe(before);
    const all = await parts(who, paid.id);
    expect(all.map((r) => [r.refundFen, r.status, r.revokedParse])).toEqual([
      [2000, 'refunded', 20],
      [1000, 'refunded', 10],
      [2000, 'refunded', 20],
    ]);
    expect(new Set(all.map((r) => r.providerRefundId)).size).toBe(3);
  });

  it('refuses forged refund notifies: another key, no signature, another signType, not JSON', async () => {
    await knob('/refunds/mode?next=hold');
    try {
      const who = await person();
      const before = (await space(who)).parseCount;
      const paid = await bought(who, 'parse-10');
      const held = await adminRefund(paid.id);
      expect(held.status, held.body.msg).toBe(200);
      expect(held.body.data.status).toBe('refunding');
      const other = generateKeyPairSync('ec', { namedCurve: 'SM2' });
      const fields = {
        callbackId: 'forged-refund',
        callbackTime: '2026-11-26 10:00:00',
        dataType: 'plain',
        signType: 'SM2',
        mercRefundNo: held.body.data.id,
        sysRefundNo: 'HWRFORGED',
        refundAmount: 1000,
        payerRefundAmount: 1000,
        promotionRefundAmount: 0,
        currency: 'CNY',
        refundOrderStatus: 'REFUND_FAILED',
      };
      const concat = Object.keys(fields)
        .sort()
        .map((k) => `${k}=${String(fields[k as keyof typeof fields])}`)
        .join('&');
      const forged = sign('sm3', Buffer.from(concat), other.privateKey).toString('base64');
      for (const body of [
        JSON.stringify({ ...fields, sign: forged }),
        JSON.stringify(fields),
        JSON.stringify({ ...fields, signType: 'RSA', sign: forged }),
        'not json',
        '[]',
      ]) {
        const res = await fetch(refundNotifyUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status, body.slice(0, 40)).toBe(401);
      }
      expect(await status(who, paid.id)).toMatchObject({ refundStatus: 'refunding', refundFen: 1000 });
      expect((await space(who)).parseCount).toBe(before + 10);
      // Huawei's real word ends it.
      const finished = await knob(`/refunds/${held.body.data.id}/finish?result=success`);
      expect(finished.statuses).toEqual([200]);
      expect(await status(who, paid.id)).toMatchObject({ refundStatus: 'refunded' });
      expect((await space(who)).parseCount).toBe(before);
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
  });

  it('100 duplicate refund notifies finish the refund once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'parse-50');
    const part = await adminRefund(paid.id, 2000);
    expect(part.status).toBe(200);
    await settled(who, paid.id, (o) => o.refundedFen === 2000, 'the refund');
    const again = await knob(`/refunds/${part.body.data.id}/renotify?times=100`);
    expect(again.statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(await status(who, paid.id)).toMatchObject({ refundedFen: 2000, refundableFen: 3000 });
    expect((await space(who)).parseCount).toBe(before + 30);
    expect((await parts(who, paid.id)).map((r) => r.revokedParse)).toEqual([20]);
  });

  it('a refund Huawei fails gives its hold back; a held one is finished by the scheduled query', async () => {
    const who = await person();
    const paid = await bought(who, 'parse-10');
    await knob('/refunds/mode?next=fail');
    try {
      expect((await adminRefund(paid.id)).status).toBe(200);
      const failed = await settled(who, paid.id, (o) => o.refundStatus === 'failed', 'the failure');
      expect(failed).toMatchObject({ refundedFen: 0, refundableFen: 1000 });
      await knob('/refunds/mode?next=hold');
      const held = await adminRefund(paid.id);
      expect(held.body.data.status).toBe('refunding');
      // Huawei ends it without a notify reaching us: the sync asks the signed query.
      await knob('/refunds/mode?next=succeed');
      const { syncOpenRefunds } =
        await functionsModule<typeof import('../../functions/src/pay/refundSend.ts')>('pay/refundSend');
      expect((await knob(`/refunds/${held.body.data.id}/finish?result=success&silent=1`)).statuses).toEqual(
        [],
      );
      expect(await status(who, paid.id)).toMatchObject({ refundStatus: 'refunding' });
      await syncOpenRefunds(new Date(Date.now() + 120_000));
      expect(await status(who, paid.id)).toMatchObject({ refundStatus: 'refunded', refundedFen: 1000 });
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
  });
});

describe('a late Huawei payment whose coupon went to another order', () => {
  const couponFor = (p: Person) => issueAmountCoupon(admin, p, 'HwLate');

  it('is refunded through Huawei at once, granting nothing', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const coupon = await couponFor(who);
    const first = await start<PetalPaymentStart>(who, 'petalpay/nativePay', { couponId: coupon.id });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.order.payFen).toBe(500);
    const { expireUnpaid } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    // Without closing at Huawei: the payment races the expiry.
    await expireUnpaid(new Date(Date.now() + 16 * 60_000));
    const second = await start(who, 'wxpay/nativePay', { couponId: coupon.id });
    expect(second.status, second.body.msg).toBe(200);
    expect((await press(second.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await press(first.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const late = await settled(
      who,
      first.body.data.order.id,
      (o) => o.refundStatus === 'refunded',
      'the automatic refund',
    );
    expect(late).toMatchObject({ status: 'paid', payType: 'petalpay', refundFen: 500, refundedFen: 500 });
    const [refund] = await parts(who, first.body.data.order.id);
    expect(refund).toMatchObject({ provider: 'petalpay', source: 'system', revokedParse: 0 });
    expect((await space(who)).parseCount).toBe(before + 10);
    // Its payment notify again: refused, nothing credited.
    expect((await press(first.body.data.codeUrl, 'renotify')).statuses).toEqual([409]);
    expect((await space(who)).parseCount).toBe(before + 10);
  });
});
