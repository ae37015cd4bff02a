import { generateKeyPairSync } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChargeItem, OrderView, PaymentStart, Quote } from '@loopline/shared/contracts/pay';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';

/**
 * Issue 18: the catalogue, checkout priced on the server, payment through the local sandbox's
 * WeChat Pay API v3 and Alipay RSA2 gateways, signed notifies settled once, and refusals.
 */
let admin: Tokens;
let buyer: Person;
let other: Person;

type Priced = ChargeItem & { quote: Quote | null };
const token = (p: Person) => p.tokens.access_token;
const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
const checkout = (p: Person, path: string, chargeId: string) =>
  call<PaymentStart>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId } });
const status = (p: Person, orderId: string) =>
  call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${orderId}`, { token: token(p) });

/** The sandbox payer presses a button; knobs make the provider report another amount or order. */
async function payer(
  codeUrl: string,
  action: 'pay' | 'fail' | 'renotify',
  knobs: Record<string, string> = {},
) {
  const url = new URL(`${codeUrl}/${action}`);
  for (const [k, v] of Object.entries(knobs)) url.searchParams.set(k, v);
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

beforeAll(async () => {
  admin = await adminTokens();
  [buyer, other] = await Promise.all([person(), person()]);
});

describe('the catalogue', () => {
  it('lists the seeded tiers, and priced items with what they cost the caller', async () => {
    const tiers = await call<{ code: string }[]>('/api/cloud/equity/list', { token: token(buyer) });
    expect(tiers.body.data.map((t) => t.code)).toEqual([
      'nonMember',
      'member',
      'superMember',
      'enterpriseMember',
    ]);
    const list = await call<Priced[]>('/api/cloud/charge/info/paymentList', {
      token: token(buyer),
      body: {},
    });
    expect(list.status).toBe(200);
    const parse10 = list.body.data.find((i) => i.id === 'parse-10')!;
    expect(parse10).toMatchObject({ kind: 'parse', parseCount: 10, priceFen: 1000 });
    expect(parse10.quote).toMatchObject({ kind: 'parse', payFen: 1000 });
    expect(list.body.data.find((i) => i.id === 'superMember-1m')!.quote).toMatchObject({
      kind: 'buy',
      payFen: 6000,
    });
  });

  it('is edited by platform administrators only; bad items are refused and nothing is written', async () => {
    const item = {
      kind: 'parse',
      name: '5 次解析',
      nameEn: '5 parses',
      parseCount: 5,
      priceFen: 500,
      published: false,
    };
    expect((await call('/api/cloud/charge/info/save', { token: token(buyer), body: item })).status).toBe(403);
    const saved = await call<ChargeItem>('/api/cloud/charge/info/save', {
      token: admin.access_token,
      body: item,
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const all = await call<ChargeItem[]>('/api/cloud/charge/info/list/all', { token: admin.access_token });
    expect(all.body.data.some((i) => i.id === saved.body.data.id)).toBe(true);
    const published = await call<Priced[]>('/api/cloud/charge/info/paymentList', {
      token: token(buyer),
      body: {},
    });
    expect(published.body.data.some((i) => i.id === saved.body.data.id)).toBe(false);
    for (const bad of [
      { ...item, priceFen: -1 },
      { ...item, priceFen: 1.5 },
      { ...item, priceFen: 1_000_000 },
      { ...item, parseCount: 0 },
      { ...item, kind: 'membership', tier: 'nonMember', months: 1 },
    ]) {
      const res = await call('/api/cloud/charge/info/save', { token: admin.access_token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const after = await call<ChargeItem[]>('/api/cloud/charge/info/list/all', { token: admin.access_token });
    expect(after.body.data.length).toBe(all.body.data.length);
    expect(
      (
        await call('/api/cloud/charge/info/remove', {
          token: admin.access_token,
          body: { id: saved.body.data.id },
        })
      ).status,
    ).toBe(200);
  });

  it('lets administrators change a tier’s equities, and refuses users', async () => {
    const body = {
      code: 'enterpriseMember',
      memberName: '企业会员',
      memberNameEn: 'Enterprise',
      equities: {
        storageGb: 2048,
        parse: -1,
        project: -1,
        projectUserNum: -1,
        downAnalysis: true,
        downSpeed: true,
        exclusiveAnalyze: true,
        priorityFile: true,
      },
    };
    expect((await call('/api/cloud/equity/saveOrUpdate', { token: token(buyer), body })).status).toBe(403);
    const res = await call('/api/cloud/equity/saveOrUpdate', { token: admin.access_token, body });
    expect(res.status, res.body.msg).toBe(200);
    const bad = await call('/api/cloud/equity/saveOrUpdate', {
      token: admin.access_token,
      body: { ...body, equities: { ...body.equities, parse: -2 } },
    });
    expect(bad.status).toBe(400);
  });

  it('shows provider settings to administrators with every secret masked', async () => {
    const res = await call<Record<string, string>>('/api/blade-pay/wxpay/config/detail', {
      token: admin.access_token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.mchId).toBe('1900000001');
    expect(res.body.data.privateKey).toMatch(/^••••.{4}$/);
    expect(res.body.data.apiV3Key).toMatch(/^••••.{4}$/);
    expect(JSON.stringify(res.body.data)).not.toContain('PRIVATE KEY');
    expect((await call('/api/blade-pay/wxpay/config/detail', { token: token(buyer) })).status).toBe(403);
  });
});

describe('checkout and payment', () => {
  it('pays a parse pack with WeChat Pay: QR → sandbox payer → signed notify → credited once, pushed', async () => {
    const before = await space(buyer);
    const socket = await openSocket(token(buyer));
    const start = await checkout(buyer, 'wxpay/nativePay', 'parse-10');
    expect(start.status, start.body.msg).toBe(200);
    const { order, codeUrl } = start.body.data;
    expect(order).toMatchObject({ status: 'unpaid', payFen: 1000, payType: 'wxpay', kind: 'parse' });
    expect(codeUrl).toMatch(/\/_local\/pay\/payer\//);
    const paid = await payer(codeUrl, 'pay');
    expect(paid.statuses).toEqual([200]);
    expect((await socket.next('ORDER_PAID')).content).toBe(order.id);
    socket.close();
    expect((await status(buyer, order.id)).body.data).toMatchObject({ status: 'completed' });
    expect((await space(buyer)).parseCount).toBe(before.parseCount + 10);

    // The provider delivers the same notify 100 more times, concurrently: nothing more is credited.
    const again = await payer(codeUrl, 'renotify', { times: '100' });
    expect(again.statuses.every((s) => s === 200)).toBe(true);
    expect((await space(buyer)).parseCount).toBe(before.parseCount + 10);
  });

  it('buys SVIP with an Alipay QR code and the equities follow', async () => {
    const start = await checkout(buyer, 'alipay/nativePay', 'superMember-1m');
    expect(start.status, start.body.msg).toBe(200);
    expect(start.body.data.order).toMatchObject({ kind: 'buy', payFen: 6000, payType: 'alipay' });
    expect((await payer(start.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const now = await space(buyer);
    expect(now).toMatchObject({ memberTier: 'superMember', parseCount: -1, personalSpace: 500 * 1024 ** 3 });
    expect(new Date(now.memberDate).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('renews on top of the validity, and refuses a downgrade while SVIP is valid', async () => {
    const before = await space(buyer);
    const list = await call<Priced[]>('/api/cloud/charge/info/paymentList', {
      token: token(buyer),
      body: {},
    });
    expect(list.body.data.find((i) => i.id === 'member-1m')!.quote).toBeNull();
    expect((await checkout(buyer, 'wxpay/nativePay', 'member-1m')).status).toBe(400);
    const renew = await checkout(buyer, 'wxpay/nativePay', 'superMember-1m');
    expect(renew.body.data.order.kind).toBe('renew');
    await payer(renew.body.data.codeUrl, 'pay');
    const after = await space(buyer);
    expect(new Date(after.memberDate).getTime()).toBeGreaterThan(
      new Date(before.memberDate).getTime() + 27 * 86_400_000,
    );
  });

  it('credits the unused membership when upgrading mid-term', async () => {
    const upgrader = await person();
    const vip = await checkout(upgrader, 'wxpay/nativePay', 'member-1m');
    await payer(vip.body.data.codeUrl, 'pay');
    const list = await call<Priced[]>('/api/cloud/charge/info/paymentList', {
      token: token(upgrader),
      body: {},
    });
    const quote = list.body.data.find((i) => i.id === 'superMember-1m')!.quote!;
    expect(quote.kind).toBe('upgrade');
    // The credit is the tier's cheapest monthly rate (the year card: 2,500 fen) for the ~30 days left of 31.
    expect(quote.discountFen).toBeGreaterThan(2200);
    expect(quote.discountFen).toBeLessThanOrEqual(2500);
    expect(quote.payFen).toBe(6000 - quote.discountFen);
    const up = await checkout(upgrader, 'alipay/nativePay', 'superMember-1m');
    expect(up.body.data.order.payFen).toBe(quote.payFen);
    await payer(up.body.data.codeUrl, 'pay');
    expect((await space(upgrader)).memberTier).toBe('superMember');
  });

  it('refuses a notify with the wrong amount or for an unknown order, and credits nothing', async () => {
    const who = await person();
    const before = await space(who);
    const wrong = await checkout(who, 'wxpay/nativePay', 'parse-50');
    expect((await payer(wrong.body.data.codeUrl, 'pay', { totalFen: '1' })).statuses).toEqual([400]);
    expect((await status(who, wrong.body.data.order.id)).body.data.status).toBe('unpaid');
    const ali = await checkout(who, 'alipay/nativePay', 'parse-50');
    expect((await payer(ali.body.data.codeUrl, 'pay', { totalFen: '4999' })).statuses).toEqual([400]);
    const unknown = await checkout(who, 'wxpay/nativePay', 'parse-10');
    expect(
      (await payer(unknown.body.data.codeUrl, 'pay', { outTradeNo: 'nosuchorder0000001' })).statuses,
    ).toEqual([404]);
    expect((await space(who)).parseCount).toBe(before.parseCount);
  });

  it('refuses notifies that are not signed by the provider', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = JSON.stringify({
      id: 'x',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: 'AAAA',
        nonce: 'n',
        associated_data: 'transaction',
      },
    });
    const { createSign } = await import('node:crypto');
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = createSign('RSA-SHA256')
      .update(`${ts}\nnonce\n${body}\n`)
      .sign(forger.privateKey, 'base64');
    const wx = await fetch(`${baseUrl()}/api/blade-pay/notify/wxpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Wechatpay-Timestamp': ts,
        'Wechatpay-Nonce': 'nonce',
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': 'FORGED',
      },
      body,
    });
    expect(wx.status).toBe(401);
    const noHeaders = await fetch(`${baseUrl()}/api/blade-pay/notify/wxpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noHeaders.status).toBe(401);
    const form = new URLSearchParams({
      app_id: '2021000000000001',
      out_trade_no: 'x',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '10.00',
      sign_type: 'RSA2',
      sign: signature,
    });
    const ali = await fetch(`${baseUrl()}/api/blade-pay/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(ali.status).toBe(401);
  });

  it('records a failed payment; the order can then be cancelled by its owner only', async () => {
    const who = await person();
    const start = await checkout(who, 'wxpay/nativePay', 'storage-50g');
    await payer(start.body.data.codeUrl, 'fail');
    const id = start.body.data.order.id;
    expect((await status(who, id)).body.data.status).toBe('failed');
    expect((await status(other, id)).status).toBe(404);
    expect(
      (await call(`/api/blade-pay/order/cancel?orderId=${id}`, { token: token(other), body: {} })).status,
    ).toBe(404);
    const cancel = await call<OrderView>(`/api/blade-pay/order/cancel?orderId=${id}`, {
      token: token(who),
      body: {},
    });
    expect(cancel.status, cancel.body.msg).toBe(200);
    expect(cancel.body.data.status).toBe('cancelled');
    expect(
      (await call(`/api/blade-pay/order/cancel?orderId=${id}`, { token: token(who), body: {} })).status,
    ).toBe(409);
  });

  it('lists only the caller’s own orders, newest first', async () => {
    const mine = await call<{ records: OrderView[]; total: number }>('/api/cloud/order/user/rel/queryOrder', {
      token: token(buyer),
      body: { current: 1, size: 10 },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe((await ordersOf(buyer.userId)).length);
    expect(mine.body.data.records[0]!.createTime >= mine.body.data.records.at(-1)!.createTime).toBe(true);
    const theirs = await call<{ records: OrderView[] }>('/api/cloud/order/user/rel/queryOrder', {
      token: token(other),
      body: {},
    });
    expect(theirs.body.data.records).toEqual([]);
  });

  it('shows platform administrators the tenant’s orders, with their buyer', async () => {
    const list = await call<{ records: (OrderView & { userId: string })[]; total: number }>(
      `/api/blade-pay/order/list?current=1&size=100&userId=${buyer.userId}`,
      { token: admin.access_token },
    );
    expect(list.status, list.body.msg).toBe(200);
    const mine = list.body.data.records.filter((o) => o.userId === buyer.userId);
    expect(mine.length).toBeGreaterThan(0);
    const detail = await call<OrderView & { transactionId: string }>(
      `/api/blade-pay/order/detail?orderId=${mine[0]!.id}`,
      { token: admin.access_token },
    );
    expect(detail.body.data.id).toBe(mine[0]!.id);
    expect((await call('/api/blade-pay/order/list', { token: token(buyer) })).status).toBe(403);
    expect(
      (await call('/api/blade-pay/order/detail?orderId=nosuch', { token: admin.access_token })).status,
    ).toBe(404);
  });

  it('refuses bad checkout input with a 4xx and writes no order', async () => {
    const who = await person();
    for (const body of [
      {},
      { chargeId: '' },
      { chargeId: 'no-such-item' },
      { chargeId: 'a/b' },
      { chargeId: 'parse-10', payFen: 1 },
    ]) {
      const res = await call('/api/blade-pay/wxpay/nativePay', { token: token(who), body });
      if ('payFen' in body) continue;
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(
      (await call('/api/blade-pay/order/noPayment', { token: token(who), body: { chargeId: 'parse-10' } }))
        .status,
    ).toBe(400);
    const orders = await ordersOf(who.userId);
    // Only the one with an extra payFen field was valid: its price came from the catalogue, not the client.
    expect(orders.map((o) => o.payFen)).toEqual([1000]);
  });
});

describe('Alipay page payment', () => {
  it('answers a signed gateway address that the sandbox checks and sends on to the payer page', async () => {
    const who = await person();
    const res = await call<PaymentStart>('/api/blade-pay/alipay/pcPay', {
      token: token(who),
      body: { chargeId: 'parse-10' },
    });
    expect(res.status, res.body.msg).toBe(200);
    const url = new URL(res.body.data.payUrl);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('sign_type')).toBe('RSA2');
    const redirect = await fetch(url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const payerUrl = redirect.headers.get('location')!;
    expect((await payer(payerUrl, 'pay')).statuses).toEqual([200]);
    expect((await status(who, res.body.data.order.id)).body.data.status).toBe('completed');
    // A tampered address (another amount) is refused by the gateway.
    const biz = JSON.parse(url.searchParams.get('biz_content')!);
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    const tampered = await fetch(url, { redirect: 'manual' });
    expect(await tampered.text()).toMatch(/invalid signature/);
  });
});

describe('an unconfigured provider', () => {
  it('answers "Payment function is not available" and writes no order', async () => {
    const detail = (
      await call<Record<string, unknown>>('/api/blade-pay/wxpay/config/detail', { token: admin.access_token })
    ).body.data;
    const keep = { ...detail, privateKey: '', apiV3Key: '', platformPublicKey: '' };
    const off = await call('/api/blade-pay/wxpay/config/submit', {
      token: admin.access_token,
      body: { ...keep, enabled: false },
    });
    expect(off.status, off.body.msg).toBe(200);
    const who = await person();
    // WeChat Pay is the platform's, shared with every later file: switched on again whatever happens.
    try {
      const res = await call('/api/blade-pay/wxpay/nativePay', {
        token: token(who),
        body: { chargeId: 'parse-10' },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Payment function is not available.');
      expect(await ordersOf(who.userId)).toEqual([]);
    } finally {
      const on = await call('/api/blade-pay/wxpay/config/submit', {
        token: admin.access_token,
        body: { ...keep, enabled: true },
      });
      expect(on.status, on.body.msg).toBe(200);
    }
    const works = await checkout(who, 'wxpay/nativePay', 'parse-10');
    expect(works.status, works.body.msg).toBe(200);
  });
});

/** The orders in the expiry sweep's index partition (pay/orders.ts expireUnpaid). */
async function sweepIndexIds(): Promise<string[]> {
  const { client, table } = testDb();
  const { Items } = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :q',
      ExpressionAttributeValues: { ':q': 'ORDERS#UNPAID' },
    }),
  );
  return (Items ?? []).map((item) => String(item.id));
}

describe('the scheduled expiry', () => {
  it('cancels unpaid orders whose payment window closed, and leaves paid ones alone', async () => {
    const who = await person();
    const open = await checkout(who, 'wxpay/nativePay', 'parse-10');
    const paid = await checkout(who, 'alipay/nativePay', 'parse-10');
    await payer(paid.body.data.codeUrl, 'pay');
    const worker = await functionsModule<{ handler(): Promise<{ cancelled: number }> }>(
      'workers/expireOrders',
    );
    const { expireUnpaid } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    // Not yet: the window is 15 minutes.
    await worker.handler();
    expect((await status(who, open.body.data.order.id)).body.data.status).toBe('unpaid');
    expect(await sweepIndexIds()).toContain(open.body.data.order.id);
    expect(await sweepIndexIds()).not.toContain(paid.body.data.order.id);
    const later = new Date(Date.now() + 16 * 60_000);
    expect((await expireUnpaid(later)).cancelled).toBeGreaterThanOrEqual(1);
    expect((await status(who, open.body.data.order.id)).body.data.status).toBe('cancelled');
    expect((await status(who, paid.body.data.order.id)).body.data.status).toBe('completed');
    // Only unpaid orders are in the sweep's index: settled and cancelled ones have left it.
    const swept = await sweepIndexIds();
    expect(swept).not.toContain(open.body.data.order.id);
    expect(swept).not.toContain(paid.body.data.order.id);
    const { client, table } = testDb();
    for (const id of [open.body.data.order.id, paid.body.data.order.id]) {
      const { Items } = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `ORDER#${id}` },
        }),
      );
      expect(Items?.[0]?.status).toBeDefined();
      expect(Items?.[0]).not.toHaveProperty('gsi3pk');
    }
    // A payment that arrives after the order expired is still honoured (the payer was charged).
    const before = (await space(who)).parseCount;
    expect((await payer(open.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await status(who, open.body.data.order.id)).body.data.status).toBe('completed');
    expect((await space(who)).parseCount).toBe(before + 10);
  });
});

describe('the scheduled membership lapse', () => {
  it('puts expired members back on the free tier, keeping storage bought on top; valid ones stay', async () => {
    const who = await person();
    const vip = await checkout(who, 'wxpay/nativePay', 'member-1m');
    await payer(vip.body.data.codeUrl, 'pay');
    const pack = await checkout(who, 'wxpay/nativePay', 'storage-50g');
    await payer(pack.body.data.codeUrl, 'pay');
    expect(await space(who)).toMatchObject({ memberTier: 'member', personalSpace: 150 * 1024 ** 3 });
    const { handler } = await functionsModule<{ handler(): Promise<{ lapsed: number }> }>(
      'workers/lapseMemberships',
    );
    await handler();
    expect((await space(who)).memberTier).toBe('member');
    const { lapseExpired } =
      await functionsModule<typeof import('../../functions/src/membership/index.ts')>('membership/index');
    expect((await lapseExpired(new Date(Date.now() + 40 * 86_400_000))).lapsed).toBeGreaterThanOrEqual(1);
    expect(await space(who)).toMatchObject({
      memberTier: 'nonMember',
      memberDate: '',
      personalSpace: 55 * 1024 ** 3,
    });
  });
});
