import { payOrder } from '../entities/payOrder.ts';
import { payRefund } from '../entities/payRefund.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getRefund, type RefundRecord, refundView, tenantRefund } from './refundRecords.ts';

/**
 * Closing a buyer's refund request before anything went to the provider: an administrator rejects
 * it, or the buyer withdraws it. Either way the request leaves `requested` and the order's open
 * request is cleared in one transaction, both conditioned, so a close racing an approval lets only
 * one of them through; the buyer may then ask again.
 */
async function closeRequest(
  refund: RefundRecord,
  set: { status: 'rejected' | 'withdrawn'; reviewedBy?: string; rejectReason?: string },
  now: Date,
) {
  if (refund.status !== 'requested') throw new ConflictError('refund.notRequested');
  try {
    await transactWrite({
      refund: txItem(
        payRefund
          .patch({ id: refund.id })
          .set({ ...set, sentTime: '', updateTime: now.toISOString() })
          .where((attr, op) => op.eq(attr.status, 'requested')),
      ),
      order: txItem(
        payOrder
          .patch({ id: refund.orderId })
          .set({ openRefundId: '' })
          .where((attr, op) => op.eq(attr.openRefundId, refund.id)),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError('refund.notRequested');
    throw error;
  }
  return refundView((await getRefund(refund.id)) as RefundRecord);
}

/** Rejecting a request closes it; the buyer may ask again. */
export async function rejectRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: { id: string; reason: string },
  now = new Date(),
) {
  const refund = await tenantRefund(caller.tenantId, input.id);
  return closeRequest(
    refund,
    { status: 'rejected', reviewedBy: caller.userId, rejectReason: input.reason },
    now,
  );
}

/** The buyer takes back their own request while it waits for review; an approval then finds nothing. */
export async function withdrawRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  id: string,
  now = new Date(),
) {
  const refund = await getRefund(id);
  // Another buyer's request reads as not found, as their orders do.
  if (!refund || refund.userId !== caller.userId || refund.tenantId !== caller.tenantId)
    throw new NotFoundError('refund.notFound');
  return closeRequest(refund, { status: 'withdrawn' }, now);
}
