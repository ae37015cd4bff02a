import type { AlipayKind, PayProvider, WxPayKind } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart } from '@loopline/shared/contracts/payKinds';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { appOrderString, jsapiCreate, pagePayUrl, precreate, wapPayUrl } from './alipay.ts';
import { type AlipayConfig, PaymentUnavailableError, requireKind, type WxConfig } from './configs.ts';
import { createOrder, failOrder, type OrderRecord, recordPaymentStart, viewOf } from './orders.ts';
import { carryOf } from './settleCarry.ts';
import { completeOrder } from './settleFulfil.ts';
import { nativePay, ProviderError } from './wechat.ts';
import { appPay, h5Pay, jsapiPay } from './wechatKinds.ts';

/** What the payer brings for the kinds that need it: WeChat's openid, Alipay's buyer id, the phone's IP. */
export interface Payer {
  openid?: string;
  buyerId?: string;
  ip?: string;
}

/** A payment kind of one provider. */
export type PayKind = { provider: 'wxpay'; kind: WxPayKind } | { provider: 'alipay'; kind: AlipayKind };

type Started = Omit<KindPaymentStart, 'order'>;
const blank = (provider: PayProvider, kind: KindPaymentStart['kind']): Started => ({
  provider,
  kind,
  codeUrl: '',
  payUrl: '',
});

/** Refused before any order is written: a kind that needs the payer's id without one. */
class PayerRequiredError extends BadRequestError {
  constructor(provider: PayProvider) {
    super(provider === 'wxpay' ? 'pay.openidRequired' : 'pay.buyerIdRequired');
  }
}

const needsPayer = (method: PayKind, payer: Payer) =>
  method.provider === 'wxpay'
    ? (method.kind === 'jsapi' || method.kind === 'mini') && !payer.openid
    : method.kind === 'jsapi' && !payer.buyerId;

async function askWechat(kind: WxPayKind, config: WxConfig, order: OrderRecord, payer: Payer) {
  const wxOrder = {
    orderNo: order.id,
    description: order.name,
    payFen: order.payFen,
    expireTime: order.expireTime,
    attach: carryOf(order),
  };
  const started = blank('wxpay', kind);
  if (kind === 'native') return { ...started, codeUrl: await nativePay(config, wxOrder) };
  if (kind === 'h5') return { ...started, payUrl: await h5Pay(config, wxOrder, payer.ip ?? '') };
  if (kind === 'app') return { ...started, app: await appPay(config, wxOrder) };
  if (!payer.openid) throw new PayerRequiredError('wxpay');
  return { ...started, bridge: await jsapiPay(config, wxOrder, payer.openid, kind) };
}

async function askAlipay(kind: AlipayKind, config: AlipayConfig, order: OrderRecord, payer: Payer) {
  const aliOrder = {
    orderNo: order.id,
    subject: order.name,
    payFen: order.payFen,
    expireTime: order.expireTime,
    passback: carryOf(order),
  };
  const started = blank('alipay', kind);
  if (kind === 'native') return { ...started, codeUrl: await precreate(config, aliOrder) };
  if (kind === 'page') return { ...started, payUrl: pagePayUrl(config, aliOrder) };
  if (kind === 'wap') return { ...started, payUrl: wapPayUrl(config, aliOrder) };
  if (kind === 'app') return { ...started, orderString: appOrderString(config, aliOrder) };
  if (!payer.buyerId) throw new PayerRequiredError('alipay');
  return { ...started, tradeNo: await jsapiCreate(config, aliOrder, payer.buyerId) };
}

/** The provider's settings for a kind the administrator switched on, or "not available". */
async function configFor(method: PayKind): Promise<WxConfig | AlipayConfig> {
  return method.provider === 'wxpay' ? requireKind('wxpay', method.kind) : requireKind('alipay', method.kind);
}

/** Asks the provider to start a payment of an order already written. */
export function askProvider(
  method: PayKind,
  config: WxConfig | AlipayConfig,
  order: OrderRecord,
  payer: Payer,
): Promise<Started> {
  return method.provider === 'wxpay'
    ? askWechat(method.kind, config as WxConfig, order, payer)
    : askAlipay(method.kind, config as AlipayConfig, order, payer);
}

/** A provider that refuses or cannot be reached (fetch's TypeError) is "not available"; others are bugs. */
export const providerDown = (error: unknown) => error instanceof ProviderError || error instanceof TypeError;

/**
 * Checkout: prices the item, creates the order and starts its payment with the provider. A provider
 * or kind that is not configured answers "Payment function is not available" before any order is
 * written; one that refuses or cannot be reached leaves the order as a payment failure.
 */
export async function startPayment(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: { chargeId: string; couponId?: string },
  method: PayKind,
  payer: Payer = {},
): Promise<KindPaymentStart> {
  if (needsPayer(method, payer)) throw new PayerRequiredError(method.provider);
  const config = await configFor(method);
  const order = await createOrder(caller, checkout.chargeId, method.provider, {
    couponId: checkout.couponId,
  });
  try {
    const start = await askProvider(method, config, order, payer);
    await recordPaymentStart(order, start);
    return { order: viewOf(order), ...start };
  } catch (error) {
    if (!providerDown(error)) throw error;
    logger.warn('payment start refused', { orderId: order.id, ...method, error });
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
