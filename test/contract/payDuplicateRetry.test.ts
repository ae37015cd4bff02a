import type { PayProvider } from '@loopline/shared/contracts/pay';
import type { AdminOrderView, DuplicatePaymentDetail } from '@loopline/shared/contracts/payAdmin';
import type { MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { press, space, start, status, token } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';
import { readUntil } from '../support/wait.ts';

/**
 * Issue 18: the refund of a merged order's duplicate payment that the provider refused (`failed`)
 * is sent again by an administrator (`order/refundDuplicate`), under its own refund number, once
 * however often it is asked; users get 403; one that did not fail is not sent again.
 */
let admin: Tokens;

async function knob(path: string) {
  const res = await fetch(`${baseUrl()}/_local/pay${path}`, { method: 'POST' });
  expect(res.status, path).toBe(200);
}

const retry = (tokenOf: string, orderId: string) =>
  call<DuplicatePaymentDetail>('/api/blade-pay/order/refundDuplicate', {
    token: tokenOf,
    body: { orderId },
  });
const detail = async (orderId: string) =>
  (
    await call<AdminOrderView>(`/api/blade-pay/order/detail?orderId=${orderId}`, {
      token: admin.access_token,
    })
  ).body.data;

async function duplicateEnds(who: Person, orderId: string) {
  const seen = await readUntil(
    () => status(who, orderId),
    (s) => !!s.duplicate && s.duplicate.refundStatus !== 'refunding',
    `the duplicate refund of ${orderId}`,
  );
  return seen.duplicate!;
}

/** A merged order paid through `first`, then through the other provider whose refund is refused. */
async function refusedDuplicate(who: Person, first: PayProvider) {
  const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
  expect(res.status, res.body.msg).toBe(200);
  const { codes, order } = res.body.data;
  const code = (provider: PayProvider) => codes.find((c) => c.provider === provider)!.codeUrl;
  expect((await press(code(first), 'pay')).statuses).toEqual([200]);
  await knob('/refunds/mode?next=fail');
  try {
    expect((await press(code(first === 'wxpay' ? 'alipay' : 'wxpay'), 'pay')).statuses).toEqual([200]);
    expect(await duplicateEnds(who, order.id)).toMatchObject({ refundStatus: 'failed' });
  } finally {
    await knob('/refunds/mode?next=succeed');
  }
  return order;
}

beforeAll(async () => {
  admin = await adminTokens();
  await knob('/refunds/mode?next=succeed');
});

describe('retrying a refused duplicate refund', () => {
  for (const first of ['alipay', 'wxpay'] as const) {
    it(`${first} first: two retries at once send it once; it ends refunded; a further retry sends nothing`, async () => {
      const who = await person();
      const before = (await space(who)).parseCount;
      const order = await refusedDuplicate(who, first);
      const failed = (await detail(order.id)).duplicates![0]!;
      expect(failed).toMatchObject({ refundStatus: 'failed', failReason: expect.stringMatching(/.+/) });

      // A user may not, another tenant's or an unknown order is not found, a malformed id is a 400.
      expect((await retry(token(who), order.id)).status).toBe(403);
      expect((await retry(admin.access_token, 'ORDERNOTTHERE1')).status).toBe(404);
      expect((await retry(admin.access_token, '')).status).toBe(400);

      const answers = await Promise.all([
        retry(admin.access_token, order.id),
        retry(admin.access_token, order.id),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.msg).sort()).toEqual(
        [
          'The duplicate payment’s refund did not fail, so there is nothing to retry.',
          'The duplicate payment’s refund was sent to the payment provider again.',
        ].sort(),
      );
      expect(await duplicateEnds(who, order.id)).toMatchObject({ refundStatus: 'refunded' });
      const view = (await detail(order.id)).duplicates![0]!;
      expect(view).toMatchObject({ refundNo: failed.refundNo, refundStatus: 'refunded', failReason: '' });

      const again = await retry(admin.access_token, order.id);
      expect(again.status).toBe(200);
      expect(again.body.data.refundStatus).toBe('refunded');
      expect(again.body.msg).toContain('nothing to retry');
      // The order itself was never touched: credited once, not refunded.
      expect(await status(who, order.id)).toMatchObject({ status: 'completed', refundStatus: 'none' });
      expect((await space(who)).parseCount).toBe(before + 10);
    });
  }

  it('an order without a duplicate answers 404', async () => {
    const who = await person();
    const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
    const code = res.body.data.codes.find((c) => c.provider === 'alipay')!.codeUrl;
    expect((await press(code, 'pay')).statuses).toEqual([200]);
    const answer = await retry(admin.access_token, res.body.data.order.id);
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('This order has no duplicate payment.');
  });
});
