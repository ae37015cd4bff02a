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
import { getOrder, type OrderRecord, ownOrder } from './orders.ts';
import { getRefund, type RefundRecord, refundView, tenantRefund } from './refundRecords.ts';
import { sendRefund } from './refundSend.ts';

/**
 * Refunds (issue 18 item 5; spec 2 §4): the buyer asks for one on their own paid order and an
 * administrator approves or rejects it, or an administrator refunds an order outright. One refund
 * is open per order at a time (the order's `openRefundId`, set and cleared only in transactions
 * with the refund record), and an order is refunded at most once.
 */

/** Both providers take refunds for a year after the payment. */
const REFUND_WINDOW_MS = 365 * 86_400_000;

/** Why an order cannot be refunded now, as a translated refusal (checked again by the transaction). */
function refundable(order: OrderRecord, now: Date) {
  if (order.refundStatus === 'refunded' || order.refundStatus === 'refunding')
    throw new ConflictError('refund.alreadyRefunded');
  if (order.openRefundId) throw new ConflictError('refund.alreadyOpen');
  if (
    order.status !== 'completed' ||
    (order.payType !== 'wxpay' && order.payType !== 'alipay') ||
    order.payFen <= 0
  )
    throw new ConflictError('refund.notRefundable');
  if (order.paidTime && now.getTime() - new Date(order.paidTime).getTime() > REFUND_WINDOW_MS)
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

/** Writes a new refund record and opens it on its order, in one transaction. */
async function openRefund(order: OrderRecord, refund: RefundRecord) {
  const refunding = refund.status === 'refunding';
  try {
    await transactWrite({
      refund: txItem(payRefund.create(refund)),
      order: txItem(
        payOrder
          .patch({ id: order.id })
          .set({
            openRefundId: refund.id,
            refundId: refund.id,
            ...(refunding ? { refundStatus: 'refunding' as const, refundFen: refund.refundFen } : {}),
          })
          // Paid, not refunded (or a refund failed), nothing open: checked again here against races.
          // Orders written before refunds existed have no refund attributes at all.
          .where(
            (attr, op) =>
              `${op.eq(attr.status, 'completed')} AND (${op.eq(attr.openRefundId, '')} OR ${op.notExists(attr.openRefundId)}) AND (${op.eq(attr.refundStatus, 'none')} OR ${op.eq(attr.refundStatus, 'failed')} OR ${op.notExists(attr.refundStatus)})`,
          ),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('order'))
      throw new ConflictError('refund.alreadyOpen');
    throw error;
  }
}

/** The buyer asks for their payment back (the whole amount); an administrator reviews it. */
export async function requestRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: { orderId: string; reason: string },
  now = new Date(),
) {
  const order = await ownOrder(caller, input.orderId);
  refundable(order, now);
  const refund = newRefund(
    order,
    { refundFen: order.payFen, reason: input.reason, source: 'user', status: 'requested', by: '' },
    now,
  );
  await openRefund(order, refund);
  return refundView(refund);
}

/** An administrator refunds an order of the tenant (all of it unless an amount is given). */
export async function initiateRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: RefundInitiateInput & { reason: string },
  now = new Date(),
) {
  const order = await getOrder(input.orderId);
  if (!order || order.tenantId !== caller.tenantId) throw new NotFoundError('pay.orderNotFound');
  refundable(order, now);
  const refundFen = input.refundFen === undefined ? order.payFen : Number(input.refundFen);
  if (refundFen > order.payFen) throw new BadRequestError('refund.amountTooLarge');
  const refund = newRefund(
    order,
    { refundFen, reason: input.reason, source: 'admin', status: 'refunding', by: caller.userId },
    now,
  );
  await openRefund(order, refund);
  await sendRefund(refund);
  return refundView((await getRefund(refund.id)) ?? refund);
}

/** Approving a buyer's request sends it to the provider. */
export async function approveRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  id: string,
  now = new Date(),
) {
  const refund = await tenantRefund(caller.tenantId, id);
  if (refund.status !== 'requested') throw new ConflictError('refund.notRequested');
  const at = now.toISOString();
  try {
    await transactWrite({
      refund: txItem(
        payRefund
          .patch({ id })
          .set({ status: 'refunding', sentTime: at, updateTime: at, reviewedBy: caller.userId })
          .where((attr, op) => op.eq(attr.status, 'requested')),
      ),
      order: txItem(
        payOrder
          .patch({ id: refund.orderId })
          .set({ refundStatus: 'refunding', refundFen: refund.refundFen })
          .where((attr, op) => `${op.eq(attr.openRefundId, id)} AND ${op.eq(attr.status, 'completed')}`),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError('refund.notRequested');
    throw error;
  }
  const sent = { ...refund, status: 'refunding' as const, sentTime: at, reviewedBy: caller.userId };
  await sendRefund(sent);
  return refundView((await getRefund(id)) ?? sent);
}

/** Rejecting a request closes it; the buyer may ask again. */
export async function rejectRefund(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  input: { id: string; reason: string },
  now = new Date(),
) {
  const refund = await tenantRefund(caller.tenantId, input.id);
  if (refund.status !== 'requested') throw new ConflictError('refund.notRequested');
  try {
    await transactWrite({
      refund: txItem(
        payRefund
          .patch({ id: refund.id })
          .set({
            status: 'rejected',
            sentTime: '',
            updateTime: now.toISOString(),
            reviewedBy: caller.userId,
            rejectReason: input.reason,
          })
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
