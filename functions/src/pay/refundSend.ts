import { payRefund } from '../entities/payRefund.ts';
import { logger } from '../lib/logger.ts';
import { readConfig } from './configs.ts';
import { queueRefund, takeRefundTurn, waitingTurn } from './huaweiRefundGap.ts';
import { getOrder } from './orders.ts';
import { aliRefund, aliRefundQuery } from './refundAlipay.ts';
import { finalizeRefund } from './refundFinal.ts';
import { petalRefund, petalRefundQuery } from './refundHuawei.ts';
import type { RefundCall, RefundOutcome } from './refundOutcome.ts';
import { openRefunds, type RefundRecord } from './refundRecords.ts';
import { wxRefund, wxRefundQuery } from './refundWechat.ts';

/**
 * The provider side of a refund in `refunding`: sending it, asking about it, and acting on the
 * answer. A refund is marked refunding (and the order with it) before it is sent, so a notify that
 * arrives before the answer finds it; an outcome that is not final leaves it for a later query
 * (the scheduled sync, or the back office's "query" button).
 */

async function callOf(refund: RefundRecord): Promise<RefundCall> {
  const order = await getOrder(refund.orderId);
  return {
    orderNo: refund.orderId,
    transactionId: order?.transactionId ?? '',
    refundNo: refund.id,
    refundFen: refund.refundFen,
    totalFen: refund.payFen,
    reason: refund.reason,
  };
}

/** Runs a provider call; an unreachable gateway or an unsigned answer is no answer (ask again later). */
async function ask(refund: RefundRecord, run: () => Promise<RefundOutcome>): Promise<RefundOutcome> {
  try {
    return await run();
  } catch (error) {
    logger.warn('refund: no answer from the provider', { refundId: refund.id, error });
    return { state: 'pending' };
  }
}

async function apply(refund: RefundRecord, outcome: RefundOutcome) {
  if (outcome.state === 'refunded' || outcome.state === 'failed') return finalizeRefund(refund.id, outcome);
  if (outcome.state === 'pending' && outcome.providerRefundId)
    await payRefund
      .patch({ id: refund.id })
      .set({ providerRefundId: outcome.providerRefundId })
      .where((attr, op) => op.eq(attr.status, 'refunding'))
      .go()
      .catch((error: unknown) => logger.warn('refund id not kept', { refundId: refund.id, error }));
  return 'refunding' as const;
}

/**
 * Sends a refund to its provider (the same refund number every time: the providers treat a repeat as
 * one). A Huawei part whose order had a part sent less than the interval ago waits its turn instead
 * (huaweiRefundGap.ts): it stays refunding and the sweep sends it.
 */
export async function sendRefund(refund: RefundRecord, now = new Date()) {
  if (refund.provider === 'petalpay') {
    const config = await readConfig('petalpay');
    const turn = config ? await takeRefundTurn(config, refund, now) : ({ granted: true } as const);
    if (!turn.granted) {
      await queueRefund(refund, turn.sendAfter);
      return 'refunding' as const;
    }
  }
  const call = await callOf(refund);
  const outcome = await ask(refund, async () => {
    if (refund.provider === 'wxpay') {
      const config = await readConfig('wxpay');
      return config ? wxRefund(config, call) : { state: 'pending' };
    }
    if (refund.provider === 'petalpay') {
      const config = await readConfig('petalpay');
      return config ? petalRefund(config, call) : { state: 'pending' };
    }
    const config = await readConfig('alipay');
    return config ? aliRefund(config, call) : { state: 'pending' };
  });
  return apply(refund, outcome);
}

/** Asks the provider where an open refund stands; one it never received is sent again (waiting its turn if need be). */
export async function syncRefund(refund: RefundRecord, now = new Date()) {
  if (refund.status !== 'refunding') return refund.status;
  if (waitingTurn(refund)) return sendRefund(refund, now);
  const outcome = await ask(refund, async () => {
    if (refund.provider === 'wxpay') {
      const config = await readConfig('wxpay');
      return config ? wxRefundQuery(config, refund.id) : { state: 'pending' };
    }
    if (refund.provider === 'petalpay') {
      const config = await readConfig('petalpay');
      return config
        ? petalRefundQuery(config, {
            refundNo: refund.id,
            providerRefundId: refund.providerRefundId,
            refundFen: refund.refundFen,
          })
        : { state: 'pending' };
    }
    const config = await readConfig('alipay');
    return config
      ? aliRefundQuery(config, { orderNo: refund.orderId, refundNo: refund.id, refundFen: refund.refundFen })
      : { state: 'pending' };
  });
  if (outcome.state === 'missing') return sendRefund(refund, now);
  return apply(refund, outcome);
}

/** The sweep's read: more open refunds than this wait for the next run. */
const SWEEP_LIMIT = 50;

/**
 * Scheduled: refunds sent more than a minute ago and still open are asked about (lost answers, lost
 * notifies), and Huawei parts waiting their turn are sent once it has come.
 */
export async function syncOpenRefunds(now = new Date()) {
  const askBefore = new Date(now.getTime() - 60_000).toISOString();
  const open = (await openRefunds(now.toISOString(), SWEEP_LIMIT)).filter((refund) =>
    waitingTurn(refund) ? String(refund.sendAfter) <= now.toISOString() : refund.sentTime < askBefore,
  );
  let finished = 0;
  for (const refund of open) {
    const result = await syncRefund(refund, now).catch((error: unknown) => {
      logger.warn('refund sync failed', { refundId: refund.id, error });
      return 'refunding';
    });
    if (result === 'refunded' || result === 'failed') finished++;
  }
  return { open: open.length, finished };
}
