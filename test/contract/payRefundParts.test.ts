import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import type { RefundView, SplitOrderView } from '@loopline/shared/contracts/refund';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';
import { readUntil as until } from '../support/wait.ts';

/**
 * Issue 18 refunds in parts, against the payment sandbox: several partial refunds of one order
 * through WeChat Pay v3 (out_refund_no, signed notify) and Alipay (out_request_no, answered at once),
 * each taking its share of the equities; never more in total than was paid, also when parts race;
 * the buyer withdrawing a request; and `querySplitOrder` (an order's refund parts) and who may read it.
 */
let admin: Tokens;
const token = (p: Person) => p.tokens.access_token;

const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;
const order = async (p: Person, id: string) =>
  (await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${id}`, { token: token(p) })).body
    .data;
const split = (tokenOf: string | undefined, body: unknown) =>
  call<SplitOrderView>('/api/cloud/order/user/rel/querySplitOrder', { token: tokenOf, body });
const parts = async (p: Person, orderId: string) => {
  const res = await split(token(p), { orderId });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};

async function knob(path: string) {
  const res = await fetch(`${baseUrl()}/_local/pay${path}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status, path).toBe(200);
}

async function bought(p: Person, path: string, chargeId: string) {
  const start = await call<PaymentStart>(`/api/blade-pay/${path}`, { token: token(p), body: { chargeId } });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
  expect((await order(p, start.body.data.order.id)).status).toBe('completed');
  return start.body.data.order;
}

const adminRefund = (orderId: string, refundFen?: number) =>
  call<RefundView>('/api/blade-pay/order/refund', {
    token: admin.access_token,
    body: { orderId, reason: 'Part of the order', ...(refundFen === undefined ? {} : { refundFen }) },
  });
const ask = (p: Person, orderId: string) =>
  call<RefundView>('/api/cloud/order/user/rel/refundRequest', {
    token: token(p),
    body: { orderId, reason: 'Not needed any more' },
  });
const withdraw = (p: Person, id: string) =>
  call<RefundView>('/api/cloud/order/user/rel/withdrawRefund', { token: token(p), body: { id } });
const approve = (id: string) =>
  call<RefundView>('/api/blade-pay/order/refundRequest', { token: admin.access_token, body: { id } });

beforeAll(async () => {
  admin = await adminTokens();
  await knob('/refunds/mode?next=succeed');
});

describe('several partial refunds of one order', () => {
  it('WeChat Pay: two parts, each with its own out_refund_no and notify, then the rest; parses taken back per part', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'wxpay/nativePay', 'parse-50');
    expect(paid.payFen).toBe(5000);

    const first = await adminRefund(paid.id, 2000);
    expect(first.status, first.body.msg).toBe(200);
    const afterFirst = await until(
      () => order(who, paid.id),
      (o) => o.refundStatus === 'partial',
      'the first part’s notify',
    );
    expect(afterFirst).toMatchObject({ refundFen: 2000, refundedFen: 2000, refundableFen: 3000 });
    expect((await space(who)).parseCount).toBe(before + 30);

    const second = await adminRefund(paid.id, 1000);
    expect(second.status, second.body.msg).toBe(200);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    await until(
      () => order(who, paid.id),
      (o) => o.refundedFen === 3000,
      'the second part’s notify',
    );
    expect(await order(who, paid.id)).toMatchObject({ refundStatus: 'partial', refundableFen: 2000 });
    expect((await space(who)).parseCount).toBe(before + 20);

    // The rest (no amount given): the order is refunded in full, every parse it gave is back.
    expect((await adminRefund(paid.id)).status).toBe(200);
    const done = await until(
      () => order(who, paid.id),
      (o) => o.refundStatus === 'refunded',
      'the last part',
    );
    expect(done).toMatchObject({ refundFen: 5000, refundedFen: 5000, refundableFen: 0 });
    expect((await space(who)).parseCount).toBe(before);
    expect((await adminRefund(paid.id, 1)).status).toBe(409);

    const view = await parts(who, paid.id);
    expect(view.order).toMatchObject({ id: paid.id, refundedFen: 5000, refundStatus: 'refunded' });
    expect(view.parts.map((r) => [r.refundFen, r.status, r.revokedParse])).toEqual([
      [2000, 'refunded', 20],
      [1000, 'refunded', 10],
      [2000, 'refunded', 20],
    ]);
    expect(new Set(view.parts.map((r) => r.id)).size).toBe(3);
    expect(view.parts.every((r) => r.provider === 'wxpay' && r.providerRefundId !== '')).toBe(true);
  });

  it('Alipay: two parts answered at once, each its own out_request_no; storage taken back per part', async () => {
    const who = await person();
    const base = (await space(who)).personalSpace;
    const paid = await bought(who, 'alipay/nativePay', 'storage-50g');
    const GB = 1024 ** 3;
    const first = await adminRefund(paid.id, Math.floor(paid.payFen / 2));
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.status).toBe('refunded');
    expect((await order(who, paid.id)).refundStatus).toBe('partial');
    expect((await space(who)).personalSpace).toBe(base + 25 * GB);
    const rest = paid.payFen - Math.floor(paid.payFen / 2);
    const second = await adminRefund(paid.id, rest);
    expect(second.body.data).toMatchObject({ status: 'refunded', refundFen: rest });
    expect(await order(who, paid.id)).toMatchObject({ refundStatus: 'refunded', refundedFen: paid.payFen });
    expect((await space(who)).personalSpace).toBe(base);
    const view = await parts(who, paid.id);
    expect(view.parts.map((r) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(view.parts.every((r) => r.provider === 'alipay' && r.status === 'refunded')).toBe(true);
  });

  it('WeChat Pay: parts at the provider together, each ended by its own notify; the order follows', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const paid = await bought(who, 'wxpay/nativePay', 'parse-50');
    await knob('/refunds/mode?next=hold');
    let a = '';
    let b = '';
    try {
      a = (await adminRefund(paid.id, 1000)).body.data.id;
      b = (await adminRefund(paid.id, 2000)).body.data.id;
    } finally {
      await knob('/refunds/mode?next=succeed');
    }
    expect(await order(who, paid.id)).toMatchObject({
      refundStatus: 'refunding',
      refundFen: 3000,
      refundedFen: 0,
      refundableFen: 2000,
    });
    // What the two parts at the provider hold is not offered again.
    expect((await adminRefund(paid.id, 2001)).status).toBe(400);

    await knob(`/refunds/${a}/finish?result=success`);
    const one = await until(
      () => order(who, paid.id),
      (o) => o.refundedFen === 1000,
      'the first part’s notify',
    );
    expect(one).toMatchObject({ refundStatus: 'refunding', refundFen: 3000 });
    expect((await space(who)).parseCount).toBe(before + 40);

    await knob(`/refunds/${b}/finish?result=abnormal`);
    const settled = await until(
      () => order(who, paid.id),
      (o) => o.refundStatus !== 'refunding',
      'the second part’s notify',
    );
    // The failed part gave its room back; what came back stays.
    expect(settled).toMatchObject({
      refundStatus: 'partial',
      refundFen: 1000,
      refundedFen: 1000,
      refundableFen: 4000,
    });
    expect((await space(who)).parseCount).toBe(before + 40);
    const view = await parts(who, paid.id);
    expect(view.parts.map((r) => [r.id, r.status])).toEqual([
      [b, 'failed'],
      [a, 'refunded'],
    ]);
    // Each part is asked about under its own number.
    const asked = await call<RefundView>('/api/blade-pay/refund/sync', {
      token: admin.access_token,
      body: { id: a },
    });
    expect(asked.body.data).toMatchObject({ id: a, status: 'refunded', refundFen: 1000 });
  });

  it('refuses a part beyond what is left, with nothing written', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-50');
    expect((await adminRefund(paid.id, 3000)).status).toBe(200);
    const before = await order(who, paid.id);
    const refused = await adminRefund(paid.id, 2001);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'The refunds of an order cannot add up to more than what was paid: ¥20.00 is left to refund.',
    );
    expect((await adminRefund(paid.id, 5001)).status).toBe(400);
    expect(await order(who, paid.id)).toEqual(before);
    expect((await parts(who, paid.id)).parts).toHaveLength(1);
  });

  it('parts sent at the same time never add up to more than was paid', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-50');
    const balance = (await space(who)).parseCount;
    // Eight parts of ¥10 race for ¥50: exactly five go through.
    const answers = await Promise.all(Array.from({ length: 8 }, () => adminRefund(paid.id, 1000)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400 || s === 409)).toBe(true);
    const done = await order(who, paid.id);
    expect(done).toMatchObject({ refundStatus: 'refunded', refundFen: 5000, refundedFen: 5000 });
    const view = await parts(who, paid.id);
    expect(view.parts).toHaveLength(5);
    expect(view.parts.reduce((sum, r) => sum + r.refundFen, 0)).toBe(5000);
    expect((await space(who)).parseCount).toBe(balance - 50);
  });

  it('a buyer’s request asks for what is left, and cannot be approved once a part took that room', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-50');
    expect((await adminRefund(paid.id, 2000)).status).toBe(200);
    const asked = await ask(who, paid.id);
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data.refundFen).toBe(3000);
    expect((await adminRefund(paid.id, 1000)).status).toBe(200);
    const refused = await approve(asked.body.data.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('¥20.00');
    expect(await order(who, paid.id)).toMatchObject({ refundedFen: 3000, refundOpen: true });
  });
});

describe('orders written before refunds came in parts', () => {
  it('an order whose one refund failed then (its amount still stored) is refunded in parts', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `ORDER#${paid.id}`, sk: 'META' },
        UpdateExpression:
          'SET refundStatus = :failed, refundFen = :fen REMOVE refundedFen, refundRevokedMs, refundRevokedStorage, refundRevokedParse',
        ExpressionAttributeValues: { ':failed': 'failed', ':fen': paid.payFen },
      }),
    );
    expect(await order(who, paid.id)).toMatchObject({ refundFen: 0, refundedFen: 0, refundableFen: 1000 });
    expect((await adminRefund(paid.id, 400)).status).toBe(200);
    expect(await order(who, paid.id)).toMatchObject({
      refundStatus: 'partial',
      refundFen: 400,
      refundedFen: 400,
      refundableFen: 600,
    });
    expect((await adminRefund(paid.id)).body.data.refundFen).toBe(600);
    expect(await order(who, paid.id)).toMatchObject({ refundStatus: 'refunded', refundedFen: 1000 });
  });
});

describe('the buyer withdraws a refund request', () => {
  it('before review: the administrator can no longer approve it, and a new request can be made', async () => {
    const who = await person();
    const paid = await bought(who, 'wxpay/nativePay', 'parse-10');
    const asked = await ask(who, paid.id);
    expect(asked.status, asked.body.msg).toBe(200);
    const stranger = await person();
    expect((await withdraw(stranger, asked.body.data.id)).status).toBe(404);
    expect((await withdraw(who, 'no-such-refund')).status).toBe(404);
    expect((await withdraw(who, '')).status).toBe(400);

    const withdrawn = await withdraw(who, asked.body.data.id);
    expect(withdrawn.status, withdrawn.body.msg).toBe(200);
    expect(withdrawn.body.msg).toBe('Your refund request was withdrawn.');
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await order(who, paid.id)).toMatchObject({ refundStatus: 'none', refundOpen: false });

    expect((await approve(asked.body.data.id)).status).toBe(409);
    expect((await withdraw(who, asked.body.data.id)).status).toBe(409);
    expect(
      (
        await call('/api/blade-pay/order/rejectRefund', {
          token: admin.access_token,
          body: { id: asked.body.data.id, reason: 'late' },
        })
      ).status,
    ).toBe(409);
    expect((await order(who, paid.id)).refundedFen).toBe(0);

    const again = await ask(who, paid.id);
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data.id).not.toBe(asked.body.data.id);
    // An approved request is no longer the buyer's to withdraw.
    expect((await approve(again.body.data.id)).status).toBe(200);
    expect((await withdraw(who, again.body.data.id)).status).toBe(409);
    const view = await parts(who, paid.id);
    expect(view.parts.map((r) => r.status)).toEqual([
      expect.stringMatching(/refunding|refunded/),
      'withdrawn',
    ]);
  });

  it('a withdrawal racing an approval: exactly one of them goes through', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    const asked = await ask(who, paid.id);
    const [w, a] = await Promise.all([withdraw(who, asked.body.data.id), approve(asked.body.data.id)]);
    expect([w.status, a.status].sort()).toEqual([200, 409]);
    const o = await order(who, paid.id);
    if (w.status === 200) expect(o).toMatchObject({ refundedFen: 0, refundOpen: false });
    else expect(o).toMatchObject({ refundedFen: 1000, refundStatus: 'refunded' });
  });
});

describe('querySplitOrder', () => {
  it('answers the buyer and the administrator, refuses others, and checks its input', async () => {
    const who = await person();
    const paid = await bought(who, 'alipay/nativePay', 'parse-10');
    const mine = await parts(who, paid.id);
    expect(mine).toMatchObject({ order: { id: paid.id, refundedFen: 0, refundableFen: 1000 }, parts: [] });
    expect(JSON.stringify(mine)).not.toMatch(/gsi\d|"pk"|tenantId/);

    expect((await split(undefined, { orderId: paid.id })).status).toBe(401);
    const stranger = await person();
    const other = await split(token(stranger), { orderId: paid.id });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This order belongs to another user.');
    expect((await split(admin.access_token, { orderId: paid.id })).status).toBe(200);
    expect((await split(token(who), { orderId: 'no-such-order' })).status).toBe(404);
    for (const bad of [{}, { orderId: '' }, { orderId: 'x'.repeat(65) }, { orderId: 'a/b' }, { orderId: 7 }])
      expect((await split(token(who), bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
