import { createDecipheriv } from 'node:crypto';
import type { PetalConfig } from './configs.ts';
import { NotifySignatureError } from './notify.ts';

/**
 * The encrypted form of a Huawei Petal Pay notify (`dataType: encrypt`). Huawei's notify pages name the
 * form but not its fields, so the shape here is the closest documented one (docs/decisions.md, petal):
 * the SM2-signed envelope keeps callbackId, callbackTime, dataType, signType, certNo and carries the
 * business fields as `encryptData` (base64 of ciphertext then the 16-byte tag) with a 12-byte `nonce`,
 * AES-256-GCM under the merchant's notify key, the callbackId as associated data (so a ciphertext
 * cannot be moved into another notify). The signature covers the envelope as sent, so it is checked
 * first; only a Huawei-signed envelope is decrypted.
 */

const TAG_BYTES = 16;
const NONCE_BYTES = 12;
/** The envelope's own fields, left out of the business fields once opened. */
const SEALED_FIELDS = ['encryptData', 'nonce', 'sign'];

/** The business fields of a signed encrypted notify, merged over its envelope; anything unopenable is refused. */
export function openPetalNotify(
  config: Pick<PetalConfig, 'notifyKey'>,
  envelope: Record<string, unknown>,
): Record<string, unknown> {
  const key = Buffer.from(config.notifyKey ?? '', 'utf8');
  const { encryptData, nonce } = envelope;
  if (key.length !== 32 || typeof encryptData !== 'string' || typeof nonce !== 'string')
    throw new NotifySignatureError();
  const iv = Buffer.from(nonce, 'base64');
  const sealed = Buffer.from(encryptData, 'base64');
  if (iv.length !== NONCE_BYTES || sealed.length <= TAG_BYTES) throw new NotifySignatureError();
  let inner: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(String(envelope.callbackId ?? ''), 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    inner = JSON.parse(text);
  } catch {
    // Another key, a changed byte or tag, or not JSON inside: not Huawei's notify to us.
    throw new NotifySignatureError();
  }
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) throw new NotifySignatureError();
  const outer = Object.fromEntries(Object.entries(envelope).filter(([k]) => !SEALED_FIELDS.includes(k)));
  return { ...outer, ...(inner as Record<string, unknown>) };
}
