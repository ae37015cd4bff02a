import type { MemberTier } from '@loopline/shared';
import type { OrderState, PayProvider } from '@loopline/shared/contracts/pay';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { AppError, NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';
import { allTiers, type Purchase, purchaseItem, quotaOf, type Tier } from '../membership/index.ts';
import { refuseIfRefunded, settleLateWithCoupon } from './latePayment.ts';
import { failOrder, getOrder, type OrderRecord } from './orders.ts';

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

const SETTLE_ATTEMPTS = 8;
/**
 * States a payment may still complete: a late payment of a cancelled (expired) order is honoured
 * (one that used a coupon only if the coupon can be taken again: latePayment.ts).
 */
const PAYABLE = ['unpaid', 'failed', 'cancelled'] as const;

const purchaseOf = (order: OrderRecord): Purchase => ({
  kind: order.kind,
  tier: order.tier,
  months: order.months,
  storageBytes: order.storageBytes,
  parseCount: order.parseCount,
});

/**
 * Completes a paid order and grants what it bought in one transaction: the order's status moves
 * only from a payable state, and the quota only from the values the grant was computed on. A
 * duplicate notify finds the order completed and credits nothing; a concurrent change of the quota
 * (an upload, a parse) makes it read again and retry.
 */
export async function completeOrder(
  order: OrderRecord,
  payment: { payType: OrderRecord['payType']; transactionId: string; paidTime: string },
  now = new Date(),
  tiersRead: Promise<Record<MemberTier, Tier>> = allTiers(),
): Promise<'credited' | 'already'> {
  let current: OrderRecord | null = order;
  const tiers = await tiersRead;
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    if (!current) throw new NotFoundError('pay.orderNotFound');
    if (current.status === 'completed' || current.status === 'noPayment') return 'already';
    const quota = await quotaOf(current.userId, current.tenantId);
    const from = current.status as OrderState;
    const status = payment.payType === 'none' ? 'noPayment' : 'completed';
    try {
      await transactWrite({
        order: txItem(
          payOrder
            .patch({ id: current.id })
            .set({
              status,
              expireTime: current.expireTime,
              payType: payment.payType,
              paidTime: payment.paidTime,
              transactionId: payment.transactionId,
            })
            .where((attr, op) => op.eq(attr.status, from)),
        ),
        quota: purchaseItem(quota, purchaseOf(current), tiers, now),
      });
      logger.info('order completed', { orderId: current.id, kind: current.kind, payFen: current.payFen });
      await pushToUser(current.userId, { type: 'ORDER_PAID', content: current.id }).catch((error: unknown) =>
        logger.warn('order paid push failed', { orderId: current?.id, error }),
      );
      return 'credited';
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      // Someone else settled it, or the quota moved under us: read both again.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
      current = await getOrder(current.id);
    }
  }
  throw new Error(`order ${order.id}: could not be settled after ${SETTLE_ATTEMPTS} attempts`);
}

/** Applies a verified payment result to its order (async notifies of every provider end here). */
export async function settlePayment(result: PaymentResult, now = new Date()) {
  // The tiers do not depend on the order: read them alongside it.
  const tiers = allTiers();
  tiers.catch(() => undefined);
  const order = await getOrder(result.orderNo);
  if (!order) throw new NotFoundError('pay.orderNotFound');
  if (order.payType !== result.provider) throw new AmountMismatchError();
  if (result.paidFen !== order.payFen) {
    logger.warn('notify amount differs from the order', { orderId: order.id, paidFen: result.paidFen });
    throw new AmountMismatchError();
  }
  if (!result.success) {
    await failOrder(order);
    return 'failed' as const;
  }
  refuseIfRefunded(order);
  if (!(PAYABLE as readonly string[]).includes(order.status)) return 'already' as const;
  if (order.status !== 'unpaid' && order.couponId)
    return settleLateWithCoupon(order, { ...result, payType: result.provider }, now);
  return completeOrder(
    order,
    { payType: result.provider, transactionId: result.transactionId, paidTime: result.paidTime },
    now,
  );
}
