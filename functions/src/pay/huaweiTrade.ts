import type { PetalConfig } from './configs.ts';
import { PETAL_OK, petalCall } from './huawei.ts';
import type { ProviderTrade } from './providerTrade.ts';
import { ProviderError } from './wechat.ts';

/**
 * Huawei Petal Pay after the pre-order: `GET /api/v2/aggr/transactions/merc-orders/{mercOrderNo}?mercNo=`
 * (query-on-return; the answer must be Huawei-signed) and `POST /api/v1/aggr/transactions/orders/close`.
 */

/** Huawei's finish time (`yyyy-MM-dd'T'HH:mm:ss.SSSZ`, offset without a colon) as ISO. */
export function petalInstant(text: unknown): string {
  if (typeof text !== 'string' || !text) return new Date().toISOString();
  const parsed = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(parsed) ? new Date().toISOString() : new Date(parsed).toISOString();
}

/** Order states that end a payment without it being paid. */
const PETAL_ENDED = ['TRX_FAILED', 'TRX_CLOSE', 'TRX_CLOSED', 'TRX_CANCEL'];

export async function petalTrade(config: PetalConfig, orderNo: string): Promise<ProviderTrade> {
  const path = `/api/v2/aggr/transactions/merc-orders/${encodeURIComponent(orderNo)}?mercNo=${encodeURIComponent(config.mchId)}`;
  const answer = await petalCall(config, 'GET', path, undefined, { signed: true });
  if (answer.status === 404) return { state: 'none' };
  if (answer.status !== 200 || answer.data.resultCode !== PETAL_OK)
    throw new ProviderError(`petalpay query: HTTP ${answer.status} ${String(answer.data.resultCode)}`);
  const data = answer.data;
  if (data.mercOrderNo !== orderNo)
    throw new ProviderError('petalpay query: the answer is about another order');
  // TRX_SUCCESS stays the state after a refund (refunds are orders of their own at Huawei).
  if (data.orderStatus === 'TRX_SUCCESS')
    return {
      state: 'paid',
      transactionId: String(data.sysTransOrderNo ?? ''),
      paidFen: Number(data.totalAmount),
      paidTime: petalInstant(data.finishTime),
    };
  if (PETAL_ENDED.includes(String(data.orderStatus))) return { state: 'closed' };
  return { state: 'open' };
}

/** Closes an unpaid payment; false when Huawei refused (paid meanwhile, or already closed). */
export async function petalClose(config: PetalConfig, orderNo: string): Promise<boolean> {
  const answer = await petalCall(config, 'POST', '/api/v1/aggr/transactions/orders/close', {
    mercOrderNo: orderNo,
  });
  return answer.status === 200 && answer.data.resultCode === PETAL_OK;
}
