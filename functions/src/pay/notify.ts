import { AppError } from '../lib/errors.ts';
import { verifyNotify } from './alipay.ts';
import { readConfig } from './configs.ts';
import { yuanToFen } from './pricing.ts';
import { type PaymentResult, settlePayment } from './settle.ts';
import { decryptResource, type EncryptedResource, signedHeaders, verifyPlatformSignature } from './wechat.ts';

/** A notify whose signature does not verify, or whose content does not decrypt: nothing is read from it. */
export class NotifySignatureError extends AppError {
  constructor() {
    super(401, 'pay.notifySignature');
  }
}

interface WxTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number };
  /** What the order sent as `attach` (settleCarry.ts), echoed by WeChat. */
  attach?: string;
}

/** The states of a WeChat transaction that end it without payment. */
const WX_FAILED = ['PAYERROR', 'CLOSED', 'REVOKED'];

/**
 * WeChat Pay's async notify: the platform signature over the exact body, then the AES-256-GCM
 * resource, then the order (merchant, amount) — in that order, so a forged notify learns nothing.
 */
export async function wechatNotify(headers: Record<string, string>, text: string) {
  const config = await readConfig('wxpay');
  const signed = signedHeaders(headers);
  if (!config || !signed || !verifyPlatformSignature(config, signed, text)) throw new NotifySignatureError();
  let envelope: { resource?: EncryptedResource };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new NotifySignatureError();
  }
  const transaction = envelope.resource
    ? (decryptResource(config.apiV3Key, envelope.resource) as WxTransaction | null)
    : null;
  if (!transaction || transaction.mchid !== config.mchId || !transaction.out_trade_no)
    throw new NotifySignatureError();
  const state = transaction.trade_state ?? '';
  if (state !== 'SUCCESS' && !WX_FAILED.includes(state)) return { code: 'SUCCESS', message: state };
  const result: PaymentResult = {
    orderNo: transaction.out_trade_no,
    provider: 'wxpay',
    transactionId: transaction.transaction_id ?? '',
    paidFen: Number(transaction.amount?.total),
    success: state === 'SUCCESS',
    paidTime: transaction.success_time
      ? new Date(transaction.success_time).toISOString()
      : new Date().toISOString(),
    carried: typeof transaction.attach === 'string' ? transaction.attach : undefined,
  };
  // The buyer's pages hear of it through the log subscription: the notify reads no sockets.
  await settlePayment(result, new Date(), { announce: 'ship' });
  return { code: 'SUCCESS', message: 'OK' };
}

/** Alipay's async notify (a signed form). Alipay wants the bare text `success` once it is handled. */
export async function alipayNotify(form: Record<string, string>) {
  const config = await readConfig('alipay');
  if (!config || !verifyNotify(config, form) || form.app_id !== config.appId || !form.out_trade_no)
    throw new NotifySignatureError();
  const status = form.trade_status ?? '';
  // Alipay also syncs the trade after a refund (refund_fee, gmt_refund): refunds are settled from
  // alipay.trade.refund's answer and its query (pay/refundAlipay.ts), so it is only acknowledged.
  if (status === 'WAIT_BUYER_PAY' || form.gmt_refund || form.refund_fee) return 'success';
  const result: PaymentResult = {
    orderNo: form.out_trade_no,
    provider: 'alipay',
    transactionId: form.trade_no ?? '',
    paidFen: yuanToFen(form.total_amount ?? ''),
    success: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED',
    paidTime: new Date().toISOString(),
    // passback_params come back as the order sent them (settleCarry.ts).
    carried: form.passback_params,
  };
  await settlePayment(result, new Date(), { announce: 'ship' });
  return 'success';
}
