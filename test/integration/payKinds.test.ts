import type { MergedPaymentStart, MergeOffered } from '@loopline/shared/contracts/payKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import {
  onward,
  ordersOf,
  payAndSettleOnce,
  press,
  sandbox,
  space,
  start,
  status,
} from '../support/payKinds.ts';
import { person } from '../support/projects.ts';

/**
 * Issue 18, the other payment kinds: each is signed by Loopline, checked by the sandbox's wallet or
 * gateway, paid on the payer page and settled once through the signed notify; the merged payment;
 * kinds switched off (settings, receipts and KMS: paySettings.test.ts).
 */
let admin: Tokens;

beforeAll(async () => {
  admin = await adminTokens();
});

describe('WeChat Pay kinds', () => {
  it('JSAPI: the signed getBrandWCPayRequest package opens the payer page; the notify settles once', async () => {
    const who = await person();
    const res = await start(who, 'wxpay/jsPay', { openid: 'o-sandbox-openid-1' });
    expect(res.status, res.body.msg).toBe(200);
    const { bridge, order } = res.body.data;
    expect(res.body.data).toMatchObject({ provider: 'wxpay', kind: 'jsapi' });
    expect(order).toMatchObject({ status: 'unpaid', payType: 'wxpay', payFen: 1000 });
    expect(bridge).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
    // A package whose signature does not cover what it says is refused by the wallet.
    const forged = await fetch(sandbox('/wx/bridge', { ...bridge!, timeStamp: '1' }), { redirect: 'manual' });
    expect(forged.status).toBe(400);
    await payAndSettleOnce(who, order, await onward(sandbox('/wx/bridge', { ...bridge! })));
  });

  it('mini program (wxAppPay): placed under the mini program’s own app id', async () => {
    const who = await person();
    const res = await start(who, 'wxpay/wxAppPay', { openid: 'o-mini-openid' });
    expect(res.status, res.body.msg).toBe(200);
    const { bridge, order } = res.body.data;
    const web = await call<Record<string, string>>('/api/blade-pay/wxpay/config/detail', {
      token: admin.access_token,
    });
    expect(bridge!.appId).toBe(web.body.data.miniAppId);
    expect(bridge!.appId).not.toBe(web.body.data.appId);
    await payAndSettleOnce(who, order, await onward(sandbox('/wx/bridge', { ...bridge! })));
  });

  it('JSAPI without the payer’s openid is refused before an order is written', async () => {
    const who = await person();
    const res = await start(who, 'wxpay/jsPay', {});
    expect(res.status).toBe(400);
    expect(await ordersOf(who.userId)).toEqual([]);
  });

  it('H5: answers the h5_url; the payer page sends the payer back to redirect_url', async () => {
    const who = await person();
    const res = await start(who, 'wxpay/h5Pay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { payUrl, order } = res.body.data;
    expect(payUrl).toMatch(/\/_local\/pay\/payer\/[0-9a-f]{24}\?prepay_id=wx/);
    const back = `${baseUrl()}/#/member-center?order=${order.id}`;
    const page = await fetch(`${payUrl}&redirect_url=${encodeURIComponent(back)}`);
    expect(await page.text()).toContain('data-testid="sandbox-pay"');
    await payAndSettleOnce(who, order, payUrl);
  });

  it('app: the signed PayReq is checked by the app SDK’s side and opens the payer page', async () => {
    const who = await person();
    const res = await start(who, 'wxpay/appPay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { app, order } = res.body.data;
    expect(app).toMatchObject({ package: 'Sign=WXPay', partnerid: '1900000001' });
    const forged = await fetch(sandbox('/wx/app', { ...app!, prepayid: `${app!.prepayid}0` }), {
      redirect: 'manual',
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    await payAndSettleOnce(who, order, await onward(sandbox('/wx/app', { ...app! })));
  });
});

describe('Alipay kinds', () => {
  it('H5 (wap.pay): the signed address goes through the gateway to the payer page', async () => {
    const who = await person();
    const res = await start(who, 'alipay/h5Pay', {});
    expect(res.status, res.body.msg).toBe(200);
    const url = new URL(res.body.data.payUrl);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({ product_code: 'QUICK_WAP_WAY' });
    await payAndSettleOnce(who, res.body.data.order, await onward(url.toString()));
  });

  it('app (app.pay): the signed order string is accepted by the gateway; a tampered one is not', async () => {
    const who = await person();
    const res = await start(who, 'alipay/appPay', {});
    expect(res.status, res.body.msg).toBe(200);
    const params = new URLSearchParams(res.body.data.orderString!);
    expect(params.get('method')).toBe('alipay.trade.app.pay');
    const gateway = `${baseUrl()}/_local/pay/alipay/gateway.do`;
    const tampered = new URLSearchParams(params);
    tampered.set('notify_url', 'https://attacker.example/notify');
    expect(await (await fetch(`${gateway}?${tampered}`, { redirect: 'manual' })).text()).toMatch(
      /invalid signature/,
    );
    await payAndSettleOnce(who, res.body.data.order, await onward(`${gateway}?${params}`));
  });

  it('JSAPI (trade.create): answers the trade number that tradePay opens; the notify names it', async () => {
    const who = await person();
    const res = await start(who, 'alipay/jsPay', { buyerId: '2088000000000001' });
    expect(res.status, res.body.msg).toBe(200);
    const { tradeNo, order } = res.body.data;
    expect(tradeNo).toMatch(/^2026/);
    await payAndSettleOnce(who, order, await onward(sandbox('/alipay/tradePay', { tradeNO: tradeNo! })));
  });
});

describe('the merged payment', () => {
  it('nativePay: one order, a QR code from each provider; the first paid settles it, the other is refunded', async () => {
    const who = await person();
    const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { codes, order } = res.body.data;
    expect(codes.map((c) => c.provider)).toEqual(['wxpay', 'alipay']);
    expect(order.payType).toBe('');
    const alipay = codes.find((c) => c.provider === 'alipay')!.codeUrl;
    await payAndSettleOnce(who, order, alipay);
    expect(await status(who, order.id)).toMatchObject({ status: 'completed', payType: 'alipay' });
    // Paying the other code as well is not credited: that payment is refunded (payDuplicate.test.ts).
    const credited = (await space(who)).parseCount;
    const wx = codes.find((c) => c.provider === 'wxpay')!.codeUrl;
    expect((await press(wx, 'pay')).statuses).toEqual([200]);
    expect((await status(who, order.id)).duplicate).toMatchObject({ provider: 'wxpay' });
    expect((await space(who)).parseCount).toBe(credited);
  });

  it('tells the member centre which providers a PC gets merged QR codes from', async () => {
    const who = await person();
    const offered = async () =>
      (await call<MergeOffered>('/api/blade-pay/merge/offered', { token: who.tokens.access_token })).body
        .data;
    expect(await offered()).toEqual({ native: true, providers: ['wxpay', 'alipay'] });
    const detail = (
      await call<Record<string, unknown>>('/api/blade-pay/alipay/config/detail', {
        token: admin.access_token,
      })
    ).body.data;
    const keep = { ...detail, privateKey: '', alipayPublicKey: '' };
    const noQr = await call('/api/blade-pay/alipay/config/submit', {
      token: admin.access_token,
      body: { ...keep, kinds: ['page', 'wap'] },
    });
    expect(noQr.status, noQr.body.msg).toBe(200);
    try {
      expect(await offered()).toEqual({ native: true, providers: ['wxpay'] });
    } finally {
      const back = await call('/api/blade-pay/alipay/config/submit', {
        token: admin.access_token,
        body: keep,
      });
      expect(back.status, back.body.msg).toBe(200);
    }
    expect(await offered()).toEqual({ native: true, providers: ['wxpay', 'alipay'] });
  });

  it('mobilePay picks the provider and kind from the client', async () => {
    const who = await person();
    const wechat = { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' };
    const noOpenid = await start(who, 'merge/mobilePay', {}, wechat);
    expect(noOpenid.status).toBe(400);
    expect(noOpenid.body.msg).toBe("This payment needs the payer's WeChat openid.");
    const inWechat = await start(who, 'merge/mobilePay', { openid: 'o-merge' }, wechat);
    expect(inWechat.body.data).toMatchObject({ provider: 'wxpay', kind: 'jsapi' });
    const inAlipay = await start(
      who,
      'merge/mobilePay',
      {},
      { 'user-agent': 'Mozilla/5.0 AlipayClient/10.5' },
    );
    expect(inAlipay.body.data).toMatchObject({ provider: 'alipay', kind: 'wap' });
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' };
    const plain = await start(who, 'merge/mobilePay', {}, browser);
    expect(plain.body.data).toMatchObject({ provider: 'alipay', kind: 'wap' });
    const chosen = await start(who, 'merge/mobilePay', { provider: 'wxpay' }, browser);
    expect(chosen.body.data).toMatchObject({ provider: 'wxpay', kind: 'h5' });
    await payAndSettleOnce(who, chosen.body.data.order, chosen.body.data.payUrl);
  });
});

describe('kinds validated against the settings', () => {
  it('a kind switched off is "not available" and writes no order; switched on again it works', async () => {
    const detail = (
      await call<Record<string, unknown>>('/api/blade-pay/wxpay/config/detail', { token: admin.access_token })
    ).body.data;
    const keep = { ...detail, privateKey: '', apiV3Key: '', platformPublicKey: '' };
    const off = await call('/api/blade-pay/wxpay/config/submit', {
      token: admin.access_token,
      body: { ...keep, kinds: ['native'] },
    });
    expect(off.status, off.body.msg).toBe(200);
    const who = await person();
    // WeChat Pay is the platform's, shared with every later file: its kinds come back whatever happens.
    try {
      for (const [path, body] of [
        ['wxpay/jsPay', { openid: 'o1' }],
        ['wxpay/h5Pay', {}],
        ['wxpay/appPay', {}],
        ['wxpay/wxAppPay', { openid: 'o1' }],
      ] as const) {
        const res = await start(who, path, body);
        expect(res.status, path).toBe(400);
        expect(res.body.msg).toBe('Payment function is not available.');
      }
      // The merged payment on a phone asking for WeChat is refused too.
      const merged = await start(who, 'merge/mobilePay', { provider: 'wxpay' });
      expect(merged.body.msg).toBe('Payment function is not available.');
      expect(await ordersOf(who.userId)).toEqual([]);
    } finally {
      const on = await call('/api/blade-pay/wxpay/config/submit', { token: admin.access_token, body: keep });
      expect(on.status, on.body.msg).toBe(200);
    }
    expect((await start(who, 'wxpay/h5Pay', {})).status).toBe(200);
  });
});
