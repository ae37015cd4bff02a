import { payOrder } from '../entities/payOrder.ts';
import { payRefund } from '../entities/payRefund.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { AppError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { consumeCoupon } from '../marketing/index.ts';
import { allTiers, purchaseItem, purchaseTierCountItem, quotaOf } from '../membership/index.ts';
import { getOrder, type OrderRecord } from './orders.ts';
import type { RefundRecord } from './refundRecords.ts';
import { sendRefund } from './refundSend.ts';
import { announcePaid, type PaidAnnouncement } from './settleFulfil.ts';

/**
 * Payments that reach an order which is no longer simply waiting for them (settle.ts calls these).
 *
 * A refunded order (or one being refunded) takes no payment: a replayed notify is refused (409)
 * and credits nothing.
 *
 * A payment after its order expired or failed: the order's coupon was given back then. The coupon
 * is taken again in the same transaction that completes the order (same conditions as at checkout:
 * still the buyer's, bound, unused, valid at the order's time, rule not used up); if it cannot be,
 * the discounted price was not earned, so the order records the payment (status paid, nothing
 * granted) and the whole payment is refunded at once.
 */

/** The order was refunded: the provider's word that it was paid changes nothing. */
export class OrderRefundedError extends AppError {
  constructor() {
    super(409, 'refund.orderRefunded');
  }
}

export function refuseIfRefunded(order: OrderRecord) {
  if (
    order.refundStatus === 'refunding' ||
    order.refundStatus === 'refunded' ||
    order.refundStatus === 'partial'
  ) {
    logger.warn('payment notified for a refunded order', { orderId: order.id });
    throw new OrderRefundedError();
  }
}

export interface LatePayment {
  payType: 'wxpay' | 'alipay' | 'petalpay';
  transactionId: string;
  paidTime: string;
}

const ATTEMPTS = 8;
const LATE = ['cancelled', 'failed'] as const;

/** Records the payment without granting anything, opens a full refund of it, and sends the refund. */
async function refundLatePayment(order: OrderRecord, payment: LatePayment, now: Date) {
  const at = now.toISOString();
  const refund: RefundRecord = {
    id: `R${sortableId(now)}`,
    orderId: order.id,
    userId: order.userId,
    tenantId: order.tenantId,
    provider: payment.payType,
    payFen: order.payFen,
    refundFen: order.payFen,
    reason: 'Paid after the order expired; its coupon was no longer available',
    source: 'system',
    status: 'refunding',
    createTime: at,
    updateTime: at,
    reviewedBy: '',
    rejectReason: '',
    providerRefundId: '',
    failReason: '',
    revokedMs: 0,
    revokedStorage: 0,
    revokedParse: 0,
    orderName: order.name,
    orderNameEn: order.nameEn,
    orderKind: order.kind,
    sentTime: at,
  };
  await transactWrite({
    order: txItem(
      payOrder
        .patch({ id: order.id })
        .set({
          status: 'paid',
          expireTime: order.expireTime,
          payType: payment.payType,
          paidTime: payment.paidTime,
          transactionId: payment.transactionId,
          refundStatus: 'refunding',
          refundFen: order.payFen,
          refundId: refund.id,
          openRefundId: refund.id,
        })
        .where((attr, op) => op.eq(attr.status, order.status)),
    ),
    refund: txItem(payRefund.create(refund)),
  });
  logger.warn('late payment refunded: coupon no longer available', {
    orderId: order.id,
    refundId: refund.id,
  });
  await sendRefund(refund);
  return 'refunding' as const;
}

/** A late payment of an order that used a coupon: honoured if the coupon can be taken again, else refunded. */
export async function settleLateWithCoupon(
  order: OrderRecord,
  payment: LatePayment,
  now = new Date(),
  announce: PaidAnnouncement = 'push',
) {
  const tiers = await allTiers();
  let current: OrderRecord | null = order;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!current) throw new NotFoundError('pay.orderNotFound');
    const from = current.status;
    if (!(LATE as readonly string[]).includes(from)) return 'already' as const;
    const quota = await quotaOf(current.userId, current.tenantId);
    const late: OrderRecord = current;
    try {
      await consumeCoupon(
        {
          tenantId: late.tenantId,
          userId: late.userId,
          couponId: late.couponId,
          orderId: late.id,
          // As at checkout: the coupon must have applied to this order when it was placed.
          draft: { kind: late.kind, tier: late.tier, priceFen: late.amountFen, at: late.createTime },
        },
        () => ({
          order: txItem(
            payOrder
              .patch({ id: late.id })
              .set({
                status: 'completed',
                expireTime: late.expireTime,
                payType: payment.payType,
                paidTime: payment.paidTime,
                transactionId: payment.transactionId,
              })
              .where((attr, op) => op.eq(attr.status, from)),
          ),
          quota: purchaseItem(
            quota,
            {
              kind: late.kind,
              tier: late.tier,
              months: late.months,
              storageBytes: late.storageBytes,
              parseCount: late.parseCount,
            },
            tiers,
            now,
          ),
          tierCount: purchaseTierCountItem(quota, late.tier),
        }),
      );
      logger.info('late payment honoured, coupon taken again', { orderId: late.id });
      await announcePaid(late.userId, late.id, announce);
      return 'credited' as const;
    } catch (error) {
      // The coupon is gone (used elsewhere, voided, rule used up): the discount was not earned.
      if (error instanceof ConflictError || error instanceof NotFoundError) {
        try {
          return await refundLatePayment(late, payment, now);
        } catch (refundError) {
          if (!(refundError instanceof TransactionCancelledError)) throw refundError;
        }
      } else if (!(error instanceof TransactionCancelledError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
      current = await getOrder(late.id);
    }
  }
  throw new Error(`order ${order.id}: the late payment could not be settled after ${ATTEMPTS} attempts`);
}
