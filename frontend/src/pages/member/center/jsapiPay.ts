import type { OrderView } from '@loopline/shared/contracts/pay';
import type { Checkout } from '../../../api/pay.ts';
import { startJsapiPayment } from '../../../api/payPetal.ts';
import { queryPayment } from '../../../api/refund.ts';
import { wechatPay } from './wechatBrowser.ts';

/**
 * Buying inside WeChat: wxpay/jsPay with the payer's openid, WeChat's payment sheet
 * (getBrandWCPayRequest), then the order asked about once (query-on-return), since the sheet's
 * "ok" is the client's word and the notify may not have arrived yet.
 */
export async function payInsideWechat(
  checkout: Checkout,
  openid: string,
): Promise<{ outcome: 'ok' | 'cancel' | 'fail'; order: OrderView }> {
  const start = await startJsapiPayment({ ...checkout, openid });
  if (!start.bridge) return { outcome: 'fail', order: start.order };
  const outcome = await wechatPay(start.bridge);
  const order = outcome === 'cancel' ? start.order : await queryPayment(start.order.id);
  return { outcome, order };
}
