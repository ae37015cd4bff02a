import { constants, createCipheriv, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Huawei Petal Pay's side of its merchant protocol, written apart from Loopline's merchant side
 * (functions/src/pay/huawei.ts) so each checks the other: the sorted concatenation, `PayMercAuth`
 * verification (SHA256WithRSA/PSS or SM2 merchant keys), and Huawei's SM2 signatures on notifies
 * and query answers.
 */

export interface HuaweiKeys {
  appId: string;
  mercNo: string;
  authId: string;
  certNo: string;
  /** The merchant's RSA pair (its private key goes into hwconfig through the seed). */
  merchant: { privateKey: string; publicKey: string };
  /** Huawei Pay's SM2 pair (its public key goes into hwconfig). */
  huawei: { privateKey: string; publicKey: string };
  /** The key encrypted notifies are sealed with (32 characters, AES-256-GCM), shared with the merchant. */
  notifyKey: string;
}

const newNotifyKey = () =>
  randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 32);

export function huaweiKeys(stateDir: string): HuaweiKeys {
  const file = join(stateDir, 'pay-sandbox-huawei-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as HuaweiKeys;
    // Key files written before encrypted notifies gain their key once.
    if (kept.notifyKey) return kept;
    const upgraded = { ...kept, notifyKey: newNotifyKey() };
    writeFileSync(file, JSON.stringify(upgraded), { mode: 0o600 });
    return upgraded;
  }
  const pem = {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  } as const;
  const keys: HuaweiKeys = {
    appId: '5765880207850001',
    mercNo: '101700000001',
    authId: `1202917${randomBytes(4).toString('hex')}`,
    certNo: randomBytes(8).toString('hex').toUpperCase(),
    merchant: generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: pem.publicKeyEncoding,
      privateKeyEncoding: pem.privateKeyEncoding,
    }),
    huawei: generateKeyPairSync('ec', {
      namedCurve: 'SM2',
      publicKeyEncoding: pem.publicKeyEncoding,
      privateKeyEncoding: pem.privateKeyEncoding,
    }),
    notifyKey: newNotifyKey(),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Keys in ASCII order, `k=v` joined by `&`, `sign` and unset values left out; nested values as JSON. */
export function sortedConcat(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(fields).sort()) {
    const value = fields[key];
    if (key === 'sign' || value === undefined || value === null) continue;
    parts.push(`${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return parts.join('&');
}

/** The merchant's signature: RSA-PSS (SHA-256, salt 32) for an RSA key, SM2 with SM3 for an SM2 one. */
export function merchantSigned(publicKey: string, content: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !signature) return false;
  const data = Buffer.from(content, 'utf8');
  const sig = Buffer.from(signature, 'base64');
  try {
    if (
      verify(
        'sha256',
        data,
        { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
        sig,
      )
    )
      return true;
  } catch {
    // Not an RSA key: try SM2.
  }
  try {
    return verify('sm3', data, publicKey, sig);
  } catch {
    return false;
  }
}

/** Huawei's SM2 signature over an object's sorted concatenation, added as `sign`. */
export function huaweiSigned<T extends Record<string, unknown>>(
  keys: HuaweiKeys,
  fields: T,
): T & { sign: string } {
  const signature = sign('sm3', Buffer.from(sortedConcat(fields), 'utf8'), keys.huawei.privateKey).toString(
    'base64',
  );
  return { ...fields, sign: signature };
}

/**
 * Checks a request's `PayMercAuth`: the merchant and certificate, a time within five minutes,
 * `bodySign` over the body's fields (POST) or the path and query (GET), and `headerSign` over the
 * header's other fields. Answers what is wrong, or null.
 */
export function payMercAuthProblem(
  keys: HuaweiKeys,
  header: string | undefined,
  signedContent: string,
): string | null {
  let auth: Record<string, unknown>;
  try {
    auth = JSON.parse(header ?? '') as Record<string, unknown>;
  } catch {
    return 'PayMercAuth is missing or not JSON';
  }
  if (auth.callerId !== keys.mercNo || auth.authId !== keys.authId) return 'callerId or authId unknown';
  if (typeof auth.time !== 'number' || Math.abs(Date.now() - auth.time) > 300_000) return 'time is stale';
  if (typeof auth.traceId !== 'string' || !auth.traceId || auth.traceId.length > 32)
    return 'traceId is invalid';
  if (!merchantSigned(keys.merchant.publicKey, signedContent, auth.bodySign))
    return 'bodySign does not verify';
  const { headerSign, ...rest } = auth;
  if (!merchantSigned(keys.merchant.publicKey, sortedConcat(rest), headerSign))
    return 'headerSign does not verify';
  return null;
}

/** Huawei's time formats: UTC `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (+0000) and the callback's `yyyy-MM-dd HH:mm:ss`. */
export const huaweiUtc = (at: Date) => at.toISOString().replace('Z', '+0000');
export const callbackTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Which form the sandbox's notifies take: the merchant platform's "encrypt notifies" switch. */
export type HuaweiDataType = 'plain' | 'encrypt';

/**
 * A notify as Huawei sends it: plain, every field signed; or encrypted, the business fields sealed
 * (AES-256-GCM under the notify key, the callbackId as associated data, ciphertext then tag in
 * `encryptData`, a 12-byte `nonce`) inside a signed envelope. `envelope` holds the fields that stay
 * outside (callbackId, callbackTime, signType, certNo).
 */
export function huaweiNotify(
  keys: HuaweiKeys,
  dataType: HuaweiDataType,
  envelope: { callbackId: string; callbackTime: string; signType: 'SM2'; certNo: string },
  business: Record<string, unknown>,
): string {
  if (dataType === 'plain') return JSON.stringify(huaweiSigned(keys, { ...envelope, dataType, ...business }));
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.notifyKey, 'utf8'), nonce);
  cipher.setAAD(Buffer.from(envelope.callbackId, 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(business), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return JSON.stringify(
    huaweiSigned(keys, {
      ...envelope,
      dataType,
      encryptData: sealed.toString('base64'),
      nonce: nonce.toString('base64'),
    }),
  );
}
