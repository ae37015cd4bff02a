import { NotFoundError } from '../lib/errors.ts';
import { readConfig } from './configs.ts';
import { PETAL_OK, signedByHuawei } from './huawei.ts';
import { NotifySignatureError } from './notify.ts';
import { finalizeRefund } from './refundFinal.ts';
import { petalRefundOutcome } from './refundHuawei.ts';
import { getRefund } from './refundRecords.ts';
import { AmountMismatchError } from './settle.ts';

/** What the merchant answers a handled notify with (HTTP 200); anything else makes Huawei send it again. */
const HANDLED = { resultCode: PETAL_OK, resultDesc: 'Success' };

/**
 * Huawei Petal Pay's refund notify (退款结果回调通知): a JSON object signed with Huawei's SM2 key over
 * every other field, as the payment notify. The signature is checked over the fields as sent, then
 * the merchant, then the refund it names (ours, through Huawei, of that amount); only then is the
 * refund ended. A redelivery finds it ended and changes nothing.
 */
export async function petalRefundNotify(text: string) {
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
  if (fields.dataType !== 'plain' || typeof fields.mercRefundNo !== 'string' || !fields.mercRefundNo)
    throw new NotifySignatureError();
  if (fields.mercNo !== undefined && fields.mercNo !== config.mchId) throw new NotifySignatureError();
  const refund = await getRefund(fields.mercRefundNo);
  if (refund?.provider !== 'petalpay') throw new NotFoundError('refund.notFound');
  if (Number(fields.refundAmount) !== refund.refundFen) throw new AmountMismatchError();
  const outcome = petalRefundOutcome(fields.refundOrderStatus, fields.sysRefundNo);
  if (outcome.state === 'refunded' || outcome.state === 'failed') await finalizeRefund(refund.id, outcome);
  return HANDLED;
}
