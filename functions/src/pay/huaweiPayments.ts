import type { PetalOffered, PetalPayKind, PetalPaymentStart } from '@loopline/shared/contracts/payPetal';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { PaymentUnavailableError, type PetalConfig, readConfig, requireKind } from './configs.ts';
import { petalAppPay, petalH5Pay, petalNativePay } from './huawei.ts';
import { createOrder, failOrder, type OrderRecord, recordPaymentStart, viewOf } from './orders.ts';
import { providerDown } from './payments.ts';
import { carryOf } from './settleCarry.ts';

async function askHuawei(kind: PetalPayKind, config: PetalConfig, order: OrderRecord) {
  const petalOrder = {
    orderNo: order.id,
    summary: order.name,
    payFen: order.payFen,
    expireTime: order.expireTime,
    payload: carryOf(order),
  };
  if (kind === 'native') return { codeUrl: await petalNativePay(config, petalOrder), payUrl: '' };
  if (kind === 'h5') return { codeUrl: '', payUrl: await petalH5Pay(config, petalOrder) };
  return { codeUrl: '', payUrl: '', orderStr: await petalAppPay(config, petalOrder) };
}

/**
 * Checkout with Huawei Petal Pay: "Payment function is not available" before any order is written
 * when hwconfig is missing, off, or without the kind; a pre-order Huawei refuses (or that cannot
 * reach it) leaves the order as a payment failure, like the other providers.
 */
export async function startPetalPayment(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  checkout: { chargeId: string; couponId?: string },
  kind: PetalPayKind,
): Promise<PetalPaymentStart> {
  const config = await requireKind('petalpay', kind);
  const order = await createOrder(caller, checkout.chargeId, 'petalpay', { couponId: checkout.couponId });
  try {
    const start = await askHuawei(kind, config, order);
    await recordPaymentStart(order, start);
    return { order: viewOf(order), provider: 'petalpay', kind, ...start };
  } catch (error) {
    if (!providerDown(error)) throw error;
    logger.warn('payment start refused', { orderId: order.id, provider: 'petalpay', kind, error });
    await failOrder(order);
    throw new PaymentUnavailableError();
  }
}

/** Which Huawei kinds the member centre offers (hwconfig saved and enabled). */
export async function petalOffered(): Promise<PetalOffered> {
  const config = await readConfig('petalpay');
  const on = (kind: PetalPayKind) => Boolean(config?.enabled && config.kinds.includes(kind));
  return { native: on('native'), app: on('app'), h5: on('h5') };
}
