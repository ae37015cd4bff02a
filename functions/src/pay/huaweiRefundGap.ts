import { conditionFailed } from '../entities/errors.ts';
import { payOrder } from '../entities/payOrder.ts';
import { payRefund } from '../entities/payRefund.ts';
import { logger } from '../lib/logger.ts';
import type { PetalConfig } from './configs.ts';
import type { RefundRecord } from './refundRecords.ts';

/**
 * Huawei's refund rule (申请退款: "不支持对同一笔交易单进行并发退款；一笔普通收单多次退款，时间间隔要在1分钟以上"):
 * refunds of one order go one at a time, at least the interval apart. Each send takes the order's
 * refund turn first, a conditional write on the order (last sent when, and which refund), so two parts
 * sent at once cannot both pass; a part that finds the turn taken is not refused but waits: it keeps
 * `refunding` with `sendAfter`, and the scheduled refund sweep (refundSend.ts) sends it once that time
 * has come. The same refund sent again (its answer lost, a retry) keeps its turn.
 */

export type RefundTurn = { granted: true } | { granted: false; sendAfter: string };

const gapMs = (config: Pick<PetalConfig, 'refundGapSeconds'>) =>
  Math.max(0, Number(config.refundGapSeconds ?? 60)) * 1000;

/** Takes the order's refund turn for this refund at `now`, or says when the next turn comes. */
export async function takeRefundTurn(
  config: Pick<PetalConfig, 'refundGapSeconds'>,
  refund: Pick<RefundRecord, 'id' | 'orderId'>,
  now: Date,
): Promise<RefundTurn> {
  const gap = gapMs(config);
  if (gap === 0) return { granted: true };
  const cutoff = new Date(now.getTime() - gap).toISOString();
  try {
    await payOrder
      .patch({ id: refund.orderId })
      .set({ petalRefundSentAt: now.toISOString(), petalRefundSentId: refund.id })
      .where(
        (attr, op) =>
          `${op.notExists(attr.petalRefundSentAt)} OR ${op.lte(attr.petalRefundSentAt, cutoff)} OR ${op.eq(attr.petalRefundSentId, refund.id)}`,
      )
      .go();
    return { granted: true };
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  const { data } = await payOrder.get({ id: refund.orderId }).go({ consistent: true });
  const last = Date.parse(String(data?.petalRefundSentAt ?? ''));
  const next = Number.isNaN(last) ? now.getTime() : Math.max(now.getTime(), last + gap);
  return { granted: false, sendAfter: new Date(next).toISOString() };
}

/** Keeps a part waiting for its turn (still refunding; the sweep sends it from `sendAfter`). */
export async function queueRefund(refund: Pick<RefundRecord, 'id' | 'orderId'>, sendAfter: string) {
  await payRefund
    .patch({ id: refund.id })
    .set({ sendAfter })
    .where((attr, op) => op.eq(attr.status, 'refunding'))
    .go()
    .catch((error: unknown) => {
      // Ended meanwhile (a notify of an earlier send): nothing waits any more.
      if (!conditionFailed(error)) throw error;
    });
  logger.info('refund queued behind another part of the order', {
    refundId: refund.id,
    orderId: refund.orderId,
    sendAfter,
  });
}

/** A part that waits for its turn and has not been taken by Huawei yet. */
export const waitingTurn = (refund: RefundRecord) =>
  refund.provider === 'petalpay' && Boolean(refund.sendAfter) && !refund.providerRefundId;
