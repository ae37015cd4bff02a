import { createCipheriv, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { PetalPaymentStart } from '@loopline/shared/contracts/payPetal';
import type { RefundView } from '@loopline/shared/contracts/refund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { onward, press, space, start, status, token } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Huawei Petal Pay beyond the QR code and the app (docs/decisions.md, petal), against the sandbox:
 * H5 (the h5Url, the payer page, back to the member centre), encrypted notifies (opened with the
 * notify key after the SM2 check; forged or undecryptable ones refused, nothing credited), and Huawei's
 * interval between refunds of one order (a second part waits its turn and is sent by the sweep).
 */
let admin: Tokens;
const merchantConfig = async () =>
  (await (await fetch(`${baseUrl()}/_local/pay/hw/merchant-config`)).json()) as Record<string, unknown>;
async function saveHwconfig(changes: object = {}) {
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: admin.access_token,
    body: { ...(await merchantConfig()), ...changes },
  });
  expect(saved.status, saved.body.msg).toBe(200);
  return saved.body.data as Record<string, unknown>;
}
async function knob(path: string) {
  const res = await fetch(`${baseUrl()}/_local/pay${path}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status, path).toBe(200);
}
const postNotify = (body: string) =>
  fetch(`${baseUrl()}/api/blade-pay/notify/petalpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
const concat = (fields: Record<string, unknown>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  admin = await adminTokens();
  await knob('/hw/notify-mode?dataType=plain');
  await knob('/hw/refund-gap?seconds=60');
  await knob('/refunds/mode?next=succeed');
  await saveHwconfig();
});

afterAll(async () => {
  await knob('/hw/notify-mode?dataType=plain');
  await knob('/hw/refund-gap?seconds=60');
  await saveHwconfig();
});

describe('Huawei Pay H5', () => {
  it('round trip: h5Url → payer page → notify → back to the member centre; the pack is credited', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const res = await start<PetalPaymentStart>(who, 'petalpay/h5Pay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { order, payUrl } = res.body.data;
    expect(res.body.data).toMatchObject({ provider: 'petalpay', kind: 'h5', codeUrl: '' });
    expect(order).toMatchObject({ status: 'unpaid', payType: 'petalpay', payFen: 1000 });
    expect(payUrl).toContain('/_local/pay/hw/h5/');
    // The member centre appends where to come back to (pages/member/center/phonePay.ts).
    const back = `${baseUrl()}/#/member-center`;
    const payer = await onward(`${payUrl}?returnUrl=${encodeURIComponent(back)}`);
    expect(payer).toContain('/_local/pay/hw/payer/');
    const paid = await fetch(`${payer}/pay`, { method: 'POST' });
    const page = await paid.text();
    expect(page).toContain('Paid.');
    expect(page).toContain(`href="${back}"`);
    expect(await status(who, order.id)).toMatchObject({ status: 'completed', payType: 'petalpay' });
    expect((await space(who)).parseCount).toBe(before + 10);
  });

  it('is "not available" when H5 is not switched on; no order is written', async () => {
    const who = await person();
    await saveHwconfig({ kinds: ['native', 'app'] });
    try {
      const res = await start(who, 'petalpay/h5Pay', {});
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Payment function is not available.');
      const offered = await call('/api/blade-pay/petalpay/offered', { token: token(who) });
      expect(offered.body.data).toEqual({ native: true, app: true, h5: false });
    } finally {
      await saveHwconfig();
    }
    expect((await call('/api/blade-pay/petalpay/h5Pay', { body: { chargeId: 'parse-10' } })).status).toBe(
      401,
    );
  });
});

describe('encrypted Huawei notifies', () => {
  it('the notify key is stored sealed and shown masked; a bad one is a 400 with a translated message', async () => {
    const shown = await saveHwconfig();
    expect(String(shown.notifyKey)).toMatch(/^••••[A-Za-z0-9]{4}$/);
    const bad = await call('/api/blade-pay/petalpay/config/submit', {
      token: admin.access_token,
      body: { ...(await merchantConfig()), notifyKey: 'short' },
      lang: 'zh',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('回调通知密钥须为 32 位字母或数字。');
    // The masked key sent back keeps the stored one (the next test's notifies still open).
    expect((await saveHwconfig({ notifyKey: shown.notifyKey })).notifyKey).toBe(shown.notifyKey);
  });

  it('an encrypted notify is opened and credits once, however often it comes; its refund notify too', async () => {
    await knob('/hw/notify-mode?dataType=encrypt');
    try {
      const who = await person();
      const before = (await space(who)).parseCount;
      const { order, codeUrl } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
      expect((await press(codeUrl, 'pay')).statuses).toEqual([200]);
      expect(await status(who, order.id)).toMatchObject({ status: 'completed' });
      const again = await press(codeUrl, 'renotify', 50);
      expect(again.statuses.filter((s) => s === 200)).toHaveLength(50);
      expect((await space(who)).parseCount).toBe(before + 10);
      const refunded = await call<RefundView>('/api/blade-pay/order/refund', {
        token: admin.access_token,
        body: { orderId: order.id, reason: 'Encrypted refund notify' },
      });
      expect(refunded.status, refunded.body.msg).toBe(200);
      await until(
        () => status(who, order.id),
        (o) => o.refundStatus === 'refunded',
        'the refund notify',
      );
      expect((await space(who)).parseCount).toBe(before);
    } finally {
      await knob('/hw/notify-mode?dataType=plain');
    }
  });

  it('a Huawei-signed notify sealed under another key is refused; with the right key it settles', async () => {
    await knob('/hw/notify-mode?dataType=encrypt');
    const who = await person();
    const before = (await space(who)).parseCount;
    try {
      await saveHwconfig({ notifyKey: 'Z'.repeat(32) });
      const { order, codeUrl } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
      expect((await press(codeUrl, 'pay')).statuses).toEqual([401]);
      expect(await status(who, order.id)).toMatchObject({ status: 'unpaid' });
      expect((await space(who)).parseCount).toBe(before);
      await saveHwconfig();
      expect((await press(codeUrl, 'renotify')).statuses).toEqual([200]);
      expect(await status(who, order.id)).toMatchObject({ status: 'completed' });
      expect((await space(who)).parseCount).toBe(before + 10);
    } finally {
      await knob('/hw/notify-mode?dataType=plain');
      await saveHwconfig();
    }
  });

  it('refuses encrypted notifies Huawei did not sign, even sealed under the right key; nothing credited', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const { order } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
    const { notifyKey, mchId, appId } = await merchantConfig();
    const callbackId = 'forged-encrypted';
    const nonce = randomBytes(12);
    // The right notify key (as if it leaked): only Huawei's signature makes a notify believed.
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(String(notifyKey)), nonce);
    cipher.setAAD(Buffer.from(callbackId));
    const business = {
      mercNo: mchId,
      appId,
      mercOrderNo: order.id,
      orderStatus: 'TRX_SUCCESS',
      totalAmount: order.payFen,
      sysTransOrderNo: 'HWFORGED',
    };
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(business)),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const envelope = {
      callbackId,
      callbackTime: '2026-11-26 10:00:00',
      dataType: 'encrypt',
      signType: 'SM2',
      encryptData: sealed.toString('base64'),
      nonce: nonce.toString('base64'),
    };
    const other = generateKeyPairSync('ec', { namedCurve: 'SM2' });
    const forged = sign('sm3', Buffer.from(concat(envelope)), other.privateKey).toString('base64');
    for (const body of [
      JSON.stringify({ ...envelope, sign: forged }),
      JSON.stringify(envelope),
      JSON.stringify({ ...envelope, signType: 'RSA', sign: forged }),
    ]) {
      const res = await postNotify(body);
      expect(res.status, body.slice(0, 60)).toBe(401);
    }
    expect(await status(who, order.id)).toMatchObject({ status: 'unpaid' });
    expect((await space(who)).parseCount).toBe(before);
  });
});

describe("Huawei's interval between refunds of one order", () => {
  const GAP_SECONDS = 2;
  const refund = (orderId: string, refundFen: number) =>
    call<RefundView>('/api/blade-pay/order/refund', {
      token: admin.access_token,
      body: { orderId, reason: 'Refund in parts', refundFen },
    });
  const taken = async (orderNo: string) =>
    (await (
      await fetch(`${baseUrl()}/_local/pay/hw/refunds?mercOrderNo=${encodeURIComponent(orderNo)}`)
    ).json()) as { mercRefundOrderNo: string; refundOrderStatus: string; takenAt: number }[];
  async function bought(who: Person) {
    const { order, codeUrl } = (
      await start<PetalPaymentStart>(who, 'petalpay/nativePay', { chargeId: 'parse-50' })
    ).body.data;
    expect((await press(codeUrl, 'pay')).statuses).toEqual([200]);
    return order;
  }

  it('a second part inside the interval waits its turn and is sent by the sweep once it has come', async () => {
    await knob(`/hw/refund-gap?seconds=${GAP_SECONDS}`);
    await knob('/refunds/mode?next=succeed');
    await saveHwconfig({ refundGapSeconds: GAP_SECONDS });
    const who = await person();
    const before = (await space(who)).parseCount;
    const order = await bought(who);
    const first = await refund(order.id, 2000);
    expect(first.status, first.body.msg).toBe(200);
    await until(
      () => status(who, order.id),
      (o) => o.refundedFen === 2000,
      'the first part',
    );
    const second = await refund(order.id, 1000);
    expect(second.status, second.body.msg).toBe(200);
    // Not refused: taken, waiting for its turn, not yet at Huawei.
    expect(second.body.data).toMatchObject({ status: 'refunding', providerRefundId: '' });
    expect(await taken(order.id)).toHaveLength(1);

    const { syncOpenRefunds } =
      await functionsModule<typeof import('../../functions/src/pay/refundSend.ts')>('pay/refundSend');
    await syncOpenRefunds(new Date());
    expect(await taken(order.id)).toHaveLength(1);
    const [sentFirst] = await taken(order.id);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, sentFirst!.takenAt + GAP_SECONDS * 1000 + 50 - Date.now())),
    );
    await syncOpenRefunds(new Date());
    const after = await until(
      () => status(who, order.id),
      (o) => o.refundedFen === 3000,
      'the second part',
    );
    expect(after).toMatchObject({ refundStatus: 'partial', refundableFen: 2000 });
    expect((await space(who)).parseCount).toBe(before + 20);
    const both = await taken(order.id);
    expect(both.map((r) => r.refundOrderStatus)).toEqual(['REFUND_SUCCESS', 'REFUND_SUCCESS']);
    expect(both[1]!.takenAt - both[0]!.takenAt).toBeGreaterThanOrEqual(GAP_SECONDS * 1000);
  });

  it('later parts wait behind the one sent; without the spacing Huawei (the sandbox) refuses a part', async () => {
    await knob(`/hw/refund-gap?seconds=${GAP_SECONDS}`);
    await saveHwconfig({ refundGapSeconds: GAP_SECONDS });
    const who = await person();
    const order = await bought(who);
    const sent = await refund(order.id, 1000);
    expect(sent.status, sent.body.msg).toBe(200);
    const waiting = await refund(order.id, 1500);
    expect(waiting.body.data).toMatchObject({ status: 'refunding', providerRefundId: '' });
    expect(await taken(order.id)).toHaveLength(1);

    // With no spacing on our side a part goes at once, and Huawei's rule refuses it: what the queue avoids.
    await saveHwconfig({ refundGapSeconds: 0 });
    const early = await refund(order.id, 500);
    expect(early.status, early.body.msg).toBe(200);
    expect(early.body.data).toMatchObject({ status: 'failed', failReason: '200010' });
    expect(await status(who, order.id)).toMatchObject({ refundFen: 2500 });
  });
});
