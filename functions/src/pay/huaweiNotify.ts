import { readConfig } from './configs.ts';
import { PETAL_OK, signedByHuawei } from './huawei.ts';
import { petalInstant } from './huaweiTrade.ts';
import { NotifySignatureError } from './notify.ts';
import { type PaymentResult, settlePayment } from './settle.ts';

/** What the merchant answers a handled notify with (HTTP 200); anything else makes Huawei send it again. */
const HANDLED = { resultCode: PETAL_OK, resultDesc: 'Success' };

/**
 * Huawei Petal Pay's payment notify (支付结果回调通知): a JSON object signed with Huawei's SM2 key
 * (`sign` over every other field, `signType` SM2). The signature is checked over the fields as
 * sent, then the merchant and app, then the order (amount, idempotent completion) through the
 * same settlement as WeChat's and Alipay's notifies.
 */
export async function petalNotify(text: string) {
  const config = await readConfig('petalpay');
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new NotifySignatureError();
  }
  if (!config || typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new NotifySignatureError();
  if (fields.signType !== 'SM2' || !signedByHuawei(config, fields)) throw new NotifySignatureError();
  // The encrypted form (dataType encrypt, SM4 under a session key) is not configured for this merchant.
  if (fields.dataType !== 'plain' || typeof fields.mercOrderNo !== 'string' || !fields.mercOrderNo)
    throw new NotifySignatureError();
  if (
    (fields.mercNo !== undefined && fields.mercNo !== config.mchId) ||
    (fields.appId !== undefined && fields.appId !== config.appId)
  )
    throw new NotifySignatureError();
  const status = fields.orderStatus;
  if (status !== 'TRX_SUCCESS' && status !== 'TRX_FAILED') return HANDLED;
  const result: PaymentResult = {
    orderNo: fields.mercOrderNo,
    provider: 'petalpay',
    transactionId: String(fields.sysTransOrderNo ?? ''),
    // The order's amount (payer plus Huawei's promotion): what the order was placed for.
    paidFen: Number(fields.totalAmount),
    success: status === 'TRX_SUCCESS',
    paidTime: petalInstant(fields.finishTime),
    // payload comes back as the pre-order sent it (settleCarry.ts).
    carried: typeof fields.payload === 'string' ? fields.payload : undefined,
  };
  await settlePayment(result, new Date(), { announce: 'ship' });
  return HANDLED;
}
