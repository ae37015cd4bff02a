import type { WxConfig } from './configs.ts';
import type { ProviderTrade } from './providerTrade.ts';
import { ProviderError } from './wechat.ts';
import { wxCall } from './wechatCall.ts';

/**
 * WeChat Pay API v3 after the QR code was shown: `GET /v3/pay/transactions/out-trade-no/{no}?mchid=`
 * (query-on-return) and `POST /v3/pay/transactions/out-trade-no/{no}/close` (cancel, expiry).
 */
export async function wxTrade(config: WxConfig, orderNo: string): Promise<ProviderTrade> {
  const answer = await wxCall(
    config,
    'GET',
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`,
  );
  if (answer.status === 404) return { state: 'none' };
  if (answer.status !== 200)
    throw new ProviderError(`wxpay query: HTTP ${answer.status} ${String(answer.data.code)}`);
  const data = answer.data as {
    mchid?: string;
    out_trade_no?: string;
    trade_state?: string;
    transaction_id?: string;
    success_time?: string;
    amount?: { total?: number };
  };
  if (data.mchid !== config.mchId || data.out_trade_no !== orderNo)
    throw new ProviderError('wxpay query: the answer is about another payment');
  // REFUND: paid, then (partly) refunded; the payment itself happened.
  if (data.trade_state === 'SUCCESS' || data.trade_state === 'REFUND')
    return {
      state: 'paid',
      transactionId: data.transaction_id ?? '',
      paidFen: Number(data.amount?.total),
      paidTime: data.success_time ? new Date(data.success_time).toISOString() : new Date().toISOString(),
    };
  if (data.trade_state === 'NOTPAY' || data.trade_state === 'USERPAYING') return { state: 'open' };
  return { state: 'closed' };
}

/** Closes an unpaid payment; false when WeChat refused (paid meanwhile, or already closed). */
export async function wxClose(config: WxConfig, orderNo: string): Promise<boolean> {
  const answer = await wxCall(
    config,
    'POST',
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
    {
      mchid: config.mchId,
    },
  );
  return answer.status === 204 || answer.status === 200;
}
