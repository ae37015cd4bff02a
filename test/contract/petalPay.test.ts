import { generateKeyPairSync, sign } from 'node:crypto';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { PetalPaymentStart, WxOauthAuthorize, WxOauthOpenid } from '@loopline/shared/contracts/payPetal';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { ordersOf, press, space, start, status, token } from '../support/payKinds.ts';
import { person } from '../support/projects.ts';

/**
 * Huawei Petal Pay through its merchant protocol against the sandbox (PayMercAuth-signed pre-orders,
 * SM2-signed notifies and query answers), and WeChat's web authorisation for JSAPI's openid.
 * The cloud is shared with the other files (some remove hwconfig): the sandbox's merchant settings
 * are saved here through the back office route first.
 */
let admin: Tokens;
const notifyUrl = () => `${baseUrl()}/api/blade-pay/notify/petalpay`;
const postNotify = (body: string) =>
  fetch(notifyUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const saveHwconfig = async (changes: object = {}) => {
  const config = await (await fetch(`${baseUrl()}/_local/pay/hw/merchant-config`)).json();
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: admin.access_token,
    body: { ...config, ...changes },
  });
  expect(saved.status, saved.body.msg).toBe(200);
};
/** The sorted concatenation, written here a third time so the test checks both sides. */
const concat = (fields: Record<string, unknown>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');

beforeAll(async () => {
  admin = await adminTokens();
  await saveHwconfig();
});

describe('Huawei Petal Pay', () => {
  it('native: the QR code leads to the payer page; 100 duplicate notifies credit the pack once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const res = await start<PetalPaymentStart>(who, 'petalpay/nativePay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { order, codeUrl } = res.body.data;
    expect(res.body.data).toMatchObject({ provider: 'petalpay', kind: 'native' });
    expect(order).toMatchObject({ status: 'unpaid', payType: 'petalpay', payFen: 1000 });
    expect(codeUrl).toContain('/_local/pay/hw/payer/');
    expect((await press(codeUrl, 'pay')).statuses).toEqual([200]);
    expect(await status(who, order.id)).toMatchObject({ status: 'completed', payType: 'petalpay' });
    const again = await press(codeUrl, 'renotify', 100);
    expect(again.statuses.filter((s) => s === 200)).toHaveLength(100);
    expect((await space(who)).parseCount).toBe(before + 10);
  });

  it('refuses forged notifies: another key, no signature, a changed field; nothing is credited', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const { order } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
    const other = generateKeyPairSync('ec', { namedCurve: 'SM2' });
    const fields = {
      callbackId: 'forged-1',
      callbackTime: '2026-11-26 10:00:00',
      dataType: 'plain',
      signType: 'SM2',
      mercOrderNo: order.id,
      orderStatus: 'TRX_SUCCESS',
      currency: 'CNY',
      totalAmount: order.payFen,
      payerAmount: order.payFen,
      promotionAmount: 0,
      sysTransOrderNo: 'HWFORGED',
    };
    const forged = sign('sm3', Buffer.from(concat(fields)), other.privateKey).toString('base64');
    for (const body of [
      JSON.stringify({ ...fields, sign: forged }),
      JSON.stringify(fields),
      JSON.stringify({ ...fields, signType: 'RSA', sign: forged }),
      'not json',
      '[]',
    ]) {
      const res = await postNotify(body);
      expect(res.status, body.slice(0, 40)).toBe(401);
    }
    expect(await status(who, order.id)).toMatchObject({ status: 'unpaid' });
    expect((await space(who)).parseCount).toBe(before);
  });

  it('refuses a signed notify of another amount or of an unknown order', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const { order, codeUrl } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
    const payUrl = new URL(`${codeUrl}/pay`);
    payUrl.searchParams.set('totalFen', '1');
    const paid = await fetch(payUrl, { method: 'POST', headers: { accept: 'application/json' } });
    expect(((await paid.json()) as { statuses: number[] }).statuses).toEqual([400]);
    expect(await status(who, order.id)).toMatchObject({ status: 'unpaid' });
    expect((await space(who)).parseCount).toBe(before);

    const second = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', { chargeId: 'parse-10' })).body
      .data;
    const unknown = new URL(`${second.codeUrl}/pay`);
    unknown.searchParams.set('outTradeNo', 'NO-SUCH-ORDER');
    const res = await fetch(unknown, { method: 'POST', headers: { accept: 'application/json' } });
    expect(((await res.json()) as { statuses: number[] }).statuses).toEqual([404]);
    expect((await space(who)).parseCount).toBe(before);
  });

  it('query-on-return settles a payment whose notify was lost, through the signed query answer', async () => {
    const who = await person();
    const { order, codeUrl } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
    const silent = new URL(`${codeUrl}/pay`);
    silent.searchParams.set('silent', '1');
    await fetch(silent, { method: 'POST', headers: { accept: 'application/json' } });
    expect(await status(who, order.id)).toMatchObject({ status: 'unpaid' });
    const synced = await call<OrderView>(`/api/blade-pay/order/syncPayment?orderId=${order.id}`, {
      token: token(who),
      body: {},
    });
    expect(synced.body.data).toMatchObject({ status: 'completed', payType: 'petalpay' });
  });

  it('cancelling closes the payment at Huawei: the payer page can no longer be paid', async () => {
    const who = await person();
    const { order, codeUrl } = (await start<PetalPaymentStart>(who, 'petalpay/nativePay', {})).body.data;
    const cancelled = await call(`/api/blade-pay/order/cancel?orderId=${order.id}`, {
      token: token(who),
      body: {},
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    expect(await (await fetch(codeUrl)).text()).toContain('Closed by the merchant.');
  });

  it('app: the signed orderStr opens the checkout; a changed one is refused', async () => {
    const who = await person();
    const res = await start<PetalPaymentStart>(who, 'petalpay/appPay', {});
    expect(res.status, res.body.msg).toBe(200);
    const orderStr = JSON.parse(res.body.data.orderStr!);
    expect(orderStr).toMatchObject({
      prepay_id: expect.stringMatching(/^hwprepay/),
      timestamp: expect.any(String),
    });
    const checkout = (value: object) =>
      fetch(`${baseUrl()}/_local/pay/hw/checkout?orderStr=${encodeURIComponent(JSON.stringify(value))}`, {
        redirect: 'manual',
      });
    expect((await checkout({ ...orderStr, timestamp: '1' })).status).toBe(400);
    const ok = await checkout(orderStr);
    expect(ok.status).toBe(302);
    expect((await press(ok.headers.get('location')!, 'pay')).statuses).toEqual([200]);
    expect(await status(who, res.body.data.order.id)).toMatchObject({ status: 'completed' });
  });

  it('"Payment function is not available" when hwconfig is off or a kind is not offered; no order written', async () => {
    const who = await person();
    await saveHwconfig({ kinds: ['app'] });
    const native = await start(who, 'petalpay/nativePay', {});
    expect(native.status).toBe(400);
    expect(native.body.msg).toBe('Payment function is not available.');
    await saveHwconfig({ enabled: false });
    const offered = await call('/api/blade-pay/petalpay/offered', { token: token(who) });
    expect(offered.body.data).toEqual({ native: false, app: false, h5: false });
    expect((await start(who, 'petalpay/appPay', {})).body.msg).toBe('Payment function is not available.');
    expect(await ordersOf(who.userId)).toEqual([]);
    await saveHwconfig();
    expect((await call('/api/blade-pay/petalpay/offered', { token: token(who) })).body.data).toEqual({
      native: true,
      app: true,
      h5: true,
    });
  });
});

describe("WeChat's web authorisation for JSAPI", () => {
  const redirectUri = () => `${baseUrl()}/?wx=1#/member-center`;

  it('the code from the authorize redirect gives the openid once; JSAPI takes it', async () => {
    const who = await person();
    const auth = await call<WxOauthAuthorize>(
      `/api/blade-pay/wxpay/oauth/authorize?redirectUri=${encodeURIComponent(redirectUri())}&state=s1`,
      { token: token(who) },
    );
    expect(auth.status, auth.body.msg).toBe(200);
    const url = new URL(auth.body.data.url);
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.hash).toBe('#wechat_redirect');
    const back = await fetch(url, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.hash).toBe('#/member-center');
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code')!;
    const exchanged = await call<WxOauthOpenid>('/api/blade-pay/wxpay/oauth/openid', {
      token: token(who),
      body: { code },
    });
    expect(exchanged.status, exchanged.body.msg).toBe(200);
    const { openid } = exchanged.body.data;
    expect(openid).toMatch(/^o/);
    const reused = await call('/api/blade-pay/wxpay/oauth/openid', { token: token(who), body: { code } });
    expect(reused.status).toBe(400);
    const paid = await start(who, 'wxpay/jsPay', { openid });
    expect(paid.status, paid.body.msg).toBe(200);
  });

  it('a bad code is a 400 with a translated message; malformed input too; users only', async () => {
    const who = await person();
    const bad = await call('/api/blade-pay/wxpay/oauth/openid', {
      token: token(who),
      body: { code: 'no-such-code' },
      lang: 'zh',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('微信授权码无效，请从微信中重新打开页面。');
    for (const code of ['', 'a b', 'x'.repeat(200)])
      expect(
        (await call('/api/blade-pay/wxpay/oauth/openid', { token: token(who), body: { code } })).status,
      ).toBe(400);
    const notUrl = await call('/api/blade-pay/wxpay/oauth/authorize?redirectUri=javascript:alert(1)', {
      token: token(who),
    });
    expect(notUrl.status).toBe(400);
    expect((await call('/api/blade-pay/wxpay/oauth/openid', { body: { code: 'abc' } })).status).toBe(401);
  });
});
