import type { WxConfig } from './configs.ts';
import { authorization, ProviderError, signedHeaders, verifyPlatformSignature } from './wechat.ts';

/**
 * One call of WeChat Pay API v3 for the after-payment endpoints (transaction query and close,
 * refund and refund query): the merchant-signed request, and for a 2xx answer the platform
 * signature over its exact body (an unsigned success is never believed). An error answer's
 * `code` is read as given: at worst a forged one makes us ask again or report a failure, never credit.
 */
export interface WxAnswer {
  status: number;
  /** The answer's JSON (`{}` for 204), or for an error `{ code, message }`. */
  data: Record<string, unknown>;
}

export async function wxCall(
  config: WxConfig,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<WxAnswer> {
  const body = payload ? JSON.stringify(payload) : '';
  const url = new URL(config.gateway.replace(/\/$/, '') + path);
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: authorization(config, method, url.pathname + url.search, body),
      Accept: 'application/json',
      ...(payload ? { 'Content-Type': 'application/json' } : {}),
    },
    body: payload ? body : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.ok) {
    const headers = signedHeaders(Object.fromEntries(response.headers));
    if (!headers || !verifyPlatformSignature(config, headers, text))
      throw new ProviderError(`wxpay ${path}: the answer is not signed by the platform`);
  }
  let data: Record<string, unknown> = {};
  if (text) {
    try {
      data = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ProviderError(`wxpay ${path}: HTTP ${response.status}, the answer is not JSON`);
    }
  }
  return { status: response.status, data };
}

/** WeChat's "try again" answers: the outcome is unknown. */
export const wxUnknown = (answer: WxAnswer) =>
  answer.status >= 500 || answer.status === 429 || answer.data.code === 'SYSTEM_ERROR';
