import { PETAL_HANDLED as HANDLED, verifiedPetalFields } from './huaweiNotifyFields.ts';
import { petalInstant } from './huaweiTrade.ts';
import { NotifySignatureError } from './notify.ts';
import { type PaymentResult, settlePayment } from './settle.ts';

/**
 * Huawei Petal Pay's payment notify (支付结果回调通知): a JSON object signed with Huawei's SM2 key
 * (`sign` over every other field, `signType` SM2). The signature is checked over the fields as
 * sent, then the merchant and app, then the order (amount, idempotent completion) through the
 * same settlement as WeChat's and Alipay's notifies.
 */
export async function petalNotify(text: string) {
  const { config, fields } = await verifiedPetalFields(text, 'mercOrderNo');
  if (fields.appId !== undefined && fields.appId !== config.appId) throw new NotifySignatureError();
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
