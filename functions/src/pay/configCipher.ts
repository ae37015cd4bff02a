import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { conditionFailed } from '../entities/errors.ts';
import { secret } from '../entities/secret.ts';

/**
 * Seals provider settings (merchant private keys, the WeChat API v3 key) with AES-256-GCM under a
 * data key. Here the data key is created once and kept in the table's CONFIG partition; a deployment
 * with a KMS key would wrap it with KMS instead (docs/decisions.md "pay": not built yet). A sealed
 * value is `v1.<iv>.<tag>.<ciphertext>` in base64url, bound to its provider by the associated data.
 */
const KEY_NAME = 'pay-config-key';
let dataKey: Promise<Buffer> | undefined;

async function loadKey(): Promise<Buffer> {
  const found = await secret.get({ name: KEY_NAME }).go({ consistent: true });
  if (found.data) return Buffer.from((found.data.value as { key: string }).key, 'base64');
  const key = randomBytes(32);
  try {
    await secret.create({ name: KEY_NAME, value: { key: key.toString('base64') } }).go();
    return key;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    dataKey = undefined;
    return loadKey();
  }
}

function key(): Promise<Buffer> {
  dataKey ??= loadKey();
  return dataKey;
}

export async function seal(value: object, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function open<T>(sealed: string, context: string): Promise<T> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed pay config');
  const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as T;
}
