import type { MemberTier } from '@loopline/shared';
import type { OrderState } from '@loopline/shared/contracts/pay';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { connectionsOfUser, postToConnections, pushToUser } from '../lib/realtime/connections.ts';
import { shipPush } from '../lib/realtime/pushLine.ts';
import {
  allTiers,
  carriedGrantItem,
  isPackPurchase,
  type Purchase,
  packGrantItem,
  purchaseItem,
  quotaOf,
  quotaTierMove,
  quotaWithTierCount,
  type Tier,
  withTierMove,
} from '../membership/index.ts';
import { getOrder, type OrderRecord } from './orders.ts';
import { rechargeCountItem } from './rechargeStats.ts';

/** Fulfilment: an order paid (or needing no payment) is completed and what it bought is granted. */

/**
 * How the buyer's open pages hear that an order was paid (ORDER_PAID): 'push' looks up their sockets
 * and posts now; 'ship' hands the push to the log subscription (lib/realtime/pushLine.ts), so the
 * request reads nothing for it. Only API group requests ship (the payment notifies): a scheduled job
 * has no subscription on its logs.
 */
export type PaidAnnouncement = 'push' | 'ship';

export async function announcePaid(userId: string, orderId: string, how: PaidAnnouncement) {
  const message = { type: 'ORDER_PAID', content: orderId } as const;
  if (how === 'ship') return shipPush([userId], message);
  await pushToUser(userId, message).catch((error: unknown) =>
    logger.warn('order paid push failed', { orderId, error }),
  );
}

const SETTLE_ATTEMPTS = 8;

const purchaseOf = (order: OrderRecord): Purchase => ({
  kind: order.kind,
  tier: order.tier,
  months: order.months,
  storageBytes: order.storageBytes,
  parseCount: order.parseCount,
});

/**
 * The quota's side of the settlement. On the first try it needs no read (the notify's hot path: one
 * read of the order, one transaction): a pack only adds to a balance (ADD), and a membership writes
 * the grant its order carries from checkout, on condition that the quota is as checkout saw it.
 * Retries, and orders placed before grants were carried, compute it from the quota and tiers as read.
 */
async function grantItem(
  order: OrderRecord,
  attempt: number,
  now: Date,
  tiers: () => Promise<Record<MemberTier, Tier>>,
) {
  const purchase = purchaseOf(order);
  if (attempt === 0 && isPackPurchase(purchase)) return packGrantItem(order.userId, purchase, now);
  if (attempt === 0 && order.tierGrant && purchase.tier) {
    // The grant is conditioned on the tier checkout read, so that is the tier the counts move from.
    const move = quotaTierMove({ tenantId: order.tenantId, tier: order.tierGrant.fromTier }, purchase.tier);
    return withTierMove(carriedGrantItem(order.userId, purchase, order.tierGrant, now), move);
  }
  const [quota, tiersNow] = await Promise.all([quotaOf(order.userId, order.tenantId), tiers()]);
  return purchaseItem(quota, purchase, tiersNow, now);
}

/**
 * Completes a paid order and grants what it bought in one transaction: the order's status moves
 * only from a payable state, and the quota only from the values the grant was computed on (or by an
 * ADD for packs). The day's recharge counter is raised in the same transaction. A duplicate notify
 * finds the order completed and credits nothing; a concurrent change of the quota (an upload, a parse)
 * makes it read again and retry.
 */
export async function completeOrder(
  order: OrderRecord,
  payment: { payType: OrderRecord['payType']; transactionId: string; paidTime: string },
  now = new Date(),
  options: {
    announce?: PaidAnnouncement;
    /** 1 when the grant carried from checkout is already known not to apply (settleFast.ts): read the quota at once. */
    firstAttempt?: number;
  } = {},
): Promise<'credited' | 'already'> {
  const announce = options.announce ?? 'push';
  let current: OrderRecord | null = order;
  let tiersRead: Promise<Record<MemberTier, Tier>> | undefined;
  const tiers = () => {
    tiersRead ??= allTiers();
    return tiersRead;
  };
  // The buyer's sockets are looked up while the settlement is written, so the push after it is only
  // the post (none at all when the buyer has no page open).
  // (A shipped announcement reads nothing here.)
  const sockets =
    announce === 'push'
      ? connectionsOfUser(order.userId).catch((error: unknown) => {
          logger.warn('order paid push: connections not read', { orderId: order.id, error });
          return [];
        })
      : null;
  for (let attempt = options.firstAttempt ?? 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    if (!current) throw new NotFoundError('pay.orderNotFound');
    if (current.status === 'completed' || current.status === 'noPayment') return 'already';
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
        ...quotaWithTierCount(await grantItem(current, attempt, now, tiers)),
        counter: rechargeCountItem(current, now),
      });
      logger.info('order completed', { orderId: current.id, kind: current.kind, payFen: current.payFen });
      if (!sockets) shipPush([current.userId], { type: 'ORDER_PAID', content: current.id });
      else
        await postToConnections(await sockets, { type: 'ORDER_PAID', content: current.id }).catch(
          (error: unknown) => logger.warn('order paid push failed', { orderId: current?.id, error }),
        );
      return 'credited';
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      // Someone else settled it, the quota moved under us, or (a pack) it does not exist yet: read again.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
      current = await getOrder(current.id);
    }
  }
  throw new Error(`order ${order.id}: could not be settled after ${SETTLE_ATTEMPTS} attempts`);
}
