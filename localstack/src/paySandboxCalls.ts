import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxKeys } from './paySandboxKeys.ts';
import {
  alipayAnswer,
  alipayContent,
  rsaVerify,
  wxAuthorization,
  wxMessage,
  wxSignedHeaders,
} from './paySandboxWire.ts';

/**
 * The sandbox's checks and answers for merchant calls after a payment started (query, close,
 * refund, refund query), shared by paySandboxAfter.ts and paySandboxRefund.ts: the WeChat Pay v3
 * merchant signature, platform-signed answers, and Alipay's RSA2 request check and signed answers.
 */

/** What the sandbox knows of a payment (paySandbox.ts's transactions). */
export interface SandboxTrade {
  provider: 'wxpay' | 'alipay';
  outTradeNo: string;
  totalFen: number;
  state: 'waiting' | 'paid' | 'failed' | 'closed';
  transactionId?: string;
  paidAt?: number;
}

/** The payment a merchant order number names: a paid one first, else the latest. */
export function findTrade(
  trades: Iterable<SandboxTrade>,
  provider: SandboxTrade['provider'],
  outTradeNo: string,
) {
  let found: SandboxTrade | undefined;
  for (const trade of trades)
    if (trade.provider === provider && trade.outTradeNo === outTradeNo && found?.state !== 'paid')
      found = trade;
  return found;
}

/** True when the request carries a fresh merchant signature over method, path, timestamp, nonce and body. */
export function wxSigned(keys: SandboxKeys, req: IncomingMessage, url: URL, raw: string): boolean {
  const auth = wxAuthorization(req.headers.authorization);
  if (!auth || Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return false;
  return (
    auth.mchid === keys.wx.mchId &&
    auth.serial_no === keys.wx.mchSerialNo &&
    rsaVerify(
      keys.wx.merchant.publicKey,
      wxMessage(req.method ?? '', url.pathname + url.search, auth.timestamp!, auth.nonce_str!, raw),
      auth.signature!,
    )
  );
}

/** A platform-signed answer (a 204 signs the empty body). */
export function wxReply(keys: SandboxKeys, res: ServerResponse, status: number, content?: object) {
  const body = content ? JSON.stringify(content) : '';
  res.writeHead(status, {
    ...(content ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    ...wxSignedHeaders(keys.wx.platform.privateKey, keys.wx.platformSerialNo, body),
  });
  res.end(body);
}

/** The gateway's parameters when the app's RSA2 signature holds; null otherwise. */
export function alipaySigned(
  keys: SandboxKeys,
  params: Record<string, string>,
): Record<string, unknown> | null {
  if (params.app_id !== keys.alipay.appId || params.sign_type !== 'RSA2' || !params.sign) return null;
  if (!rsaVerify(keys.alipay.app.publicKey, alipayContent(params, ['sign']), params.sign)) return null;
  try {
    return JSON.parse(params.biz_content ?? '') as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** An Alipay-signed answer of a method. */
export function alipayReply(keys: SandboxKeys, res: ServerResponse, method: string, content: object) {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(alipayAnswer(keys.alipay.alipay.privateKey, method, content));
}

export const alipayFailure = (subCode: string, subMsg: string) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});
