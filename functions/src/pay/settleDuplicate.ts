import type { DuplicateRefundState, PayProvider } from '@loopline/shared/contracts/pay';
import type { DuplicatePaymentDetail } from '@loopline/shared/contracts/payAdmin';
import { OPEN_DUPLICATE_REFUNDS, payDuplicate } from '../entities/payDuplicate.ts';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';
import { readConfig } from './configs.ts';
import type { OrderRecord } from './orders.ts';
import { aliRefund, aliRefundQuery } from './refundAlipay.ts';
import type { RefundCall, RefundOutcome } from './refundOutcome.ts';
import { wxRefund, wxRefundQuery } from './refundWechat.ts';

/**
 * A merged payment (merge/nativePay) shows a QR code from each provider for one order; a buyer who
 * scans both pays twice. The first verified payment settles the order; the other is a duplicate:
 * recorded once (its id is fixed by order and provider, so a redelivered notify finds it) and refunded
 * in full through its own provider at once. Nothing is granted for it, and the order's own refund
 * state is untouched: the duplicate's refund is a separate line on the order (order views, the back
 * office's order detail). A refund whose answer is lost is asked about by the scheduled sync.
 */

/** A verified payment that reached an order settled through another provider. */
export interface DuplicatePayment {
  provider: PayProvider;
  transactionId: string;
  paidFen: number;
  paidTime: string;
}

export type DuplicateRecord = DuplicatePaymentDetail & {
  orderId: string;
  userId: string;
  tenantId: string;
  createTime: string;
  sentTime: string;
};

export const ATTEMPTS = 8;
const PREFIX = 'D-';
const REASON = 'Paid twice: the order was already paid through the other provider';

/** The merchant refund number of a duplicate (≤ 64 characters of [A-Za-z0-9-] at both providers). */
export const duplicateRefundNo = (orderId: string, provider: PayProvider) =>
  `${PREFIX}${provider}-${orderId}`;

/** Whether a refund number names a duplicate payment's refund (order refunds are `R…`). */
export const isDuplicateRefundNo = (refundNo: string) => refundNo.startsWith(PREFIX);

/**
 * Whether a verified payment through `provider` is a second payment of `order`: the order was
 * already settled (completed, or paid and refunded as a late payment) through the other provider.
 */
export const paidElsewhere = (order: OrderRecord, provider: PayProvider) =>
  (order.status === 'completed' || order.status === 'paid') &&
  (order.payType === 'wxpay' || order.payType === 'alipay') &&
  order.payType !== provider;

export const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));

const recordOf = (data: unknown) => {
  const { id, status, ...rest } = data as Omit<DuplicateRecord, 'refundNo' | 'refundStatus'> & {
    id: string;
    status: DuplicateRefundState;
  };
  return { ...rest, refundNo: id, refundStatus: status } as DuplicateRecord;
};

export const detailOf = ({
  orderId: _o,
  userId: _u,
  tenantId: _t,
  createTime: _c,
  sentTime: _s,
  ...detail
}: DuplicateRecord): DuplicatePaymentDetail => detail;

export async function getDuplicate(refundNo: string): Promise<DuplicateRecord | null> {
  const { data } = await payDuplicate.get({ id: refundNo }).go({ consistent: true });
  return data ? recordOf(data) : null;
}

/** The duplicate payments of an order, for its detail in the back office. */
export async function duplicatesOf(orderId: string): Promise<DuplicatePaymentDetail[]> {
  const { data } = await payDuplicate.query.byOrder({ orderId }).go({ pages: 'all' });
  return data.map((item) => detailOf(recordOf(item)));
}

/**
 * Records a second payment of `order` and refunds it in full. Recording is one transaction: the
 * duplicate (created only if absent) and the order's summary of it. A redelivered notify finds the
 * duplicate there and does nothing more (the sync job owns a refund whose answer was lost).
 */
export async function recordDuplicate(order: OrderRecord, payment: DuplicatePayment, now = new Date()) {
  // A redelivery of a duplicate already recorded: the order read says so, nothing is written.
  if (order.duplicateProvider === payment.provider) return 'duplicate' as const;
  const at = now.toISOString();
  const record: DuplicateRecord = {
    refundNo: duplicateRefundNo(order.id, payment.provider),
    orderId: order.id,
    userId: order.userId,
    tenantId: order.tenantId,
    provider: payment.provider,
    transactionId: payment.transactionId,
    payFen: payment.paidFen,
    paidTime: payment.paidTime,
    refundStatus: 'refunding',
    providerRefundId: '',
    failReason: '',
    createTime: at,
    updateTime: at,
    sentTime: at,
  };
  const { refundNo, refundStatus, ...stored } = record;
  for (let attempt = 0; ; attempt++) {
    try {
      await transactWrite({
        duplicate: txItem(payDuplicate.create({ ...stored, id: refundNo, status: refundStatus })),
        order: txItem(
          payOrder.patch({ id: order.id }).set({
            duplicateProvider: payment.provider,
            duplicateFen: payment.paidFen,
            duplicateRefund: 'refunding',
          }),
        ),
      });
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      if (error.failedOn('duplicate')) return 'duplicate' as const;
      // The order item was being written by another transaction (its settlement): try again.
      if (attempt + 1 >= ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
  logger.warn('duplicate payment of a merged order: refunding it', {
    orderId: order.id,
    provider: payment.provider,
    refundNo,
  });
  await sendDuplicateRefund(record);
  return 'duplicate' as const;
}

const callOf = (duplicate: DuplicateRecord): RefundCall => ({
  orderNo: duplicate.orderId,
  transactionId: duplicate.transactionId,
  refundNo: duplicate.refundNo,
  refundFen: duplicate.payFen,
  totalFen: duplicate.payFen,
  reason: REASON,
});

/** Runs a provider call; an unreachable gateway or an unsigned answer is no answer (ask again later). */
async function ask(duplicate: DuplicateRecord, run: () => Promise<RefundOutcome>): Promise<RefundOutcome> {
  try {
    return await run();
  } catch (error) {
    logger.warn('duplicate refund: no answer from the provider', { refundNo: duplicate.refundNo, error });
    return { state: 'pending' };
  }
}

async function apply(duplicate: DuplicateRecord, outcome: RefundOutcome) {
  if (outcome.state === 'refunded' || outcome.state === 'failed')
    return finalizeDuplicateRefund(duplicate.refundNo, outcome);
  return 'refunding' as const;
}

/** Sends a duplicate's refund (the same number every time: the providers treat a repeat as one). */
export async function sendDuplicateRefund(duplicate: DuplicateRecord) {
  const outcome = await ask(duplicate, async () => {
    if (duplicate.provider === 'wxpay') {
      const config = await readConfig('wxpay');
      return config ? wxRefund(config, callOf(duplicate)) : { state: 'pending' };
    }
    const config = await readConfig('alipay');
    return config ? aliRefund(config, callOf(duplicate)) : { state: 'pending' };
  });
  return apply(duplicate, outcome);
}

/** Asks the provider where a duplicate's refund stands; one it never received is sent again. */
async function syncDuplicateRefund(duplicate: DuplicateRecord) {
  const outcome = await ask(duplicate, async () => {
    if (duplicate.provider === 'wxpay') {
      const config = await readConfig('wxpay');
      return config ? wxRefundQuery(config, duplicate.refundNo) : { state: 'pending' };
    }
    const config = await readConfig('alipay');
    return config
      ? aliRefundQuery(config, {
          orderNo: duplicate.orderId,
          refundNo: duplicate.refundNo,
          refundFen: duplicate.payFen,
        })
      : { state: 'pending' };
  });
  if (outcome.state === 'missing') return sendDuplicateRefund(duplicate);
  return apply(duplicate, outcome);
}

/** Scheduled (with the order refunds' sync): duplicate refunds still open a minute after they were sent. */
export async function syncDuplicateRefunds(now = new Date()) {
  const before = new Date(now.getTime() - 60_000).toISOString();
  const { data } = await payDuplicate.query
    .byQueue({ refundQueue: OPEN_DUPLICATE_REFUNDS })
    .lt({ sentTime: before })
    .go({ limit: 50 });
  let finished = 0;
  for (const duplicate of data.map(recordOf)) {
    const result = await syncDuplicateRefund(duplicate).catch((error: unknown) => {
      logger.warn('duplicate refund sync failed', { refundNo: duplicate.refundNo, error });
      return 'refunding';
    });
    if (result !== 'refunding') finished++;
  }
  return { open: data.length, finished };
}

/**
 * Ends a duplicate's refund with the provider's final word: the duplicate leaves `refunding` (so a
 * repeated notify or a racing query does nothing) and the order's summary follows, in one
 * transaction. Nothing is revoked: the duplicate granted nothing. The buyer's pages refresh.
 */
export async function finalizeDuplicateRefund(
  refundNo: string,
  outcome: Extract<RefundOutcome, { state: 'refunded' | 'failed' }>,
  now = new Date(),
): Promise<DuplicateRefundState | 'already'> {
  const duplicate = await getDuplicate(refundNo);
  if (duplicate?.refundStatus !== 'refunding') return 'already';
  const status = outcome.state === 'refunded' ? 'refunded' : 'failed';
  for (let attempt = 0; ; attempt++) {
    try {
      await transactWrite({
        duplicate: txItem(
          payDuplicate
            .patch({ id: refundNo })
            .set({
              status,
              sentTime: duplicate.sentTime,
              updateTime: now.toISOString(),
              ...(outcome.state === 'refunded'
                ? { providerRefundId: outcome.providerRefundId }
                : { failReason: outcome.reason.slice(0, 200) }),
            })
            .where((attr, op) => op.eq(attr.status, 'refunding')),
        ),
        order: txItem(payOrder.patch({ id: duplicate.orderId }).set({ duplicateRefund: status })),
      });
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      if (error.failedOn('duplicate')) return 'already';
      if (attempt + 1 >= ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
  logger.info('duplicate payment refund finished', { refundNo, orderId: duplicate.orderId, status });
  await pushToUser(duplicate.userId, { type: 'REFUND_FINISHED', content: duplicate.orderId }).catch(
    (error: unknown) => logger.warn('duplicate refund push failed', { refundNo, error }),
  );
  return status;
}

/**
 * WeChat's refund notify for a duplicate's refund, after its signature and resource were verified
 * (refundNotify.ts): the refund it names must be that duplicate's, for its order and amount.
 */
export async function duplicateRefundNotified(resource: {
  out_trade_no?: string;
  out_refund_no: string;
  amount?: { refund?: number };
  outcome: RefundOutcome;
}): Promise<'unknown' | 'mismatch' | 'done'> {
  const duplicate = await getDuplicate(resource.out_refund_no);
  if (duplicate?.provider !== 'wxpay') return 'unknown';
  if (resource.out_trade_no !== duplicate.orderId || Number(resource.amount?.refund) !== duplicate.payFen)
    return 'mismatch';
  if (resource.outcome.state === 'refunded' || resource.outcome.state === 'failed')
    await finalizeDuplicateRefund(duplicate.refundNo, resource.outcome);
  return 'done';
}
