import { generateKeyPairSync } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@loopline/shared';
import type { Coupon } from '@loopline/shared/contracts/coupon';
import type { OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import type { RefundView } from '@loopline/shared/contracts/refund';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { issueAmountCoupon } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';
import { readUntil as until } from '../support/wait.ts';

/**
 * Issue 18 item 5 over HTTP against the payment sandbox: refunds through WeChat Pay v3 and Alipay
 * (user request → review, administrator refund), the refund notify (forged, duplicated), equities
 * taken back in proportion, a replayed payment notify refused after a refund, the failure switch,
 * query-on-return, closing at the provider, and a late payment whose coupon is gone.
 */
let admin: Tokens;
const token = (p: Person) => p.tokens.access_token;
const sandbox = () => `${baseUrl()}/_local/pay`;
const GB = 1024 ** 3;

const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
const checkout = (p: Person, path: string, chargeId: string, couponId?: string) =>
  call<PaymentStart>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId, couponId } });
const order = async (p: Person, id: string) =>
  (await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${id}`, { token: token(p) })).body
    .data;

async function payer(
  codeUrl: string,
  action: 'pay' | 'fail' | 'renotify',
  knobs: Record<string, string> = {},
) {
  const url = new URL(`${codeUrl}/${action}`);
  for (const [k, v] of Object.entries(knobs)) url.searchParams.set(k, v);
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } });
  const text = await res.text();
  return {
    status: res.status,
    text,
    ...(text.startsWith('{')
      ? (JSON.parse(text) as { state: string; statuses: number[] })
      : { state: '', statuses: [] }),
  };
}

async function knob(path: string) {
  const res = await fetch(`${sandbox()}${path}`, { method: 'POST', headers: { accept: 'application/json' } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { status: string; statuses: number[] };
}

/** Buys and pays an item: answers the paid order and its payer page. */
async function bought(p: Person, path: string, chargeId: string) {
  const start = await checkout(p, path, chargeId);
  expect(start.status, start.body.msg).toBe(200);
  expect((await payer(start.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
  expect((await order(p, start.body.data.order.id)).status).toBe('completed');
  return start.body.data;
}

async function refundsOf(orderId: string) {
  const res = await call<Page<RefundView>>(`/api/blade-pay/refund/list?orderId=${orderId}&size=50`, {
    token: admin.access_token,
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records;
}

const adminRefund = (orderId: string, extra: Record<string, unknown> = {}) =>
  call<RefundView>('/api/blade-pay/order/refund', {
    token: admin.access_token,
    body: { orderId, reason: 'Customer service', ...extra },
  });

beforeAll(async () => {
  admin = await adminTokens();
  await knob('/refunds/mode?next=succeed');
});

describe('a WeChat Pay refund started by an administrator', () => {
  it('goes to the provider, ends by the signed refund notify, and takes the parses back once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'wxpay/nativePay', 'parse-50');
    expect((await space(who)).parseCount).toBe(before + 50);
    // The buyer's open page hears the refund finish (the open-record orders tab refreshes on it).
    const sock = await openSocket(token(who));
    const started = await adminRefund(paid.order.id);
    expect(started.status, started.body.msg).toBe(200);
    expect(started.body.data).toMatchObject({ source: 'admin', refundFen: 5000, provider: 'wxpay' });
    const done = await until(
      () => order(who, paid.order.id),
      (o) => o.refundStatus === 'refunded',
      'the refund notify',
    );
    expect(done).toMatchObject({ status: 'completed', refundFen: 5000, refundOpen: false });
    expect(await sock.next('REFUND_FINISHED', 10_000)).toEqual({
      type: 'REFUND_FINISHED',
      content: paid.order.id,
    });
    expect((await space(who)).parseCount).toBe(before);
    const [record] = await refundsOf(paid.order.id);
    expect(record).toMatchObject({ status: 'refunded', revokedParse: 50 });
    expect(record!.providerRefundId).not.toBe('');

    // The refund notify delivered 100 more times, concurrently: nothing more is taken back.
    const again = await knob(`/refunds/${record!.id}/renotify?times=100`);
    expect(again.statuses.every((s) => s === 200)).toBe(true);
    expect((await space(who)).parseCount).toBe(before);
    expect((await refundsOf(paid.order.id))[0]).toMatchObject({ status: 'refunded', revokedParse: 50 });
    // ...and was told once: the duplicates found the refund finished and pushed nothing.
    expect(sock.messages.filter((m) => m.type === 'REFUND_FINISHED')).toHaveLength(1);
    sock.close();

    // The payment notify replayed after the refund is refused and credits nothing.
    const replay = await payer(paid.codeUrl, 'renotify', { times: '3' });
    expect(replay.statuses).toEqual([409, 409, 409]);
    expect((await space(who)).parseCount).toBe(before);
    expect((await order(who, paid.order.id)).refundStatus).toBe('refunded');

    // Refunded once only, and no longer offered for an invoice.
    expect((await adminRefund(paid.order.id)).status).toBe(409);
    const uninvoiced = await call<OrderView[]>('/api/cloud/order/user/rel/queryNoInvoiceOrder', {
      token: token(who),
      body: {},
    });
    expect(uninvoiced.body.data.some((o) => o.id === paid.order.id)).toBe(false);
  });

  it('refuses refund notifies that are not signed by the platform', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = JSON.stringify({
      id: 'x',
      event_type: 'REFUND.SUCCESS',
      resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: 'AAAA', nonce: 'n' },
    });
    const { createSign } = await import('node:crypto');
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = createSign('RSA-SHA256')
      .update(`${ts}\nnonce\n${body}\n`)
      .sign(forger.privateKey, 'base64');
    const signed: Record<string, string>[] = [
      {
        'Wechatpay-Timestamp': ts,
        'Wechatpay-Nonce': 'nonce',
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': 'FORGED',
      },
      {},
    ];
    for (const headers of signed) {
      const res = await fetch(`${baseUrl()}/api/blade-pay/notify/wxpay/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(res.status).toBe(401);
    }
  });

  it('takes back part of a storage pack for a partial refund', async () => {
    const who = await person();
    const base = (await space(who)).personalSpace;
    const paid = await bought(who, 'wxpay/nativePay', 'storage-50g');
    expect((await space(who)).personalSpace).toBe(base + 50 * GB);
    expect((await adminRefund(paid.order.id, { refundFen: 2000 })).status).toBe(400);
    const half = await adminRefund(paid.order.id, { refundFen: 500 });
    expect(half.status, half.body.msg).toBe(200);
    // Half of it came back: the order reads partially refunded (payRefundParts.test.ts takes the rest).
    await until(
      () => order(who, paid.order.id),
      (o) => o.refundStatus === 'partial' && o.refundedFen === 500,
      'the refund',
    );
    expect((await space(who)).personalSpace).toBe(base + 25 * GB);
  });

  it('records a refund the provider gives up on (REFUND.ABNORMAL) as failed, takes nothing, and can be tried again', async () => {
    const who = await person();
    const paid = await bought(who, 'wxpay/nativePay', 'parse-10');
    const balance = (await space(who)).parseCount;
    await knob('/refunds/mode?next=fail');
    try {
      expect((await adminRefund(paid.order.id)).status).toBe(200);
      const failed = await until(
        () => order(who, paid.order.id),
        (o) => o.refundStatus === 'failed',
        'the abnormal notify',
      );
      expect(failed.refundOpen).toBe(false);
      expect((await refundsOf(paid.order.id))[0]).toMatchObject({ status: 'failed', failReason: 'ABNORMAL' });
      expect((await space(who)).parseCount).toBe(balance);
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
    expect((await adminRefund(paid.order.id)).status).toBe(200);
    await until(
      () => order(who, paid.order.id),
      (o) => o.refundStatus === 'refunded',
      'the second refund',
    );
    expect((await space(who)).parseCount).toBe(balance - 10);
    expect((await refundsOf(paid.order.id)).map((r) => r.status)).toEqual(['refunded', 'failed']);
  });
});

describe('an Alipay refund asked for by the buyer', () => {
  it('is reviewed by an administrator, refunded at once, and ends the membership it paid for', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'member-1m');
    expect((await space(who)).memberTier).toBe('member');
    const ask = (reason: unknown) =>
      call<RefundView>('/api/cloud/order/user/rel/refundRequest', {
        token: token(who),
        body: { orderId: paid.order.id, reason },
      });
    expect((await ask('')).status).toBe(400);
    expect((await ask('x'.repeat(201))).status).toBe(400);
    const asked = await ask('Bought by mistake');
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'requested', source: 'user', refundFen: 3000 });
    expect((await ask('Again')).status).toBe(409);
    expect(await order(who, paid.order.id)).toMatchObject({ refundStatus: 'none', refundOpen: true });
    // Someone else cannot ask for it; the buyer sees the request.
    const stranger = await person();
    expect(
      (
        await call('/api/cloud/order/user/rel/refundRequest', {
          token: token(stranger),
          body: { orderId: paid.order.id, reason: 'mine' },
        })
      ).status,
    ).toBe(404);
    const mine = await call<RefundView>(`/api/cloud/order/user/rel/refund?orderId=${paid.order.id}`, {
      token: token(who),
    });
    expect(mine.body.data).toMatchObject({ status: 'requested', reason: 'Bought by mistake' });

    const pending = await call<Page<RefundView>>('/api/blade-pay/refund/list?status=requested&size=100', {
      token: admin.access_token,
    });
    expect(pending.body.data.records.some((r) => r.id === asked.body.data.id)).toBe(true);
    expect(pending.body.data.records.every((r) => r.status === 'requested')).toBe(true);
    expect((await call('/api/blade-pay/refund/list', { token: token(who) })).status).toBe(403);

    const approved = await call<RefundView>('/api/blade-pay/order/refundRequest', {
      token: admin.access_token,
      body: { id: asked.body.data.id },
    });
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data.status).toBe('refunded');
    expect(await order(who, paid.order.id)).toMatchObject({ refundStatus: 'refunded', refundOpen: false });
    const now = await space(who);
    expect(now).toMatchObject({ memberTier: 'nonMember', memberDate: '' });
    expect((await refundsOf(paid.order.id))[0]!.revokedMs).toBeGreaterThan(27 * 86_400_000);
    // Approving twice does nothing more.
    expect(
      (
        await call('/api/blade-pay/order/refundRequest', {
          token: admin.access_token,
          body: { id: asked.body.data.id },
        })
      ).status,
    ).toBe(409);
    // Alipay's payment notify replayed after the refund: refused, nothing credited.
    expect((await payer(paid.codeUrl, 'renotify')).statuses).toEqual([409]);
    expect((await space(who)).memberTier).toBe('nonMember');
  });

  it('can be rejected with a reason; the buyer may then ask again', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    const asked = await call<RefundView>('/api/cloud/order/user/rel/refundRequest', {
      token: token(who),
      body: { orderId: paid.order.id, reason: 'Not needed' },
    });
    const rejected = await call<RefundView>('/api/blade-pay/order/rejectRefund', {
      token: admin.access_token,
      body: { id: asked.body.data.id, reason: 'Parses already used' },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Parses already used' });
    expect(await order(who, paid.order.id)).toMatchObject({ refundStatus: 'none', refundOpen: false });
    const again = await call('/api/cloud/order/user/rel/refundRequest', {
      token: token(who),
      body: { orderId: paid.order.id, reason: 'Please' },
    });
    expect(again.status, again.body.msg).toBe(200);
  });

  it('takes requests for orders paid before refunds existed (no refund fields stored)', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `ORDER#${paid.order.id}`, sk: 'META' },
        UpdateExpression: 'REMOVE refundStatus, refundFen, refundId, openRefundId',
      }),
    );
    expect(await order(who, paid.order.id)).toMatchObject({ refundStatus: 'none', refundOpen: false });
    const asked = await call('/api/cloud/order/user/rel/refundRequest', {
      token: token(who),
      body: { orderId: paid.order.id, reason: 'Old order' },
    });
    expect(asked.status, asked.body.msg).toBe(200);
  });

  it('refuses orders that cannot be refunded, in words', async () => {
    const who = await person();
    const unpaid = await checkout(who, 'alipay/nativePay', 'parse-10');
    const res = await call('/api/cloud/order/user/rel/refundRequest', {
      token: token(who),
      body: { orderId: unpaid.body.data.order.id, reason: 'x' },
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Only a paid and completed order can be refunded.');
    expect((await adminRefund('nosuchorder')).status).toBe(404);
  });

  it('a refund Alipay cannot finish at once stays refunding until the refund query says it is done', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    await knob('/refunds/mode?next=hold');
    let refundId = '';
    try {
      const started = await adminRefund(paid.order.id);
      expect(started.body.data.status).toBe('refunding');
      refundId = started.body.data.id;
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
    const sync = () =>
      call<RefundView>('/api/blade-pay/refund/sync', { token: admin.access_token, body: { id: refundId } });
    expect((await sync()).body.data.status).toBe('refunding');
    await knob(`/refunds/${refundId}/finish?result=success`);
    // The scheduled job asks about refunds left open for more than a minute.
    const { syncOpenRefunds } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    const swept = await syncOpenRefunds(new Date(Date.now() + 2 * 60_000));
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    expect((await sync()).body.data.status).toBe('refunded');
    expect((await order(who, paid.order.id)).refundStatus).toBe('refunded');
  });

  it('a refused Alipay refund is failed at once', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    await knob('/refunds/mode?next=fail');
    try {
      const started = await adminRefund(paid.order.id);
      expect(started.body.data).toMatchObject({
        status: 'failed',
        failReason: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      });
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
    expect((await order(who, paid.order.id)).refundStatus).toBe('failed');
  });
});

describe('query-on-return and closing at the provider', () => {
  for (const path of ['wxpay/nativePay', 'alipay/nativePay']) {
    it(`${path}: a payment whose notify was lost is found by the query, credited once`, async () => {
      const who = await person();
      const before = (await space(who)).parseCount;
      const start = await checkout(who, path, 'parse-10');
      expect((await payer(start.body.data.codeUrl, 'pay', { silent: '1' })).statuses).toEqual([]);
      expect((await order(who, start.body.data.order.id)).status).toBe('unpaid');
      const queried = await call<OrderView>(
        `/api/blade-pay/order/syncPayment?orderId=${start.body.data.order.id}`,
        {
          token: token(who),
          body: {},
        },
      );
      expect(queried.status, queried.body.msg).toBe(200);
      expect(queried.body.data.status).toBe('completed');
      // The notify arrives after all, twice: nothing more.
      expect((await payer(start.body.data.codeUrl, 'renotify', { times: '2' })).statuses).toEqual([200, 200]);
      expect((await space(who)).parseCount).toBe(before + 10);
      // Someone else's order reads as not found.
      const other = await person();
      expect(
        (
          await call(`/api/blade-pay/order/syncPayment?orderId=${start.body.data.order.id}`, {
            token: token(other),
            body: {},
          })
        ).status,
      ).toBe(404);
    });

    it(`${path}: cancelling closes the payment at the provider, so the payer can no longer pay`, async () => {
      const who = await person();
      const start = await checkout(who, path, 'parse-10');
      const cancelled = await call<OrderView>(
        `/api/blade-pay/order/cancel?orderId=${start.body.data.order.id}`,
        {
          token: token(who),
          body: {},
        },
      );
      expect(cancelled.body.data.status).toBe('cancelled');
      const late = await payer(start.body.data.codeUrl, 'pay');
      expect(late.text).toContain('Closed by the merchant.');
      expect((await order(who, start.body.data.order.id)).status).toBe('cancelled');
    });
  }

  it('refuses to cancel an order the payer has just paid, and settles it instead', async () => {
    const who = await person();
    const start = await checkout(who, 'wxpay/nativePay', 'parse-10');
    await payer(start.body.data.codeUrl, 'pay', { silent: '1' });
    const res = await call(`/api/blade-pay/order/cancel?orderId=${start.body.data.order.id}`, {
      token: token(who),
      body: {},
    });
    expect(res.status).toBe(409);
    expect((await order(who, start.body.data.order.id)).status).toBe('completed');
  });

  it('the expiry closes unpaid payments at the provider', async () => {
    const who = await person();
    const start = await checkout(who, 'alipay/nativePay', 'parse-10');
    const { expireUnpaid, closeAtProvider } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    await expireUnpaid(new Date(Date.now() + 16 * 60_000), closeAtProvider);
    expect((await order(who, start.body.data.order.id)).status).toBe('cancelled');
    expect((await payer(start.body.data.codeUrl, 'pay')).text).toContain('Closed by the merchant.');
  });
});

describe('a payment that arrives after its order expired with a coupon', () => {
  const couponFor = (p: Person, count: number) => issueAmountCoupon(admin, p, 'Late', count);
  const expire = async () => {
    const { expireUnpaid } =
      await functionsModule<typeof import('../../functions/src/pay/index.ts')>('pay/index');
    // Without closing at the provider: the payment races the expiry.
    await expireUnpaid(new Date(Date.now() + 16 * 60_000));
  };

  it('is honoured when the coupon can be taken again', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const coupon = await couponFor(who, 10);
    const start = await checkout(who, 'wxpay/nativePay', 'parse-10', coupon.id);
    expect(start.body.data.order.payFen).toBe(500);
    await expire();
    expect((await order(who, start.body.data.order.id)).status).toBe('cancelled');
    expect((await payer(start.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await order(who, start.body.data.order.id)).status).toBe('completed');
    expect((await space(who)).parseCount).toBe(before + 10);
    const own = (await call<Coupon[]>('/api/cloud/coupon/list', { token: token(who) })).body.data;
    expect(own.find((c) => c.id === coupon.id)).toMatchObject({ used: true });
  });

  it('is refunded in full, granting nothing, when the coupon went to another order meanwhile', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const coupon = await couponFor(who, 10);
    const first = await checkout(who, 'wxpay/nativePay', 'parse-10', coupon.id);
    await expire();
    // The coupon, given back, pays for another order.
    const second = await checkout(who, 'alipay/nativePay', 'parse-10', coupon.id);
    expect(second.status, second.body.msg).toBe(200);
    expect((await payer(second.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    expect((await payer(first.body.data.codeUrl, 'pay')).statuses).toEqual([200]);
    const late = await until(
      () => order(who, first.body.data.order.id),
      (o) => o.refundStatus === 'refunded',
      'the automatic refund',
    );
    expect(late).toMatchObject({ status: 'paid', refundFen: 500 });
    expect((await refundsOf(first.body.data.order.id))[0]).toMatchObject({
      source: 'system',
      revokedParse: 0,
    });
    expect((await space(who)).parseCount).toBe(before + 10);
    // Its payment notify again: refused, nothing credited.
    expect((await payer(first.body.data.codeUrl, 'renotify')).statuses).toEqual([409]);
    expect((await space(who)).parseCount).toBe(before + 10);
  });
});
