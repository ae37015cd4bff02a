import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WxConfig } from './configs.ts';
import { privateKeyOf, publicKeyOf } from './keyObjects.ts';

/**
 * WeChat Pay API v3, merchant side (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/):
 * requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 …` signed with the merchant key; answers
 * and notifies carry `Wechatpay-*` headers signed with the platform key; a notify's resource is
 * AES-256-GCM encrypted with the API v3 key.
 */

/** Notifies and answers older than this are refused (replays). */
const MAX_CLOCK_SKEW_SECONDS = 300;

export const nonce = () => randomBytes(16).toString('hex');

/** The signature message: one field per line, each line ended by a newline. */
export const message = (...fields: string[]) => `${fields.join('\n')}\n`;

export function authorization(
  config: Pick<WxConfig, 'mchId' | 'mchSerialNo' | 'privateKey'>,
  method: string,
  pathAndQuery: string,
  body: string,
  at = new Date(),
  nonceStr = nonce(),
): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createSign('RSA-SHA256')
    .update(message(method, pathAndQuery, timestamp, nonceStr, body))
    .sign(privateKeyOf(config.privateKey), 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.mchSerialNo}"`;
}

export interface SignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export function signedHeaders(headers: Record<string, string | undefined>): SignedHeaders | null {
  const get = (name: string) => headers[name] ?? headers[name.toLowerCase()];
  const timestamp = get('Wechatpay-Timestamp');
  const nonceStr = get('Wechatpay-Nonce');
  const signature = get('Wechatpay-Signature');
  const serial = get('Wechatpay-Serial');
  if (!timestamp || !nonceStr || !signature || !serial) return null;
  return { timestamp, nonce: nonceStr, signature, serial };
}

/** True when the platform key signed `body` with these headers, recently. */
export function verifyPlatformSignature(
  config: Pick<WxConfig, 'platformSerialNo' | 'platformPublicKey'>,
  headers: SignedHeaders,
  body: string,
  now = new Date(),
): boolean {
  if (headers.serial !== config.platformSerialNo) return false;
  const at = Number(headers.timestamp);
  if (!Number.isSafeInteger(at) || Math.abs(now.getTime() / 1000 - at) > MAX_CLOCK_SKEW_SECONDS) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(message(headers.timestamp, headers.nonce, body))
      .verify(publicKeyOf(config.platformPublicKey), headers.signature, 'base64');
  } catch {
    return false;
  }
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Decrypts a notify's resource (AEAD_AES_256_GCM; the last 16 bytes are the tag); null when it does not open. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): unknown {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= 16) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const text = Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** WeChat's time format (RFC 3339 with the China offset). */
function rfc3339China(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

export class ProviderError extends Error {}

/** The order fields every WeChat transaction carries. */
export interface WxOrder {
  orderNo: string;
  description: string;
  payFen: number;
  expireTime: string;
  /** Echoed as sent in the notify and the query (≤ 128 characters): the order's carry (settleCarry.ts). */
  attach?: string;
}

/**
 * POST /v3/pay/transactions/{native|jsapi|h5|app}: places the transaction with the fields every kind
 * shares plus the kind's own (`extra`), and answers the platform-signed JSON.
 */
export async function placeTransaction(
  config: WxConfig,
  kind: 'native' | 'jsapi' | 'h5' | 'app',
  order: WxOrder,
  extra: { appid: string } & Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const path = `/v3/pay/transactions/${kind}`;
  const body = JSON.stringify({
    mchid: config.mchId,
    description: order.description.slice(0, 127),
    out_trade_no: order.orderNo,
    time_expire: rfc3339China(new Date(order.expireTime)),
    notify_url: config.notifyUrl,
    amount: { total: order.payFen, currency: 'CNY' },
    ...(order.attach ? { attach: order.attach } : {}),
    ...extra,
  });
  const url = new URL(config.gateway.replace(/\/$/, '') + path);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: authorization(config, 'POST', url.pathname + url.search, body),
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const headers = signedHeaders(Object.fromEntries(response.headers));
  if (!response.ok) throw new ProviderError(`wxpay ${kind}: HTTP ${response.status} ${text.slice(0, 200)}`);
  if (!headers || !verifyPlatformSignature(config, headers, text))
    throw new ProviderError(`wxpay ${kind}: the answer is not signed by the platform`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Native (QR) payment: answers the `code_url` to show as a QR code. */
export async function nativePay(config: WxConfig, order: WxOrder): Promise<string> {
  const answer = await placeTransaction(config, 'native', order, { appid: config.appId });
  const codeUrl = answer.code_url;
  if (typeof codeUrl !== 'string' || !codeUrl) throw new ProviderError('wxpay native: no code_url');
  return codeUrl;
}
