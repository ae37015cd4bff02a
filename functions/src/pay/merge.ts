import type { PayProvider } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart, MergedPaymentStart, MergeOffered } from '@loopline/shared/contracts/payKinds';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import {
  type AlipayConfig,
  PaymentUnavailableError,
  readConfig,
  requireConfig,
  type WxConfig,
} from './configs.ts';
import { createOrder, failOrder, recordPaymentStart, viewOf } from './orders.ts';
import { askProvider, type Payer, type PayKind, providerDown, startPayment } from './payments.ts';

/**
 * The merged payment (merge/nativePay, merge/mobilePay): one call, the providers the merge settings
 * offer. On a PC it is one order with a QR code from each provider (the order is settled by whichever
 * notifies a payment first); on a phone the server picks the provider and kind from the client.
 */

type Checkout = { chargeId: string; couponId?: string };

async function offeredNative(providers: PayProvider[]) {
  const offered: { provider: PayProvider; config: WxConfig | AlipayConfig }[] = [];
  for (const provider of providers) {
    const config = await readConfig(provider);
    if (config?.enabled && (config.kinds as string[]).includes('native')) offered.push({ provider, config });
  }
  return offered;
}

/**
 * Whether a PC is offered the merged QR codes: the merge settings are on and at least one of their
 * providers has native QR switched on (mergedNativePay would answer "not available" otherwise).
 */
export async function mergedNativeOffered(): Promise<MergeOffered> {
  const merge = await readConfig('merge');
  if (!merge?.enabled) return { native: false, providers: [] };
  const offered = await offeredNative(merge.providers);
  return { native: offered.length > 0, providers: offered.map((o) => o.provider) };
}

/**
 * merge/nativePay: every offered provider's QR code for one order. The order's payType stays blank
 * until a notify names the provider that was paid; a provider that refuses is left out, and only when
 * all refuse is the order a payment failure.
 */
export async function mergedNativePay(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: Checkout,
): Promise<MergedPaymentStart> {
  const merge = await requireConfig('merge');
  const offered = await offeredNative(merge.providers);
  if (offered.length === 0) throw new PaymentUnavailableError();
  const order = await createOrder(caller, checkout.chargeId, '', { couponId: checkout.couponId });
  const asked = await Promise.allSettled(
    offered.map(({ provider, config }) =>
      askProvider({ provider, kind: 'native' } as PayKind, config, order, {}),
    ),
  );
  const codes: MergedPaymentStart['codes'] = [];
  asked.forEach((result, index) => {
    const provider = offered[index]!.provider;
    if (result.status === 'fulfilled') codes.push({ provider, codeUrl: result.value.codeUrl });
    else if (providerDown(result.reason))
      logger.warn('merged payment: a provider refused', {
        orderId: order.id,
        provider,
        error: result.reason,
      });
    else throw result.reason;
  });
  if (codes.length === 0) {
    await failOrder(order);
    throw new PaymentUnavailableError();
  }
  await recordPaymentStart(order, { codeUrl: codes[0]!.codeUrl });
  return { order: viewOf(order), codeUrl: codes[0]!.codeUrl, payUrl: '', codes };
}

/** Which provider and kind a phone's client gets (User-Agent of WeChat's and Alipay's in-app browsers). */
export function mobileChoice(
  userAgent: string,
  offered: PayProvider[],
  preferred: PayProvider | undefined,
  fallback: PayProvider,
  payer: Payer,
): PayKind | null {
  // WeChat refuses H5 inside its own browser: there it is JSAPI, and the client must bring the openid.
  if (/MicroMessenger\//i.test(userAgent))
    return offered.includes('wxpay') ? { provider: 'wxpay', kind: 'jsapi' } : null;
  if (/AlipayClient\//i.test(userAgent))
    return offered.includes('alipay') ? { provider: 'alipay', kind: payer.buyerId ? 'jsapi' : 'wap' } : null;
  const provider = preferred && offered.includes(preferred) ? preferred : fallback;
  if (!offered.includes(provider)) return null;
  return provider === 'wxpay' ? { provider, kind: 'h5' } : { provider, kind: 'wap' };
}

/** merge/mobilePay: the provider and kind picked for the client, then an ordinary checkout. */
export async function mergedMobilePay(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: Checkout & { provider?: PayProvider } & Payer,
  client: { userAgent: string; ip: string },
): Promise<KindPaymentStart> {
  const merge = await requireConfig('merge');
  const method = mobileChoice(
    client.userAgent,
    merge.providers,
    checkout.provider,
    merge.mobileDefault,
    checkout,
  );
  if (!method) throw new PaymentUnavailableError();
  return startPayment(caller, checkout, method, {
    openid: checkout.openid,
    buyerId: checkout.buyerId,
    ip: client.ip,
  });
}
