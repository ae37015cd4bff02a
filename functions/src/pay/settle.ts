import type { PayProvider } from '@loopline/shared/contracts/pay';
import { AppError, NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { refuseIfRefunded, settleLateWithCoupon } from './latePayment.ts';
import { failOrder, getOrder } from './orders.ts';
import { paidElsewhere, recordDuplicate } from './settleDuplicate.ts';
import { completeOrder } from './settleFulfil.ts';

/** A provider's word that an order was paid (or that its payment failed), read from a verified notify. */
export interface PaymentResult {
  orderNo: string;
  provider: PayProvider;
  transactionId: string;
  /** What the payer paid, integer fen. */
  paidFen: number;
  success: boolean;
  paidTime: string;
}

/** The notified amount is not the order's: nothing is credited (HTTP 400, the provider retries). */
export class AmountMismatchError extends AppError {
  constructor() {
    super(400, 'pay.amountMismatch');
  }
}

/**
 * States a payment may still complete: a late payment of a cancelled (expired) order is honoured
 * (one that used a coupon only if the coupon can be taken again: latePayment.ts).
 */
const PAYABLE = ['unpaid', 'failed', 'cancelled'] as const;

/** Applies a verified payment result to its order (async notifies of every provider end here). */
export async function settlePayment(result: PaymentResult, now = new Date()) {
  const order = await getOrder(result.orderNo);
  if (!order) throw new NotFoundError('pay.orderNotFound');
  if (result.paidFen !== order.payFen) {
    logger.warn('notify amount differs from the order', { orderId: order.id, paidFen: result.paidFen });
    throw new AmountMismatchError();
  }
  // Settled through the other provider of a merged payment: this one's money goes back.
  if (paidElsewhere(order, result.provider))
    return result.success ? recordDuplicate(order, result, now) : ('already' as const);
  // A merged payment's order ('' until paid) takes whichever offered provider is paid first.
  if (order.payType !== result.provider && order.payType !== '') throw new AmountMismatchError();
  if (!result.success) {
    await failOrder(order);
    return 'failed' as const;
  }
  refuseIfRefunded(order);
  if (!(PAYABLE as readonly string[]).includes(order.status)) return 'already' as const;
  const outcome =
    order.status !== 'unpaid' && order.couponId
      ? await settleLateWithCoupon(order, { ...result, payType: result.provider }, now)
      : await completeOrder(
          order,
          { payType: result.provider, transactionId: result.transactionId, paidTime: result.paidTime },
          now,
        );
  if (outcome !== 'already' || order.payType !== '') return outcome;
  // Both providers' notifies of a merged order raced and the other one settled it first.
  const settled = await getOrder(order.id);
  return settled && paidElsewhere(settled, result.provider) ? recordDuplicate(settled, result, now) : outcome;
}
