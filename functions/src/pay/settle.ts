import type { PayProvider } from '@loopline/shared/contracts/pay';
import { AppError, NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { refuseIfRefunded, settleLateWithCoupon } from './latePayment.ts';
import { failOrder, getOrder } from './orders.ts';
import { carriedOf } from './settleCarry.ts';
import { paidElsewhere, recordDuplicate } from './settleDuplicate.ts';
import { settleCarried } from './settleFast.ts';
import { completeOrder, type PaidAnnouncement } from './settleFulfil.ts';

/** A provider's word that an order was paid (or that its payment failed), read from a verified notify. */
export interface PaymentResult {
  orderNo: string;
  provider: PayProvider | 'petalpay';
  transactionId: string;
  /** What the payer paid, integer fen. */
  paidFen: number;
  success: boolean;
  paidTime: string;
  /** What the order sent the provider to bring back (settleCarry.ts), when the provider did. */
  carried?: string;
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

/**
 * Applies a verified payment result to its order (async notifies of every provider end here).
 * A successful payment that brought its order's carry back is first settled without a read
 * (settleFast.ts); when that does not apply, nothing was written and the order is read and decided
 * on below, as every payment was before.
 */
export async function settlePayment(
  result: PaymentResult,
  now = new Date(),
  options: { announce?: PaidAnnouncement } = {},
) {
  const announce = options.announce ?? 'push';
  // Only a well-formed amount can be a condition (another one is refused by the read path).
  const carried = result.success && Number.isSafeInteger(result.paidFen) ? carriedOf(result.carried) : null;
  let firstAttempt = 0;
  if (carried) {
    const fast = await settleCarried(result, carried, now, announce);
    if (fast === 'credited') return 'credited' as const;
    if (fast === 'quota') firstAttempt = 1;
  }
  const order = await getOrder(result.orderNo);
  if (!order) throw new NotFoundError('pay.orderNotFound');
  if (result.paidFen !== order.payFen) {
    logger.warn('notify amount differs from the order', { orderId: order.id, paidFen: result.paidFen });
    throw new AmountMismatchError();
  }
  const { provider } = result;
  // Settled through the other provider of a merged payment (WeChat and Alipay only): this one's money goes back.
  if (provider !== 'petalpay' && paidElsewhere(order, provider))
    return result.success ? recordDuplicate(order, { ...result, provider }, now) : ('already' as const);
  // A merged payment's order ('' until paid) takes whichever offered provider is paid first.
  if (order.payType !== result.provider && order.payType !== '') throw new AmountMismatchError();
  if (!result.success) {
    await failOrder(order);
    return 'failed' as const;
  }
  refuseIfRefunded(order);
  if (!(PAYABLE as readonly string[]).includes(order.status)) return 'already' as const;
  const paid = { payType: result.provider, transactionId: result.transactionId, paidTime: result.paidTime };
  const late = order.status !== 'unpaid' && Boolean(order.couponId);
  // Huawei takes no part in merged payments: its outcome needs no look at the other provider.
  const fulfil = { announce, firstAttempt };
  if (provider === 'petalpay')
    return late
      ? settleLateWithCoupon(order, { ...result, payType: provider }, now, announce)
      : completeOrder(order, paid, now, fulfil);
  const outcome = late
    ? await settleLateWithCoupon(order, { ...result, payType: provider }, now, announce)
    : await completeOrder(order, paid, now, fulfil);
  if (outcome !== 'already' || order.payType !== '') return outcome;
  // Both providers' notifies of a merged order raced and the other one settled it first.
  const settled = await getOrder(order.id);
  return settled && paidElsewhere(settled, provider)
    ? recordDuplicate(settled, { ...result, provider }, now)
    : outcome;
}
