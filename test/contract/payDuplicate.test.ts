import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderView, PayProvider } from '@loopline/shared/contracts/pay';
import type { AdminOrderView } from '@loopline/shared/contracts/payAdmin';
import type { MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_WORK_MS, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { press, space, start, status, token } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18, a merged payment (merge/nativePay) paid through both providers: the first verified
 * payment settles the order and credits it once; the other is recorded once as a duplicate, however
 * often its notify is delivered, and refunded in full through its own provider automatically (Alipay
 * answers at once; WeChat answers PROCESSING, then its refund notify). The buyer's order and the
 * back office's order detail show it.
 */
let admin: Tokens;

beforeAll(async () => {
  admin = await adminTokens();
});

const other = (provider: PayProvider): PayProvider => (provider === 'wxpay' ? 'alipay' : 'wxpay');

async function merged(who: Person) {
  const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
  expect(res.status, res.body.msg).toBe(200);
  const { codes, order } = res.body.data;
  const code = (provider: PayProvider) => codes.find((c) => c.provider === provider)!.codeUrl;
  return { order, code };
}

const detail = async (orderId: string) =>
  (
    await call<AdminOrderView>(`/api/blade-pay/order/detail?orderId=${orderId}`, {
      token: admin.access_token,
    })
  ).body.data;

async function ownRow(who: Person, orderId: string) {
  const res = await call<{ records: OrderView[] }>('/api/cloud/order/user/rel/queryOrder', {
    token: token(who),
    body: { current: 1, size: 10 },
  });
  return res.body.data.records.find((o) => o.id === orderId);
}

/** The stored duplicate records of an order, read straight from the table. */
async function storedDuplicates(orderId: string) {
  const { client, table } = testDb();
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `PAYDUPS#ORDER#${orderId}` },
    }),
  );
  return Items;
}

async function settledRefund(who: Person, orderId: string) {
  const end = Date.now() + BACKGROUND_WORK_MS;
  for (;;) {
    const seen = await status(who, orderId);
    if (seen.duplicate?.refundStatus !== 'refunding') return seen;
    if (Date.now() > end) throw new Error(`duplicate refund of ${orderId} did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a merged order paid through both providers', () => {
  for (const first of ['wxpay', 'alipay'] as const) {
    const second = other(first);
    it(`${first} first, then ${second}: credited once, the ${second} payment refunded in full, once`, async () => {
      const who = await person();
      const before = (await space(who)).parseCount;
      const { order, code } = await merged(who);
      expect((await press(code(first), 'pay')).statuses).toEqual([200]);
      expect(await status(who, order.id)).toMatchObject({
        status: 'completed',
        payType: first,
        duplicate: null,
      });
      // The second payment's notify is taken (the provider stops retrying), not credited.
      expect((await press(code(second), 'pay')).statuses).toEqual([200]);
      const seen = await settledRefund(who, order.id);
      expect(seen).toMatchObject({
        status: 'completed',
        payType: first,
        refundStatus: 'none',
        duplicate: { provider: second, payFen: order.payFen, refundStatus: 'refunded' },
      });
      // 100 redeliveries of the second payment's notify record nothing more and credit nothing.
      const again = await press(code(second), 'renotify', 100);
      expect(again.statuses.every((s) => s === 200)).toBe(true);
      expect((await space(who)).parseCount).toBe(before + 10);
      expect(await storedDuplicates(order.id)).toHaveLength(1);
      // The back office's order detail names the duplicate's transaction and its refund.
      const view = await detail(order.id);
      expect(view.duplicates).toEqual([
        expect.objectContaining({
          provider: second,
          payFen: order.payFen,
          refundStatus: 'refunded',
          refundNo: expect.stringMatching(new RegExp(`^D-${second}-${order.id}$`)),
          transactionId: expect.stringMatching(/.+/),
        }),
      ]);
      expect(view.duplicates![0]!.transactionId).not.toBe(view.transactionId);
      // The buyer's orders list shows it as well.
      expect((await ownRow(who, order.id))?.duplicate).toEqual({
        provider: second,
        payFen: order.payFen,
        refundStatus: 'refunded',
      });
    });
  }

  it('both notifies at once: one settles, the other is the duplicate, credited once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const { order, code } = await merged(who);
    const [wx, ali] = await Promise.all([press(code('wxpay'), 'pay'), press(code('alipay'), 'pay')]);
    expect([...wx.statuses, ...ali.statuses]).toEqual([200, 200]);
    const seen = await settledRefund(who, order.id);
    expect(seen.status).toBe('completed');
    expect(seen.duplicate).toMatchObject({
      provider: other(seen.payType as PayProvider),
      refundStatus: 'refunded',
    });
    expect((await space(who)).parseCount).toBe(before + 10);
    expect(await storedDuplicates(order.id)).toHaveLength(1);
  });

  it('the settling provider redelivered changes nothing, and the duplicate is refused to users', async () => {
    const who = await person();
    const { order, code } = await merged(who);
    await press(code('wxpay'), 'pay');
    expect((await press(code('wxpay'), 'renotify', 20)).statuses.every((s) => s === 200)).toBe(true);
    expect((await status(who, order.id)).duplicate).toBeNull();
    expect(await storedDuplicates(order.id)).toHaveLength(0);
    const asUser = await call(`/api/blade-pay/order/detail?orderId=${order.id}`, { token: token(who) });
    expect(asUser.status).toBe(403);
  });
});
