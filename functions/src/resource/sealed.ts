import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { conditionFailed } from '../entities/errors.ts';
import { secret } from '../entities/secret.ts';

/**
 * Seals resource-config secrets with AES-256-GCM under a data key created once and kept in the
 * table's CONFIG partition (as pay/configCipher.ts does for payment configs, with a key of its own so
 * the two never share one). The config id is the associated data, so a sealed value copied onto
 * another config does not open. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const KEY_NAME = 'resource-config-key';
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
  dataKey.catch(() => {
    dataKey = undefined;
  });
  return dataKey;
}

export async function sealSecret(value: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export async function openSecret(sealed: string, context: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed resource secret');
  const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
