import { NotFoundError } from '../lib/errors.ts';
import { readConfig } from './configs.ts';
import { NotifySignatureError } from './notify.ts';
import { finalizeRefund } from './refundFinal.ts';
import { getRefund } from './refundRecords.ts';
import { wxRefundOutcome } from './refundWechat.ts';
import { AmountMismatchError } from './settle.ts';
import { duplicateRefundNotified, isDuplicateRefundNo } from './settleDuplicate.ts';
import { decryptResource, type EncryptedResource, signedHeaders, verifyPlatformSignature } from './wechat.ts';

interface WxRefundResource {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  amount?: { total?: number; refund?: number };
}

/**
 * WeChat Pay's refund notify (event REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED): platform
 * signature over the exact body, AES-256-GCM resource, then the refund it names (merchant, order,
 * amount) — nothing is read or written before all of that holds. A duplicate finds the refund
 * finished and changes nothing.
 */
export async function wechatRefundNotify(headers: Record<string, string>, text: string) {
  const config = await readConfig('wxpay');
  const signed = signedHeaders(headers);
  if (!config || !signed || !verifyPlatformSignature(config, signed, text)) throw new NotifySignatureError();
  let envelope: { event_type?: string; resource?: EncryptedResource };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new NotifySignatureError();
  }
  const resource = envelope.resource
    ? (decryptResource(config.apiV3Key, envelope.resource) as WxRefundResource | null)
    : null;
  if (
    !resource ||
    resource.mchid !== config.mchId ||
    !resource.out_refund_no ||
    !envelope.event_type?.startsWith('REFUND.')
  )
    throw new NotifySignatureError();
  if (isDuplicateRefundNo(resource.out_refund_no))
    return duplicateRefundAnswer(resource, resource.out_refund_no);
  const refund = await getRefund(resource.out_refund_no);
  if (refund?.provider !== 'wxpay') throw new NotFoundError('refund.notFound');
  if (resource.out_trade_no !== refund.orderId || Number(resource.amount?.refund) !== refund.refundFen)
    throw new AmountMismatchError();
  const outcome = wxRefundOutcome(resource.refund_status, resource.refund_id);
  if (outcome.state === 'refunded' || outcome.state === 'failed') await finalizeRefund(refund.id, outcome);
  return { code: 'SUCCESS', message: 'OK' };
}

/** The refund of a merged order's duplicate payment (settleDuplicate.ts), checked the same way. */
async function duplicateRefundAnswer(resource: WxRefundResource, refundNo: string) {
  const outcome = wxRefundOutcome(resource.refund_status, resource.refund_id);
  const found = await duplicateRefundNotified({ ...resource, out_refund_no: refundNo, outcome });
  if (found === 'unknown') throw new NotFoundError('refund.notFound');
  if (found === 'mismatch') throw new AmountMismatchError();
  return { code: 'SUCCESS', message: 'OK' };
}
