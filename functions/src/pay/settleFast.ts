import type { MemberTier } from '@loopline/shared';
import type { RefundState } from '@loopline/shared/contracts/pay';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { logger } from '../lib/logger.ts';
import {
  allTiers,
  type CarriedGrant,
  carriedGrantItem,
  carriedGrantOf,
  isPackPurchase,
  type Purchase,
  packGrantItem,
  quotaTierMove,
  quotaWithTierCount,
  type Tier,
  withTierMove,
} from '../membership/index.ts';
import type { OrderRecord } from './orders.ts';
import { rechargeCountItem } from './rechargeStats.ts';
import type { CarriedOrder } from './settleCarry.ts';
import { announcePaid, type PaidAnnouncement } from './settleFulfil.ts';

/**
 * The notify's common path: a successful payment of an unpaid order settled with ONE DynamoDB
 * request and no read. The order's fields come back with the notify (settleCarry.ts) and the
 * transaction carries, as conditions, every check the read path makes on the order it reads:
 *
 *   order: still unpaid; the notified amount is its payFen; paid through its own provider (or a merged
 *          order's, payType ''); not being refunded; and user, tenant, kind, tier, months, storage,
 *          parses, expiry and the membership grant carried from checkout are exactly the carry's;
 *   quota: as settleFulfil.ts's first attempt (a pack's ADD; a membership's grant on condition that
 *          the quota is as checkout saw it);
 *   the day's recharge counter and the users-by-tier counts, as completeOrder writes them.
 *
 * Any condition that does not hold (a redelivery of a paid order, another amount, a refunded or
 * cancelled order, a merged order paid elsewhere, a quota that moved since checkout, a carry that is
 * not the order's) cancels the whole transaction, nothing is written, and the caller falls back to
 * the read path, which decides exactly as before.
 */

/** Why the carried settlement did not apply: its order conditions, or only the quota's. */
type CarriedMiss = 'order' | 'quota';

/**
 * Tier names and equities for carried membership grants, kept for a short while (like the provider
 * settings): the grant's values are checked against the order's carried grant in the transaction,
 * so a tier changed meanwhile only sends the notify down the read path.
 */
const TIERS_TTL_MS = 30_000;
let tiersKept: { at: number; value: Promise<Record<MemberTier, Tier>> } | undefined;
function keptTiers(): Promise<Record<MemberTier, Tier>> {
  if (tiersKept && Date.now() - tiersKept.at < TIERS_TTL_MS) return tiersKept.value;
  const value = allTiers();
  tiersKept = { at: Date.now(), value };
  value.catch(() => {
    tiersKept = undefined;
  });
  return value;
}

interface CarriedPayment {
  orderNo: string;
  provider: 'wxpay' | 'alipay' | 'petalpay';
  transactionId: string;
  paidFen: number;
  paidTime: string;
}

/** The refund states in which the read path refuses a payment (latePayment.ts refuseIfRefunded). */
const REFUND_STATES: readonly RefundState[] = ['refunding', 'refunded', 'partial'];
type PayType = OrderRecord['payType'];

function orderItem(payment: CarriedPayment, carried: CarriedOrder, grant: CarriedGrant | undefined) {
  return txItem(
    payOrder
      .patch({ id: payment.orderNo })
      .set({
        status: 'completed',
        expireTime: carried.expireTime,
        payType: payment.provider,
        paidTime: payment.paidTime,
        transactionId: payment.transactionId,
      })
      .where((attr, op) =>
        [
          op.eq(attr.status, 'unpaid'),
          op.eq(attr.payFen, payment.paidFen),
          `(${op.eq(attr.payType, payment.provider as PayType)} OR ${op.eq(attr.payType, '' as PayType)})`,
          `(${op.notExists(attr.refundStatus)} OR (${REFUND_STATES.map((s) => op.ne(attr.refundStatus, s)).join(' AND ')}))`,
          op.eq(attr.userId, carried.userId),
          op.eq(attr.tenantId, carried.tenantId),
          op.eq(attr.kind, carried.kind),
          op.eq(attr.tier, carried.tier),
          op.eq(attr.months, carried.months),
          op.eq(attr.storageBytes, carried.storageBytes),
          op.eq(attr.parseCount, carried.parseCount),
          op.eq(attr.expireTime, carried.expireTime),
          ...(grant
            ? [
                op.eq(attr.tierGrant.fromTier, grant.fromTier),
                op.eq(attr.tierGrant.fromStorage, grant.fromStorage),
                op.eq(attr.tierGrant.fromMemberDate, grant.fromMemberDate),
                op.eq(attr.tierGrant.memberName, grant.memberName),
                op.eq(attr.tierGrant.memberNameEn, grant.memberNameEn),
                op.eq(attr.tierGrant.storage, grant.storage),
                op.eq(attr.tierGrant.parse, grant.parse),
              ]
            : []),
        ].join(' AND '),
      ),
  );
}

/** The quota's item: a pack's ADD, or a membership's grant from the quota checkout saw. */
async function quotaItem(carried: CarriedOrder, now: Date) {
  const purchase: Purchase = {
    kind: carried.kind,
    tier: carried.tier,
    months: carried.months,
    storageBytes: carried.storageBytes,
    parseCount: carried.parseCount,
  };
  if (isPackPurchase(purchase))
    return { item: packGrantItem(carried.userId, purchase, now), grant: undefined };
  if (!carried.from || !purchase.tier) return null;
  const grant = carriedGrantOf(carried.from, purchase.tier, await keptTiers());
  const move = quotaTierMove({ tenantId: carried.tenantId, tier: carried.from.tier }, purchase.tier);
  return { item: withTierMove(carriedGrantItem(carried.userId, purchase, grant, now), move), grant };
}

/**
 * Settles a verified successful payment from its carry in one transaction. Answers 'credited', or
 * why it did not apply (nothing was written then): 'order' — the read path decides from the order;
 * 'quota' — the order's conditions held but the quota moved since checkout (or has no row yet), so
 * the read path can compute the grant from the quota at once.
 */
export async function settleCarried(
  payment: CarriedPayment,
  carried: CarriedOrder,
  now: Date,
  announcement: PaidAnnouncement,
): Promise<'credited' | CarriedMiss> {
  const quota = await quotaItem(carried, now);
  if (!quota) return 'order';
  try {
    await transactWrite({
      order: orderItem(payment, carried, quota.grant),
      ...quotaWithTierCount(quota.item),
      counter: rechargeCountItem(
        { tenantId: carried.tenantId, kind: carried.kind, payFen: payment.paidFen },
        now,
      ),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    return !error.failedOn('order') && error.failedOn('quota') ? 'quota' : 'order';
  }
  logger.info('order completed', { orderId: payment.orderNo, kind: carried.kind, payFen: payment.paidFen });
  await announcePaid(carried.userId, payment.orderNo, announcement);
  return 'credited';
}
