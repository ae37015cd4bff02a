import { alipayCall } from './alipayCall.ts';
import type { AlipayConfig } from './configs.ts';
import { yuanToFen } from './pricing.ts';
import type { ProviderTrade } from './providerTrade.ts';
import { ProviderError } from './wechat.ts';

/** Alipay after the QR code or the payer page: `alipay.trade.query` and `alipay.trade.close`. */
export async function aliTrade(config: AlipayConfig, orderNo: string): Promise<ProviderTrade> {
  const answer = await alipayCall(config, 'alipay.trade.query', { out_trade_no: orderNo });
  if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'none' };
  if (answer.code !== '10000')
    throw new ProviderError(`alipay query: ${answer.code} ${answer.sub_code ?? ''}`);
  if (answer.out_trade_no !== orderNo)
    throw new ProviderError('alipay query: the answer is about another payment');
  const status = answer.trade_status;
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED')
    return {
      state: 'paid',
      transactionId: String(answer.trade_no ?? ''),
      paidFen: yuanToFen(String(answer.total_amount ?? '')),
      paidTime: new Date().toISOString(),
    };
  if (status === 'WAIT_BUYER_PAY') return { state: 'open' };
  return { state: 'closed' };
}

/** Closes an unpaid trade; a trade Alipay never created (nobody scanned) counts as closed. */
export async function aliClose(config: AlipayConfig, orderNo: string): Promise<boolean> {
  const answer = await alipayCall(config, 'alipay.trade.close', { out_trade_no: orderNo });
  return answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST';
}
