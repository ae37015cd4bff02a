import { type PetalConfig, readConfig } from './configs.ts';
import { PETAL_OK, signedByHuawei } from './huawei.ts';
import { openPetalNotify } from './huaweiNotifyCipher.ts';
import { NotifySignatureError } from './notify.ts';

/** What the merchant answers a handled notify with (HTTP 200); anything else makes Huawei send it again. */
export const PETAL_HANDLED = { resultCode: PETAL_OK, resultDesc: 'Success' };

/**
 * The fields of a Huawei Petal Pay notify (payment or refund), once they are known to be Huawei's: a JSON
 * object, SM2-signed over every other field, plain or (dataType encrypt) opened with the merchant's
 * notify key (huaweiNotifyCipher.ts), naming this merchant, with a non-empty `idField`. Anything else
 * is a NotifySignatureError.
 */
export async function verifiedPetalFields(
  text: string,
  idField: 'mercOrderNo' | 'mercRefundNo',
): Promise<{ config: PetalConfig; fields: Record<string, unknown> & Record<typeof idField, string> }> {
  const config = await readConfig('petalpay');
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw new NotifySignatureError();
  }
  if (!config || typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new NotifySignatureError();
  const envelope = fields as Record<string, unknown>;
  if (envelope.signType !== 'SM2' || !signedByHuawei(config, envelope)) throw new NotifySignatureError();
  if (envelope.dataType !== 'plain' && envelope.dataType !== 'encrypt') throw new NotifySignatureError();
  const signed = envelope.dataType === 'encrypt' ? openPetalNotify(config, envelope) : envelope;
  const id = signed[idField];
  if (typeof id !== 'string' || !id) throw new NotifySignatureError();
  if (signed.mercNo !== undefined && signed.mercNo !== config.mchId) throw new NotifySignatureError();
  return { config, fields: signed as Record<string, unknown> & Record<typeof idField, string> };
}
