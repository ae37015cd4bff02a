import type {
  RefundInitiateInput,
  RefundListInput,
  RefundRecordState,
  RefundSource,
} from '@loopline/shared/contracts/refund';
import { entityPage } from '../entities/paging.ts';
import { payOrder } from '../entities/payOrder.ts';
import { payRefund } from '../entities/payRefund.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getOrder, type OrderRecord, ownOrder, refundableOf } from './orders.ts';
import { fenToYuan } from './pricing.ts';
import { holdItem } from './refundAmounts.ts';
import { getRefund, type RefundRecord, refundView, tenantRefund } from './refundRecords.ts';
import { sendRefund } from './refundSend.ts';

/**
 * Refunds (issue 18 item 5; spec 2 §4): the buyer asks for one on their own paid order and an
 * administrator approves or rejects it (or the buyer withdraws it first), or an administrator refunds
 * an order outright. An order is refunded in as many parts as wanted, never more in total than was
 * paid: each part is held on the order in the transaction that sends it (refundAmounts.ts). One
 * buyer's request waits for review at a time (the order's `openRefundId`).
 */

/** How long after the payment each provider takes a refund: WeChat and Alipay a year, Huawei 180 days. */
const REFUND_WINDOW_MS: Record<string, number> = {
  wxpay: 365 * 86_400_000,
  alipay: 365 * 86_400_000,
  petalpay: 180 * 86_400_000,
};

/** Why an order cannot be refunded now, as a translated refusal (checked again by the transaction). */
function refundable(order: OrderRecord, now: Date) {
  const window = REFUND_WINDOW_MS[order.payType];
  if (order.status !== 'completed' || window === undefined || order.payFen <= 0)
    throw new ConflictError('refund.notRefundable');
  if (refundableOf(order) <= 0) throw new ConflictError('refund.alreadyRefunded');
  if (order.paidTime && now.getTime() - new Date(order.paidTime).getTime() > window)
    throw new ConflictError('refund.tooLate');
}

function newRefund(
  order: OrderRecord,
  input: { refundFen: number; reason: string; source: RefundSource; status: RefundRecordState; by: string },
  now: Date,
): RefundRecord {
  const at = now.toISOString();
  return {
    id: `R${sortableId(now)}`,
    orderId: order.id,
    userId: order.userId,
    tenantId: order.tenantId,
    provider: order.payType as RefundRecord['provider'],
    payFen: order.payFen,
    refundFen: input.refundFen,
    reason: input.reason,
    source: input.source,
    status: input.status,
    createTime: at,
    updateTime: at,
    reviewedBy: input.by,
    rejectReason: '',
    providerRefundId: '',
    failReason: '',
    revokedMs: 0,
    revokedStorage: 0,
    revokedParse: 0,
    orderName: order.name,
    orderNameEn: order.nameEn,
    orderKind: order.kind,
    sentTime: input.status === 'refunding' ? at : '',
  };
}

/** Why a part that did not fit was refused: more than what is left, or the order changed under it. */
async function partRefused(orderId: string, fen: number): Promise<never> {
  const now = await getOrder(orderId);
  if (now && now.status === 'completed' && refundableOf(now) < fen)
    throw new ConflictError('refund.moreThanLeft', { left: fenToYuan(refundableOf(now)) });
  throw new ConflictError('refund.notRefundable');
}

/** The buyer asks for what is left of their payment; an administrator reviews it. */
export async function requestRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: { orderId: string; reason: string },
  now = new Date(),
) {
  const order = await ownOrder(caller, input.orderId);
  refundable(order, now);
  if (order.openRefundId) throw new ConflictError('refund.alreadyOpen');
  const refund = newRefund(
    order,
    { refundFen: refundableOf(order), reason: input.reason, source: 'user', status: 'requested', by: '' },
    now,
  );
  try {
    await transactWrite({
      refund: txItem(payRefund.create(refund)),
      order: txItem(
        payOrder
          .patch({ id: order.id })
          .set({ openRefundId: refund.id, refundId: refund.id })
          // Paid, nothing waiting for review: checked again here against races. Orders written
          // before refunds existed have no refund attributes at all.
          .where(
            (attr, op) =>
              `${op.eq(attr.status, 'completed')} AND (${op.eq(attr.openRefundId, '')} OR ${op.notExists(attr.openRefundId)})`,
          ),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('order'))
      throw new ConflictError('refund.alreadyOpen');
    throw error;
  }
  return refundView(refund);
}

/** An administrator refunds an order of the tenant, or a part of it (all that is left unless an amount is given). */
export async function initiateRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: RefundInitiateInput & { reason: string },
  now = new Date(),
) {
  const order = await getOrder(input.orderId);
  if (!order || order.tenantId !== caller.tenantId) throw new NotFoundError('pay.orderNotFound');
  refundable(order, now);
  const left = refundableOf(order);
  const refundFen = input.refundFen === undefined ? left : Number(input.refundFen);
  if (refundFen > order.payFen) throw new BadRequestError('refund.amountTooLarge');
  if (refundFen > left) throw new BadRequestError('refund.moreThanLeft', { left: fenToYuan(left) });
  const refund = newRefund(
    order,
    { refundFen, reason: input.reason, source: 'admin', status: 'refunding', by: caller.userId },
    now,
  );
  try {
    await transactWrite({
      refund: txItem(payRefund.create(refund)),
      order: holdItem(order, { id: refund.id, fen: refundFen }),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('order'))
      return partRefused(order.id, refundFen);
    throw error;
  }
  await sendRefund(refund, now);
  return refundView((await getRefund(refund.id)) ?? refund);
}

/** Approving a buyer's request sends it to the provider (if what it asks still fits). */
export async function approveRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  id: string,
  now = new Date(),
) {
  const refund = await tenantRefund(caller.tenantId, id);
  if (refund.status !== 'requested') throw new ConflictError('refund.notRequested');
  const order = await getOrder(refund.orderId);
  if (!order) throw new NotFoundError('pay.orderNotFound');
  const at = now.toISOString();
  try {
    await transactWrite({
      refund: txItem(
        payRefund
          .patch({ id })
          .set({ status: 'refunding', sentTime: at, updateTime: at, reviewedBy: caller.userId })
          .where((attr, op) => op.eq(attr.status, 'requested')),
      ),
      order: holdItem(order, { id, fen: refund.refundFen }, id),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.failedOn('refund')) throw new ConflictError('refund.notRequested');
    const current = await getOrder(refund.orderId);
    if (current?.openRefundId !== id) throw new ConflictError('refund.notRequested');
    return partRefused(refund.orderId, refund.refundFen);
  }
  const sent = { ...refund, status: 'refunding' as const, sentTime: at, reviewedBy: caller.userId };
  await sendRefund(sent, now);
  return refundView((await getRefund(id)) ?? sent);
}

/** The back office's list: the tenant's refunds, newest first, optionally by state, source or order. */
export async function tenantRefunds(caller: Pick<Caller, 'tenantId'>, query: RefundListInput) {
  const { status, source, orderId } = query;
  const chain = payRefund.query.byTenant({ tenantId: caller.tenantId });
  const filtered =
    status || source || orderId
      ? chain.where((attr, op) =>
          [
            status ? op.eq(attr.status, status) : '',
            source ? op.eq(attr.source, source) : '',
            orderId ? op.eq(attr.orderId, orderId) : '',
          ]
            .filter(Boolean)
            .join(' AND '),
        )
      : chain;
  const page = await entityPage(payRefund, filtered, {
    current: Number(query.current ?? 1),
    size: Number(query.size ?? 20),
    order: 'desc',
  });
  return { ...page, records: page.records.map((row) => refundView(row as RefundRecord)) };
}

/** The buyer's refunds of one of their orders, newest first (the orders tab shows the latest). */
export async function ownRefund(caller: Pick<Caller, 'userId' | 'tenantId'>, orderId: string) {
  const order = await ownOrder(caller, orderId);
  if (!order.refundId) return null;
  const refund = await getRefund(order.refundId);
  return refund ? refundView(refund) : null;
}
