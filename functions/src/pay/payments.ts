import type { PaymentStart, PayProvider } from '@loopline/shared/contracts/pay';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { pagePayUrl, precreate } from './alipay.ts';
import { type AlipayConfig, PaymentUnavailableError, requireConfig, type WxConfig } from './configs.ts';
import { createOrder, failOrder, type OrderRecord, recordPaymentStart, viewOf } from './orders.ts';
import { completeOrder } from './settle.ts';
import { nativePay, ProviderError } from './wechat.ts';

type Method = 'wxNative' | 'aliNative' | 'aliPage';
const PROVIDER: Record<Method, PayProvider> = { wxNative: 'wxpay', aliNative: 'alipay', aliPage: 'alipay' };

async function askProvider(method: Method, config: WxConfig | AlipayConfig, order: OrderRecord) {
  const subject = order.name;
  if (method === 'wxNative') {
    const codeUrl = await nativePay(config as WxConfig, {
      orderNo: order.id,
      description: subject,
      payFen: order.payFen,
      expireTime: order.expireTime,
    });
    return { codeUrl, payUrl: '' };
  }
  const alipayOrder = { orderNo: order.id, subject, payFen: order.payFen, expireTime: order.expireTime };
  if (method === 'aliNative')
    return { codeUrl: await precreate(config as AlipayConfig, alipayOrder), payUrl: '' };
  return { codeUrl: '', payUrl: pagePayUrl(config as AlipayConfig, alipayOrder) };
}

/**
 * Checkout: prices the item, creates the order and starts its payment with the provider. A provider
 * that is not configured answers "Payment function is not available" before any order is written;
 * one that refuses or cannot be reached leaves the order as a payment failure.
 */
export async function startPayment(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: { chargeId: string; couponId?: string },
  method: Method,
): Promise<PaymentStart> {
  const provider = PROVIDER[method];
  const config = await requireConfig(provider);
  const order = await createOrder(caller, checkout.chargeId, provider, { couponId: checkout.couponId });
  try {
    const start = await askProvider(method, config, order);
    await recordPaymentStart(order, start);
    return { order: viewOf(order), ...start };
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof TypeError)) throw error;
    // TypeError: fetch could not reach the gateway.
    logger.warn('payment start refused', { orderId: order.id, provider, error });
    await failOrder(order);
    throw new PaymentUnavailableError();
  }
}

/** A zero-price order (an upgrade fully paid by the credit or a coupon, a free item): completed at once. */
export async function noPayment(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: { chargeId: string; couponId?: string },
) {
  const order = await createOrder(caller, checkout.chargeId, 'none', { couponId: checkout.couponId });
  await completeOrder(order, { payType: 'none', transactionId: '', paidTime: new Date().toISOString() });
  return viewOf({ ...order, status: 'noPayment' });
}
