import { alipayCall, alipayUnknown } from './alipayCall.ts';
import type { AlipayConfig } from './configs.ts';
import { fenToYuan, yuanToFen } from './pricing.ts';
import type { RefundCall, RefundOutcome } from './refundOutcome.ts';

/**
 * Alipay refunds: `alipay.trade.refund` answers at once (fund_change Y: the money went back);
 * `alipay.trade.fastpay.refund.query` settles one whose answer was lost or not final
 * (refund_status REFUND_SUCCESS, or no refund under that out_request_no at all). A repeated
 * out_request_no is idempotent at Alipay.
 */
export async function aliRefund(config: AlipayConfig, refund: RefundCall): Promise<RefundOutcome> {
  const answer = await alipayCall(config, 'alipay.trade.refund', {
    out_trade_no: refund.orderNo,
    refund_amount: fenToYuan(refund.refundFen),
    out_request_no: refund.refundNo,
    refund_reason: refund.reason.slice(0, 256),
  });
  if (answer.code === '10000' && answer.fund_change === 'Y')
    return { state: 'refunded', providerRefundId: String(answer.trade_no ?? '') };
  // fund_change N: this call moved no money (a repeat of a refund already made, or not done yet): ask.
  if (answer.code === '10000' || alipayUnknown(answer)) return { state: 'pending' };
  return { state: 'failed', reason: String(answer.sub_code ?? answer.code ?? 'unknown') };
}

export async function aliRefundQuery(
  config: AlipayConfig,
  refund: Pick<RefundCall, 'orderNo' | 'refundNo' | 'refundFen'>,
): Promise<RefundOutcome> {
  const answer = await alipayCall(config, 'alipay.trade.fastpay.refund.query', {
    out_trade_no: refund.orderNo,
    out_request_no: refund.refundNo,
    query_options: ['gmt_refund_pay'],
  });
  if (answer.code !== '10000') return alipayUnknown(answer) ? { state: 'pending' } : { state: 'missing' };
  if (answer.refund_status === 'REFUND_SUCCESS') {
    // The amount Alipay refunded must be the one asked; anything else is not this refund.
    if (yuanToFen(String(answer.refund_amount ?? '')) !== refund.refundFen)
      return { state: 'failed', reason: 'REFUND_AMOUNT_MISMATCH' };
    return { state: 'refunded', providerRefundId: String(answer.trade_no ?? '') };
  }
  // No refund_amount: Alipay has no refund under this number.
  return answer.refund_amount ? { state: 'pending' } : { state: 'missing' };
}
