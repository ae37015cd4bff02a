import type { PetalConfig } from './configs.ts';
import { PETAL_OK, petalCall } from './huawei.ts';
import type { RefundCall, RefundOutcome } from './refundOutcome.ts';

/**
 * Huawei Petal Pay refunds (Payment Kit REST API "申请退款", "通过sysRefundOrderNo查询退款订单信息",
 * "退款结果回调通知"; docs/decisions.md, hw-refund): `POST /api/v1/aggr/transactions/refunds` takes the
 * refund (a repeated mercRefundOrderNo refunds once, which is what lets an unknown outcome be sent
 * again); the final word comes by the SM2-signed refund notify or
 * `GET /api/v1/aggr/transactions/refunds/orders/{sysRefundOrderNo}` (signed answer), whose
 * refundOrderStatus is REFUND_CHL_PROC (processing), REFUND_SUCCESS or REFUND_FAILED.
 */

/** The refund notify's address: the payment notify's with `/refund` after it. */
export const petalRefundNotifyUrl = (config: Pick<PetalConfig, 'notifyUrl'>) =>
  `${config.notifyUrl.replace(/\/+$/, '')}/refund`;

/** A refundOrderStatus (answer, query or notify) as an outcome. */
export function petalRefundOutcome(status: unknown, sysRefundNo: unknown, reason?: unknown): RefundOutcome {
  const providerRefundId = typeof sysRefundNo === 'string' ? sysRefundNo : '';
  if (status === 'REFUND_SUCCESS') return { state: 'refunded', providerRefundId };
  if (status === 'REFUND_FAILED') return { state: 'failed', reason: String(reason || 'REFUND_FAILED') };
  return { state: 'pending', providerRefundId };
}

/** Huawei's busy answers: nothing is known, the same refund number may be sent again. */
const unknownAnswer = (status: number) => status >= 500 || status === 429;

export async function petalRefund(config: PetalConfig, refund: RefundCall): Promise<RefundOutcome> {
  const answer = await petalCall(config, 'POST', '/api/v1/aggr/transactions/refunds', {
    mercOrderNo: refund.orderNo,
    ...(refund.transactionId ? { sysTransOrderNo: refund.transactionId } : {}),
    mercRefundOrderNo: refund.refundNo,
    reason: refund.reason.slice(0, 256),
    callbackUrl: petalRefundNotifyUrl(config),
    refundAmount: refund.refundFen,
  });
  // Taken is not refunded (Huawei's words): the signed notify or query says how it ended.
  if (answer.status === 200 && answer.data.resultCode === PETAL_OK)
    return { state: 'pending', providerRefundId: String(answer.data.sysRefundOrderNo ?? '') };
  if (unknownAnswer(answer.status)) return { state: 'pending' };
  return {
    state: 'failed',
    reason: String(answer.data.subCode ?? answer.data.resultCode ?? `HTTP ${answer.status}`),
  };
}

/**
 * Where a refund stands. Huawei's documented query is by its own refund number: one that never came
 * back from the request is "missing", and sending it again under the same mercRefundOrderNo is safe.
 */
export async function petalRefundQuery(
  config: PetalConfig,
  refund: { refundNo: string; providerRefundId: string; refundFen: number },
): Promise<RefundOutcome> {
  if (!refund.providerRefundId) return { state: 'missing' };
  const path = `/api/v1/aggr/transactions/refunds/orders/${encodeURIComponent(refund.providerRefundId)}`;
  const answer = await petalCall(config, 'GET', path, undefined, { signed: true });
  if (answer.status === 404) return { state: 'missing' };
  if (answer.status !== 200 || answer.data.resultCode !== PETAL_OK) return { state: 'pending' };
  const data = answer.data;
  // A signed answer about another refund, or of another amount, is not this refund's word.
  if (
    (data.mercRefundOrderNo !== undefined && data.mercRefundOrderNo !== refund.refundNo) ||
    (data.refundAmount !== undefined && Number(data.refundAmount) !== refund.refundFen)
  )
    return { state: 'pending' };
  return petalRefundOutcome(data.refundOrderStatus, data.sysRefundOrderNo ?? refund.providerRefundId);
}
