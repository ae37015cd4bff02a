import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * The providers' side of the wire protocols, written apart from Loopline's merchant side
 * (functions/src/pay) so that each checks the other: WeChat Pay API v3 request verification,
 * answer and notify signing, AES-256-GCM resource encryption; Alipay RSA2 request verification,
 * answer and notify signing.
 */

export const wxMessage = (...fields: string[]) => `${fields.join('\n')}\n`;

export function rsaSign(privateKey: string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsaVerify(publicKey: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** `WECHATPAY2-SHA256-RSA2048 k="v",…` into its fields; null when it is not that scheme. */
export function wxAuthorization(header: string | undefined): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header?.startsWith(prefix)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** The `Wechatpay-*` headers of an answer or notify, signed with the platform key. */
export function wxSignedHeaders(platformKey: string, serialNo: string, body: string, at = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(platformKey, wxMessage(timestamp, nonce, body)),
    'Wechatpay-Serial': serialNo,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** AEAD_AES_256_GCM with the API v3 key: base64 of ciphertext followed by the 16-byte tag. */
export function wxEncryptResource(apiV3Key: string, plain: object, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([
    cipher.update(JSON.stringify(plain), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

/** Alipay's sign content: non-empty parameters but the left-out ones, sorted, `k=v` joined by `&`. */
export function alipayContent(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** An Alipay answer: `{"<method>_response":{…},"sign":"…"}`, the sign covering the member's exact text. */
export function alipayAnswer(alipayKey: string, method: string, content: object): string {
  const inner = JSON.stringify(content);
  return `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${rsaSign(alipayKey, inner)}"}`;
}

/** Fen to Alipay's yuan string. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
