import type { WxConfig } from './configs.ts';
import type { RefundCall, RefundOutcome } from './refundOutcome.ts';
import { wxCall, wxUnknown } from './wechatCall.ts';

/**
 * WeChat Pay API v3 refunds (https://pay.weixin.qq.com/docs/merchant/apis/native-payment/create.html):
 * `POST /v3/refund/domestic/refunds` answers the refund's status (usually PROCESSING); the final
 * word comes by the refund notify (REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED) or
 * `GET /v3/refund/domestic/refunds/{out_refund_no}`. Sending the same out_refund_no again is
 * idempotent at WeChat, which is what lets an unknown outcome be retried.
 */

/** The refund notify's address: the payment notify's with `/refund` after it. */
export const refundNotifyUrl = (config: Pick<WxConfig, 'notifyUrl'>) =>
  `${config.notifyUrl.replace(/\/+$/, '')}/refund`;

/** A refund's `status` (answer, query) or `refund_status` (notify) as an outcome. */
export function wxRefundOutcome(status: unknown, refundId: unknown): RefundOutcome {
  const providerRefundId = typeof refundId === 'string' ? refundId : '';
  if (status === 'SUCCESS') return { state: 'refunded', providerRefundId };
  if (status === 'ABNORMAL') return { state: 'failed', reason: 'ABNORMAL' };
  if (status === 'CLOSED') return { state: 'failed', reason: 'CLOSED' };
  return { state: 'pending', providerRefundId };
}

export async function wxRefund(config: WxConfig, refund: RefundCall): Promise<RefundOutcome> {
  const answer = await wxCall(config, 'POST', '/v3/refund/domestic/refunds', {
    ...(refund.transactionId ? { transaction_id: refund.transactionId } : { out_trade_no: refund.orderNo }),
    out_refund_no: refund.refundNo,
    reason: refund.reason.slice(0, 80),
    notify_url: refundNotifyUrl(config),
    amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
  });
  if (answer.status === 200) return wxRefundOutcome(answer.data.status, answer.data.refund_id);
  if (wxUnknown(answer)) return { state: 'pending' };
  return { state: 'failed', reason: String(answer.data.code ?? `HTTP ${answer.status}`) };
}

export async function wxRefundQuery(config: WxConfig, refundNo: string): Promise<RefundOutcome> {
  const answer = await wxCall(config, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
  if (answer.status === 200) return wxRefundOutcome(answer.data.status, answer.data.refund_id);
  if (answer.status === 404) return { state: 'missing' };
  return { state: 'pending' };
}
