import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart, MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18, the other payment kinds: each is signed by Loopline, checked by the sandbox's wallet or
 * gateway, paid on the payer page and settled once through the signed notify; the merged payment;
 * kinds switched off; and the hwconfig / ios / merge settings.
 */
let admin: Tokens;
const token = (p: Person) => p.tokens.access_token;
const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
const status = async (p: Person, orderId: string) =>
  (await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${orderId}`, { token: token(p) }))
    .body.data;
const start = <T = KindPaymentStart>(
  p: Person,
  path: string,
  body: object,
  headers?: Record<string, string>,
) => call<T>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId: 'parse-10', ...body }, headers });

const sandbox = (path: string, params: Record<string, string>) =>
  `${baseUrl()}/_local/pay${path}?${new URLSearchParams(params).toString()}`;

/** The wallet (or gateway) sends the payer on to the payer page: its address. */
async function onward(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return res.headers.get('location')!;
}

async function press(payerUrl: string, action: 'pay' | 'fail' | 'renotify', times = 1) {
  const url = new URL(`${payerUrl.split('?')[0]}/${action}`);
  url.searchParams.set('times', String(times));
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { state: string; statuses: number[] };
}

async function ordersOf(userId: string) {
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
async function payAndSettleOnce(who: Person, order: OrderView, payerUrl: string) {
  const before = (await space(who)).parseCount;
  expect((await press(payerUrl, 'pay')).statuses).toEqual([200]);
  expect(await status(who, order.id)).toMatchObject({ status: 'completed' });
  const again = await press(payerUrl, 'renotify', 20);
  expect(again.statuses.every((s) => s === 200)).toBe(true);
  expect((await space(who)).parseCount).toBe(before + 10);
}

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
  it('nativePay: one order, a QR code from each provider; the first paid settles it, the other is refused', async () => {
    const who = await person();
    const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
    expect(res.status, res.body.msg).toBe(200);
    const { codes, order } = res.body.data;
    expect(codes.map((c) => c.provider)).toEqual(['wxpay', 'alipay']);
    expect(order.payType).toBe('');
    const alipay = codes.find((c) => c.provider === 'alipay')!.codeUrl;
    await payAndSettleOnce(who, order, alipay);
    expect(await status(who, order.id)).toMatchObject({ status: 'completed', payType: 'alipay' });
    // Paying the other code as well is not credited: its notify is refused.
    const wx = codes.find((c) => c.provider === 'wxpay')!.codeUrl;
    expect((await press(wx, 'pay')).statuses).toEqual([400]);
    expect((await space(who)).parseCount).toBeGreaterThan(0);
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
    const on = await call('/api/blade-pay/wxpay/config/submit', { token: admin.access_token, body: keep });
    expect(on.status, on.body.msg).toBe(200);
    expect((await start(who, 'wxpay/h5Pay', {})).status).toBe(200);
  });
});

describe('App Store receipts (ios/verifyReceipt)', () => {
  const receiptFor = async (productIds: string[], bundleId?: string) => {
    const res = await fetch(`${baseUrl()}/_local/pay/apple/receipt`, {
      method: 'POST',
      body: JSON.stringify({ productIds, bundleId }),
    });
    return ((await res.json()) as { receipt: string }).receipt;
  };
  const verify = (p: Person, receipt: string) =>
    call<OrderView[]>('/api/blade-pay/ios/verifyReceipt', { token: token(p), body: { receipt } });

  it('verifies through production then the sandbox address and credits each transaction once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const receipt = await receiptFor(['parse-10']);
    const first = await verify(who, receipt);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ status: 'completed', payType: 'ios', chargeId: 'parse-10' });
    expect((await space(who)).parseCount).toBe(before + 10);
    // The app sends the same receipt again (a retry, a restore): nothing more.
    expect((await verify(who, receipt)).status).toBe(200);
    expect((await space(who)).parseCount).toBe(before + 10);
    // Someone else sending it is refused and gets nothing.
    const thief = await person();
    const stolen = await verify(thief, receipt);
    expect(stolen.status).toBe(409);
    expect(await ordersOf(thief.userId)).toEqual([]);
  });

  it('refuses a forged receipt and another app’s receipt, writing no order', async () => {
    const who = await person();
    const good = await receiptFor(['parse-10']);
    const forged = Buffer.from(Buffer.from(good, 'base64').toString('utf8').replace(/.$/, 'x')).toString(
      'base64',
    );
    const other = await receiptFor(['parse-10'], 'com.example.other');
    for (const receipt of [forged, other, 'bm90IGEgcmVjZWlwdA==']) {
      const res = await verify(who, receipt);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The App Store receipt could not be verified.');
    }
    expect(await ordersOf(who.userId)).toEqual([]);
  });
});

describe('hwconfig, ios and merge settings', () => {
  const petal = {
    appId: '105000001',
    mchId: '1000000001',
    mchAuthId: 'AUTH0001',
    privateKey: '-----BEGIN PRIVATE KEY-----\nMIIpetalsecretkeymaterialXYZW\n-----END PRIVATE KEY-----',
    platformPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIplatformpublicQRST\n-----END PUBLIC KEY-----',
    gateway: 'https://petalpay-developer.cloud.huawei.com.cn',
    notifyUrl: 'https://loopline.example/api/blade-pay/notify/petalpay',
  };
  const ios = {
    bundleId: 'com.loopline.app',
    sharedSecret: '0123456789abcdef0123456789abcdef',
    verifyReceiptUrl: 'https://buy.itunes.apple.com/verifyReceipt',
    sandboxReceiptUrl: 'https://sandbox.itunes.apple.com/verifyReceipt',
  };
  const as = (t: string | undefined, path: string, body?: object) =>
    call<Record<string, unknown> | null>(`/api/blade-pay/${path}`, { token: t, body });

  it('refuses users on every settings route, and bad input writes nothing', async () => {
    const user = token(await person());
    for (const path of [
      'petalpay/config/list',
      'petalpay/config/detail',
      'ios/config/detail',
      'merge/config/list',
      'merge/config/detail',
    ])
      expect((await as(user, path)).status, path).toBe(403);
    for (const [path, body] of [
      ['petalpay/config/submit', petal],
      ['petalpay/config/remove', {}],
      ['ios/config/submit', ios],
      ['merge/config/submit', { providers: ['wxpay'], mobileDefault: 'wxpay' }],
      ['merge/config/remove', {}],
    ] as const)
      expect((await as(user, path, body)).status, path).toBe(403);

    const t = admin.access_token;
    expect((await as(t, 'ios/config/submit', { ...ios, bundleId: 'not a bundle' })).status).toBe(400);
    expect((await as(t, 'ios/config/submit', { ...ios, sharedSecret: 'short' })).body.msg).toContain(
      'The shared secret has 32 hexadecimal characters.',
    );
    expect((await as(t, 'ios/config/detail')).body.data).toMatchObject({ bundleId: 'com.loopline.sandbox' });
    expect((await as(t, 'petalpay/config/submit', { ...petal, privateKey: '' })).status).toBe(400);
    expect((await as(t, 'petalpay/config/detail')).body.data).toBeNull();
    const badMerge = await as(t, 'merge/config/submit', { providers: ['wxpay'], mobileDefault: 'alipay' });
    expect(badMerge.body.msg).toContain(
      'The phone default must be one of the offered providers, each listed once.',
    );
    expect((await as(t, 'merge/config/detail')).body.data).toMatchObject({ providers: ['wxpay', 'alipay'] });
  });

  it('stores them sealed and shows every secret masked; a blank secret keeps the stored one', async () => {
    const t = admin.access_token;
    const saved = await as(t, 'petalpay/config/submit', petal);
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({
      mchId: '1000000001',
      privateKey: '••••XYZW',
      platformPublicKey: '••••QRST',
    });
    const again = await as(t, 'petalpay/config/submit', { ...petal, mchId: '1000000002', privateKey: '' });
    expect(again.body.data).toMatchObject({ mchId: '1000000002', privateKey: '••••XYZW' });
    const listed = await as(t, 'petalpay/config/list');
    expect(listed.body.data).toMatchObject({ total: 1 });
    expect(JSON.stringify(listed.body.data)).not.toContain('PRIVATE KEY');

    const iosSaved = await as(t, 'ios/config/submit', ios);
    expect(iosSaved.body.data).toMatchObject({ bundleId: 'com.loopline.app', sharedSecret: '••••cdef' });

    // What the table holds is the sealed record: no secret in clear.
    const { client, table } = testDb();
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PAYCONFIG' },
      }),
    );
    const raw = JSON.stringify(Items);
    expect(raw).not.toContain('petalsecretkeymaterial');
    expect(raw).not.toContain(ios.sharedSecret);

    expect((await as(t, 'petalpay/config/remove', {})).status).toBe(200);
    expect((await as(t, 'petalpay/config/detail')).body.data).toBeNull();
  });

  it('the merged payment follows its settings: without them it is not available', async () => {
    const t = admin.access_token;
    const stored = (await as(t, 'merge/config/detail')).body.data!;
    expect(
      (await as(t, 'merge/config/submit', { providers: ['alipay'], mobileDefault: 'alipay' })).status,
    ).toBe(200);
    const who = await person();
    const only = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
    expect(only.body.data.codes.map((c) => c.provider)).toEqual(['alipay']);
    expect((await as(t, 'merge/config/remove', {})).status).toBe(200);
    const none = await start(who, 'merge/nativePay', {});
    expect(none.body.msg).toBe('Payment function is not available.');
    expect((await as(t, 'merge/config/submit', stored)).status).toBe(200);
  });
});

describe('provider settings under the KMS envelope', () => {
  it('seals with a data key that only KMS unwraps; the local KMS refuses another context', async () => {
    const { client, table } = testDb();
    const items = async (pk: string) =>
      (
        await client.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
          }),
        )
      ).Items ?? [];
    const configs = await items('PAYCONFIG');
    expect(configs.length).toBeGreaterThan(0);
    for (const item of configs) expect(String(item.sealed)).toMatch(/^v2\./);
    const keyRecord = (await items('CONFIG')).find((i) => i.sk === 'pay-config-kms-key')!;
    const stored = keyRecord.value as { wrapped: string; keyId: string };
    expect(Object.keys(stored).sort()).toEqual(['keyId', 'wrapped']);

    const kms = (target: string, body: object) =>
      fetch(`${baseUrl()}/_aws/kms/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `TrentService.${target}` },
        body: JSON.stringify(body),
      });
    const opened = await kms('Decrypt', {
      CiphertextBlob: stored.wrapped,
      EncryptionContext: { purpose: 'loopline-pay-config' },
    });
    expect(opened.status).toBe(200);
    expect(Buffer.from(((await opened.json()) as { Plaintext: string }).Plaintext, 'base64')).toHaveLength(
      32,
    );
    const wrongContext = await kms('Decrypt', {
      CiphertextBlob: stored.wrapped,
      EncryptionContext: { purpose: 'something-else' },
    });
    expect(((await wrongContext.json()) as { __type: string }).__type).toBe('InvalidCiphertextException');
    const unknownKey = await kms('GenerateDataKey', { KeyId: 'alias/nope', KeySpec: 'AES_256' });
    expect(((await unknownKey.json()) as { __type: string }).__type).toBe('NotFoundException');
  });
});
