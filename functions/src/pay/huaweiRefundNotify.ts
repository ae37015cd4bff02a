import { NotFoundError } from '../lib/errors.ts';
import { PETAL_HANDLED as HANDLED, verifiedPetalFields } from './huaweiNotifyFields.ts';
import { finalizeRefund } from './refundFinal.ts';
import { petalRefundOutcome } from './refundHuawei.ts';
import { getRefund } from './refundRecords.ts';
import { AmountMismatchError } from './settle.ts';

/**
 * Huawei Petal Pay's refund notify (退款结果回调通知): a JSON object signed with Huawei's SM2 key over
 * every other field, as the payment notify. The signature is checked over the fields as sent, then
 * the merchant, then the refund it names (ours, through Huawei, of that amount); only then is the
 * refund ended. A redelivery finds it ended and changes nothing.
 */
export async function petalRefundNotify(text: string) {
  const { fields } = await verifiedPetalFields(text, 'mercRefundNo');
  const refund = await getRefund(fields.mercRefundNo);
  if (refund?.provider !== 'petalpay') throw new NotFoundError('refund.notFound');
  if (Number(fields.refundAmount) !== refund.refundFen) throw new AmountMismatchError();
  const outcome = petalRefundOutcome(fields.refundOrderStatus, fields.sysRefundNo);
  if (outcome.state === 'refunded' || outcome.state === 'failed') await finalizeRefund(refund.id, outcome);
  return HANDLED;
}
