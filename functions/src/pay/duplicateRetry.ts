import type { DuplicatePaymentDetail } from '@loopline/shared/contracts/payAdmin';
import { payDuplicate } from '../entities/payDuplicate.ts';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { getOrder } from './orders.ts';
import {
  ATTEMPTS,
  backoff,
  detailOf,
  duplicateRefundNo,
  getDuplicate,
  sendDuplicateRefund,
} from './settleDuplicate.ts';

/**
 * An administrator retries the refund of a merged order's duplicate payment that the provider
 * refused (state `failed`). It goes again under the same refund number: WeChat, Alipay and Huawei
 * all ask a failed refund to be retried with its original number, and a number the provider already
 * refunded is never refunded twice. Only a failed refund moves back to `refunding` (a conditioned
 * write), so a double click or two administrators send it once; a retry of one that did not fail
 * answers its current state and sends nothing.
 */
export async function retryDuplicateRefund(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  orderId: string,
  now = new Date(),
): Promise<{ duplicate: DuplicatePaymentDetail; retried: boolean }> {
  const order = await getOrder(orderId);
  if (!order || order.tenantId !== caller.tenantId) throw new NotFoundError('pay.orderNotFound');
  const provider = order.duplicateProvider;
  const duplicate = provider ? await getDuplicate(duplicateRefundNo(order.id, provider)) : null;
  if (!duplicate) throw new NotFoundError('refund.duplicateNotFound');
  if (duplicate.refundStatus !== 'failed') return { duplicate: detailOf(duplicate), retried: false };
  const at = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      await transactWrite({
        duplicate: txItem(
          payDuplicate
            .patch({ id: duplicate.refundNo })
            .set({ status: 'refunding', sentTime: at, updateTime: at, failReason: '' })
            .where((attr, op) => op.eq(attr.status, 'failed')),
        ),
        order: txItem(payOrder.patch({ id: order.id }).set({ duplicateRefund: 'refunding' })),
      });
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      // Another retry moved it first: that one sends it.
      if (error.failedOn('duplicate')) {
        const current = await getDuplicate(duplicate.refundNo);
        return { duplicate: detailOf(current ?? duplicate), retried: false };
      }
      if (attempt + 1 >= ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
  logger.warn('duplicate payment refund retried by an administrator', {
    orderId: order.id,
    refundNo: duplicate.refundNo,
    by: caller.userId,
  });
  await sendDuplicateRefund({ ...duplicate, refundStatus: 'refunding', sentTime: at, failReason: '' });
  const after = await getDuplicate(duplicate.refundNo);
  return { duplicate: detailOf(after ?? duplicate), retried: true };
}
