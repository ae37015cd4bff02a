import { createVerify } from 'node:crypto';
import { signParams } from './alipay.ts';
import type { AlipayConfig } from './configs.ts';
import { publicKeyOf } from './keyObjects.ts';
import { ProviderError } from './wechat.ts';

/**
 * One call of the Alipay open API (RSA2) for the after-payment methods (trade query and close,
 * refund and refund query): signed request parameters, answer verified against Alipay's key over
 * the exact text of its `…_response` member. Alipay signs business failures too, so a failure's
 * `code`/`sub_code` is trusted as much as a success.
 */

export interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/** Alipay's timestamp format, China time. */
const chinaTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The exact text of `"<name>": {…}` in an answer, which is what Alipay signed. */
function signedMember(text: string, name: string): string | null {
  const key = `"${name}":`;
  const start = text.indexOf(key);
  const end = text.lastIndexOf(',"sign"');
  if (start < 0 || end < start) return null;
  return text.slice(start + key.length, end).trim();
}

function verified(publicKey: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKeyOf(publicKey), signature, 'base64');
  } catch {
    return false;
  }
}

export async function alipayCall(
  config: AlipayConfig,
  method: string,
  biz: object,
  at = new Date(),
): Promise<AlipayAnswer> {
  const params: Record<string, string> = {
    app_id: config.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(at),
    version: '1.0',
    biz_content: JSON.stringify(biz),
  };
  params.sign = signParams(config.privateKey, params);
  const response = await fetch(config.gateway, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`${method}: HTTP ${response.status}`);
  const content = signedMember(text, `${method.replaceAll('.', '_')}_response`);
  let sign: string | undefined;
  try {
    sign = (JSON.parse(text) as { sign?: string }).sign;
  } catch {
    throw new ProviderError(`${method}: the answer is not JSON`);
  }
  if (!content || !sign || !verified(config.alipayPublicKey, content, sign))
    throw new ProviderError(`${method}: the answer is not signed by Alipay`);
  return JSON.parse(content) as AlipayAnswer;
}

/** Alipay's "the system is busy" answers: the outcome is unknown, ask again later. */
export const alipayUnknown = (answer: AlipayAnswer) =>
  answer.code === '20000' ||
  answer.sub_code === 'ACQ.SYSTEM_ERROR' ||
  answer.sub_code === 'aop.ACQ.SYSTEM_ERROR';
