import { ConflictError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { readConfig } from './configs.ts';
import { petalClose, petalTrade } from './huaweiTrade.ts';
import { cancelOwnOrder, getOrder, type OrderRecord, ownOrder, viewOf } from './orders.ts';
import type { ProviderTrade } from './providerTrade.ts';
import { aliClose, aliTrade } from './queryAlipay.ts';
import { wxClose, wxTrade } from './queryWechat.ts';
import { settlePayment } from './settle.ts';

/**
 * Asking the provider instead of waiting for its notify: when the payer's browser comes back from
 * the payer page or the QR dialog is closed (query-on-return), and before an unpaid order is
 * cancelled or expires (close at the provider). A paid answer goes through the same settlement
 * as a notify (amount check, idempotent completion), so a notify arriving as well credits nothing more.
 */

const providerOf = (order: OrderRecord) =>
  order.payType === 'wxpay' || order.payType === 'alipay' || order.payType === 'petalpay'
    ? order.payType
    : null;

async function tradeOf(order: OrderRecord): Promise<ProviderTrade | null> {
  const provider = providerOf(order);
  if (provider === 'wxpay') {
    const config = await readConfig('wxpay');
    return config ? wxTrade(config, order.id) : null;
  }
  if (provider === 'alipay') {
    const config = await readConfig('alipay');
    return config ? aliTrade(config, order.id) : null;
  }
  if (provider === 'petalpay') {
    const config = await readConfig('petalpay');
    return config ? petalTrade(config, order.id) : null;
  }
  return null;
}

async function settleFromTrade(order: OrderRecord, trade: Extract<ProviderTrade, { state: 'paid' }>) {
  return settlePayment({
    orderNo: order.id,
    provider: providerOf(order)!,
    transactionId: trade.transactionId,
    paidFen: trade.paidFen,
    success: true,
    paidTime: trade.paidTime,
  });
}

/** States a provider's payment can still change: unpaid, or ended here while the payer went on paying. */
const OPEN_HERE = ['unpaid', 'cancelled', 'failed'];

/** Query-on-return: the caller's order after asking its provider (settled here if it was paid). */
export async function queryPayment(caller: Pick<Caller, 'userId' | 'tenantId'>, orderId: string) {
  const order = await ownOrder(caller, orderId);
  if (!OPEN_HERE.includes(order.status) || !providerOf(order)) return viewOf(order);
  let trade: ProviderTrade | null = null;
  try {
    trade = await tradeOf(order);
  } catch (error) {
    // The provider cannot be asked now: the notify (or the next query) will tell.
    logger.warn('payment query failed', { orderId, error });
  }
  if (trade?.state === 'paid') await settleFromTrade(order, trade);
  return viewOf((await getOrder(orderId)) ?? order);
}

/**
 * Closes an unpaid order's payment at its provider before it is ended here. 'paid' when the payer
 * paid meanwhile (then it is settled, not cancelled); 'unknown' when the provider could not be
 * reached or refused without saying why (the order ends anyway: a payment that still arrives is a
 * late payment, see settle.ts).
 */
export async function closeAtProvider(order: OrderRecord): Promise<'closed' | 'paid' | 'unknown'> {
  const provider = providerOf(order);
  if (!provider) return 'closed';
  try {
    const closed =
      provider === 'wxpay'
        ? await readConfig('wxpay').then((config) => (config ? wxClose(config, order.id) : false))
        : provider === 'petalpay'
          ? await readConfig('petalpay').then((config) => (config ? petalClose(config, order.id) : false))
          : await readConfig('alipay').then((config) => (config ? aliClose(config, order.id) : false));
    if (closed) return 'closed';
    const trade = await tradeOf(order);
    if (trade?.state === 'paid') {
      await settleFromTrade(order, trade);
      return 'paid';
    }
    return trade?.state === 'closed' || trade?.state === 'none' ? 'closed' : 'unknown';
  } catch (error) {
    logger.warn('closing the payment at the provider failed', { orderId: order.id, error });
    return 'unknown';
  }
}

/** The buyer cancels: closed at the provider first, so it cannot be paid after; a paid one is refused. */
export async function cancelOrder(caller: Pick<Caller, 'userId' | 'tenantId'>, orderId: string) {
  const order = await ownOrder(caller, orderId);
  if (order.status === 'unpaid' && (await closeAtProvider(order)) === 'paid')
    throw new ConflictError('pay.alreadyPaid');
  return cancelOwnOrder(caller, orderId);
}
