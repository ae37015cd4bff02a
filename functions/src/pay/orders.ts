import type { MemberTier } from '@loopline/shared';
import type {
  ChargeItem,
  DuplicateRefundState,
  OrderState,
  OrderView,
  PayProvider,
  Quote,
  RefundState,
} from '@loopline/shared/contracts/pay';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { payOrder, UNPAID_QUEUE } from '../entities/payOrder.ts';
import { txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { consumeCoupon, releaseCoupon } from '../marketing/index.ts';
import { allTiers, type CarriedGrant, carriedGrantOf, effectiveTier, quotaOf } from '../membership/index.ts';
import { getCharge, listCharges } from './catalogue.ts';
import { type Buyer, priceOrder } from './pricing.ts';

/** An unpaid order can be paid for this long; the scheduled sweep then cancels it. */
export const ORDER_TTL_MS = 15 * 60_000;

export type OrderRecord = Omit<
  OrderView,
  'refundStatus' | 'refundFen' | 'refundedFen' | 'refundableFen' | 'refundOpen' | 'refundId' | 'duplicate'
> & {
  userId: string;
  tenantId: string;
  tier: MemberTier | '';
  months: number;
  storageBytes: number;
  parseCount: number;
  transactionId: string;
  codeUrl: string;
  payUrl: string;
  /** Refund fields (pay/refunds.ts); absent on orders written before refunds existed. */
  refundStatus?: RefundState;
  refundFen?: number;
  refundedFen?: number;
  refundRevokedMs?: number;
  refundRevokedStorage?: number;
  refundRevokedParse?: number;
  refundId?: string;
  openRefundId?: string;
  /** The duplicate payment's summary (pay/settleDuplicate.ts); absent on orders written before it existed. */
  duplicateProvider?: '' | PayProvider;
  duplicateFen?: number;
  duplicateRefund?: 'none' | DuplicateRefundState;
  /** A membership's grant as priced at checkout (settleFulfil.ts); absent on packs and older orders. */
  tierGrant?: CarriedGrant;
  /** The back office's note (order/submit); absent on orders written before it existed. */
  remark?: string;
};

/**
 * What came back to the payer. Orders written before partial refunds existed have no refundedFen:
 * their one refund came back when the order reads refunded.
 */
export function refundedOf(order: OrderRecord): number {
  if (order.refundedFen !== undefined) return order.refundedFen;
  return order.refundStatus === 'refunded' ? (order.refundFen ?? 0) : 0;
}

/**
 * What the refund parts hold (refunded or at the provider). Before partial refunds, refundFen also
 * kept the amount of a refund that failed, so such orders count only what is refunded or refunding.
 */
export function heldOf(order: OrderRecord): number {
  if (order.refundedFen !== undefined) return order.refundFen ?? 0;
  return order.refundStatus === 'refunding' || order.refundStatus === 'refunded' ? (order.refundFen ?? 0) : 0;
}

/** What the order's refund parts may still add up to. */
export const refundableOf = (order: OrderRecord) => Math.max(0, order.payFen - heldOf(order));

export function viewOf(order: OrderRecord): OrderView {
  return {
    id: order.id,
    orderNo: order.id,
    kind: order.kind,
    chargeId: order.chargeId,
    name: order.name,
    nameEn: order.nameEn,
    amountFen: order.amountFen,
    discountFen: order.discountFen,
    payFen: order.payFen,
    status: order.status,
    payType: order.payType,
    createTime: order.createTime,
    expireTime: order.expireTime,
    paidTime: order.paidTime,
    couponId: order.couponId ?? '',
    refundStatus: order.refundStatus ?? 'none',
    refundFen: heldOf(order),
    refundedFen: refundedOf(order),
    refundableFen:
      order.status === 'completed' &&
      (order.payType === 'wxpay' || order.payType === 'alipay' || order.payType === 'petalpay')
        ? refundableOf(order)
        : 0,
    refundOpen: Boolean(order.openRefundId),
    refundId: order.refundId ?? '',
    duplicate:
      order.duplicateProvider && order.duplicateRefund && order.duplicateRefund !== 'none'
        ? {
            provider: order.duplicateProvider,
            payFen: order.duplicateFen ?? 0,
            refundStatus: order.duplicateRefund,
          }
        : null,
  };
}

const recordOf = (data: unknown): OrderRecord => ({
  ...(data as OrderRecord),
  orderNo: (data as OrderRecord).id,
  couponId: (data as OrderRecord).couponId ?? '',
});

export async function getOrder(id: string): Promise<OrderRecord | null> {
  const { data } = await payOrder.get({ id }).go({ consistent: true });
  return data ? recordOf(data) : null;
}

/** The caller's own order; anyone else's reads as not found. */
export async function ownOrder(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  id: string,
): Promise<OrderRecord> {
  const order = await getOrder(id);
  if (!order || order.userId !== caller.userId || order.tenantId !== caller.tenantId)
    throw new NotFoundError('pay.orderNotFound');
  return order;
}

async function buyerAndContext(caller: Pick<Caller, 'userId' | 'tenantId'>, now: Date) {
  const [quota, tiers, catalogue] = await Promise.all([
    quotaOf(caller.userId, caller.tenantId),
    allTiers(),
    listCharges({ publishedOnly: true }),
  ]);
  const tier = effectiveTier(quota.tier, quota.memberDate, now);
  const buyer: Buyer = { tier, memberDate: tier === 'nonMember' ? '' : quota.memberDate };
  const levels = Object.fromEntries(Object.values(tiers).map((t) => [t.code, t.level])) as Record<
    MemberTier,
    number
  >;
  return { buyer, context: { catalogue, levels, now }, quota, tiers };
}

/** The published catalogue with what each item would cost the caller now (null: not for sale to them). */
export async function quotedCatalogue(caller: Pick<Caller, 'userId' | 'tenantId'>, now = new Date()) {
  const { buyer, context } = await buyerAndContext(caller, now);
  return context.catalogue.map((item) => {
    let quote: Quote | null = null;
    try {
      quote = priceOrder(item, buyer, context);
    } catch (error) {
      if (!(error instanceof BadRequestError)) throw error;
    }
    return { ...item, quote };
  });
}

async function purchasable(id: string): Promise<ChargeItem> {
  const item = await getCharge(id);
  if (!item?.published) throw new NotFoundError('pay.itemNotFound');
  return item;
}

/** A free order goes through noPayment, a priced one through a provider: refused before anything is written. */
function checkPayType(payType: OrderRecord['payType'], payFen: number) {
  if (payType === 'none' && payFen !== 0) throw new BadRequestError('pay.paymentRequired');
  if (payType !== 'none' && payFen === 0) throw new BadRequestError('pay.noPaymentRequired');
}

/**
 * Creates an order for a catalogue item, priced here from the catalogue and the caller's
 * membership. `payType` is the provider the payment is started with ('none' for a free order, ''
 * for a merged payment whose provider the first notify names).
 * A coupon is checked against the order's kind, tier and price after any upgrade credit, and used in
 * the same transaction that writes the order: refused coupons (not the caller's, not applicable,
 * used, rule exhausted) write nothing.
 */
export async function createOrder(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  chargeId: string,
  payType: PayProvider | 'petalpay' | 'ios' | 'none' | '',
  options: { couponId?: string; now?: Date; id?: string } = {},
): Promise<OrderRecord> {
  const now = options.now ?? new Date();
  const item = await purchasable(chargeId);
  const { buyer, context, quota, tiers } = await buyerAndContext(caller, now);
  const tierGrant = item.tier ? carriedGrantOf(quota, item.tier, tiers) : undefined;
  // An App Store purchase names its order after the transaction, so a receipt credits it once.
  const id = options.id ?? sortableId(now);
  const orderOf = (quote: Quote): OrderRecord => ({
    id,
    orderNo: id,
    userId: caller.userId,
    tenantId: caller.tenantId,
    kind: quote.kind,
    chargeId: item.id,
    name: item.name,
    nameEn: item.nameEn,
    tier: item.tier,
    months: item.months,
    storageBytes: item.storageBytes,
    parseCount: item.parseCount,
    amountFen: quote.amountFen,
    discountFen: quote.discountFen,
    payFen: quote.payFen,
    status: 'unpaid',
    payType,
    createTime: now.toISOString(),
    expireTime: new Date(now.getTime() + ORDER_TTL_MS).toISOString(),
    paidTime: '',
    transactionId: '',
    codeUrl: '',
    payUrl: '',
    couponId: options.couponId ?? '',
    ...(tierGrant ? { tierGrant } : {}),
  });
  const stored = ({ orderNo: _no, ...rest }: OrderRecord) => rest;
  const base = priceOrder(item, buyer, context);
  if (!options.couponId) {
    checkPayType(payType, base.payFen);
    const order = orderOf(base);
    await payOrder.create(stored(order)).go();
    return order;
  }
  const priced = (discountFen: number) =>
    priceOrder(item, buyer, context, [{ source: 'coupon', fen: discountFen }]);
  const { discountFen } = await consumeCoupon(
    {
      tenantId: caller.tenantId,
      userId: caller.userId,
      couponId: options.couponId,
      orderId: id,
      draft: { kind: base.kind, tier: item.tier, priceFen: base.payFen, at: now.toISOString() },
    },
    (discount) => {
      const quote = priced(discount);
      checkPayType(payType, quote.payFen);
      return { order: txItem(payOrder.create(stored(orderOf(quote)))) };
    },
  );
  return orderOf(priced(discountFen));
}

/** Gives the order's coupon back once the order is cancelled (by its buyer or by the expiry sweep). */
async function releaseCouponOf(order: OrderRecord) {
  if (order.couponId) await releaseCoupon({ couponId: order.couponId, orderId: order.id });
}

/** Keeps what the provider answered, so the dialog can show it again. */
export async function recordPaymentStart(order: OrderRecord, start: { codeUrl?: string; payUrl?: string }) {
  await payOrder
    .patch({ id: order.id })
    .set({ codeUrl: start.codeUrl ?? '', payUrl: start.payUrl ?? '' })
    .go();
}

/** Moves an order from one state to another, or reports that it was no longer in it. */
export async function transition(
  order: OrderRecord,
  from: readonly OrderState[],
  to: OrderState,
): Promise<boolean> {
  try {
    await payOrder
      .patch({ id: order.id })
      .set({ status: to, expireTime: order.expireTime })
      .where((attr, op) => from.map((state) => op.eq(attr.status, state)).join(' OR '))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * A payment that failed (the provider refused to start it, or notified a failure). No payment is
 * ever started again for that order (checkout makes a new one), so its coupon is given back.
 */
export async function failOrder(order: OrderRecord): Promise<boolean> {
  if (!(await transition(order, ['unpaid'], 'failed'))) return false;
  await releaseCouponOf(order);
  return true;
}

/** The user cancels an unpaid order of their own. */
export async function cancelOwnOrder(caller: Pick<Caller, 'userId' | 'tenantId'>, id: string) {
  const order = await ownOrder(caller, id);
  if (!(await transition(order, ['unpaid', 'failed'], 'cancelled')))
    throw new ConflictError('pay.notCancellable');
  await releaseCouponOf(order);
  return viewOf({ ...order, status: 'cancelled' });
}

export async function ownOrders(caller: Pick<Caller, 'userId'>, paging: { current: number; size: number }) {
  const page = await entityPage(payOrder, payOrder.query.byUser({ userId: caller.userId }), {
    ...paging,
    order: 'desc',
  });
  return { ...page, records: page.records.map((row) => viewOf(recordOf(row))) };
}

/**
 * Scheduled: cancels unpaid orders whose payment window closed (index query on the unpaid partition).
 * `closeAtProvider` (the scheduled job passes pay/returnQuery.ts's) closes each payment at its
 * provider first; one the payer paid meanwhile is settled there and not cancelled.
 */
export async function expireUnpaid(
  now = new Date(),
  closeAtProvider?: (order: OrderRecord) => Promise<'closed' | 'paid' | 'unknown'>,
) {
  let cancelled = 0;
  // Walks the queue once with a cursor: an order left in it (its provider said paid but settling it
  // failed) is passed, not read again, so a hundred such orders cannot hold the sweep in a loop.
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await payOrder.query
      .byExpiry({ expiryQueue: UNPAID_QUEUE })
      .lt({ expireTime: now.toISOString() })
      .go({ limit: 100, cursor });
    for (const row of page.data) {
      const order = recordOf(row as Parameters<typeof recordOf>[0]);
      if (closeAtProvider && (await closeAtProvider(order)) === 'paid') continue;
      if (!(await transition(order, ['unpaid'], 'cancelled'))) continue;
      cancelled++;
      await releaseCouponOf(order);
    }
    cursor = page.cursor;
  } while (cursor);
  return { cancelled };
}
