import { payRefund } from '../entities/payRefund.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';
import { allTiers, quotaOf, quotaWithTierCount, type Revoked, revokeItem } from '../membership/index.ts';
import { getOrder, type OrderRecord, refundedOf } from './orders.ts';
import { finishItem } from './refundAmounts.ts';
import type { RefundOutcome } from './refundOutcome.ts';
import { getRefund, type RefundRecord } from './refundRecords.ts';

const FINAL_ATTEMPTS = 8;
const nothing: Revoked = { ms: 0, storage: 0, parse: 0 };

/**
 * What the refund takes back: only an order that granted something (completed) has anything to
 * revoke; a late payment refunded before fulfilment (status paid) granted nothing.
 */
async function revocation(refund: RefundRecord, order: OrderRecord, now: Date) {
  if (order.status !== 'completed') return { item: null, revoked: nothing };
  const [quota, tiers] = await Promise.all([quotaOf(order.userId, order.tenantId), allTiers()]);
  return revokeItem(
    quota,
    {
      kind: order.kind,
      tier: order.tier,
      months: order.months,
      storageBytes: order.storageBytes,
      parseCount: order.parseCount,
      paidTime: order.paidTime,
      payFen: order.payFen,
      refundFen: refund.refundFen,
      // Earlier parts of the order's refund: this one takes its share of what they left.
      refundedBeforeFen: refundedOf(order),
      revokedBefore: {
        ms: order.refundRevokedMs ?? 0,
        storage: order.refundRevokedStorage ?? 0,
        parse: order.refundRevokedParse ?? 0,
      },
    },
    tiers,
    now,
  );
}

/**
 * Ends a refund (one part of the order's refund) with the provider's final word, in one transaction:
 * the refund record leaves `refunding` (its condition makes a duplicate notify or a racing query do
 * nothing), the order's amounts and refund state follow (refundAmounts.ts; another part ending at the
 * same time makes it read again and retry), and on success the equities are taken back from the quota as read (a
 * concurrent change of the quota makes it read again and retry). The buyer's sockets are then told
 * (REFUND_FINISHED), once: a duplicate finds the refund no longer refunding and pushes nothing.
 */
export async function finalizeRefund(
  refundId: string,
  outcome: Extract<RefundOutcome, { state: 'refunded' | 'failed' }>,
  now = new Date(),
): Promise<'refunded' | 'failed' | 'already'> {
  for (let attempt = 0; attempt < FINAL_ATTEMPTS; attempt++) {
    const refund = await getRefund(refundId);
    if (refund?.status !== 'refunding') return 'already';
    const order = await getOrder(refund.orderId);
    if (!order) throw new Error(`refund ${refundId}: order ${refund.orderId} is gone`);
    const at = now.toISOString();
    const success = outcome.state === 'refunded';
    const { item: quota, revoked } = success
      ? await revocation(refund, order, now)
      : { item: null, revoked: nothing };
    try {
      await transactWrite({
        refund: txItem(
          payRefund
            .patch({ id: refund.id })
            .set({
              status: success ? 'refunded' : 'failed',
              sentTime: refund.sentTime,
              updateTime: at,
              ...(success
                ? {
                    providerRefundId: outcome.providerRefundId || refund.providerRefundId,
                    revokedMs: revoked.ms,
                    revokedStorage: revoked.storage,
                    revokedParse: revoked.parse,
                  }
                : { failReason: outcome.reason.slice(0, 200) }),
            })
            .where((attr, op) => op.eq(attr.status, 'refunding')),
        ),
        order: finishItem(order, { id: refund.id, fen: refund.refundFen }, success, revoked),
        ...quotaWithTierCount(quota),
      });
      logger.info('refund finished', { refundId, orderId: order.id, outcome: outcome.state, revoked });
      // The buyer's open orders tab refreshes; the refund is final whether or not a page hears it.
      await pushToUser(order.userId, { type: 'REFUND_FINISHED', content: order.id }).catch((error: unknown) =>
        logger.warn('refund finished push failed', { refundId, orderId: order.id, error }),
      );
      return success ? 'refunded' : 'failed';
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      if (error.failedOn('refund')) return 'already';
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
  throw new Error(`refund ${refundId}: could not be finished after ${FINAL_ATTEMPTS} attempts`);
}
