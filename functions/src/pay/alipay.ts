import { createSign, createVerify } from 'node:crypto';
import type { AlipayConfig } from './configs.ts';
import { privateKeyOf, publicKeyOf } from './keyObjects.ts';
import { fenToYuan } from './pricing.ts';
import { ProviderError } from './wechat.ts';

/**
 * Alipay open platform, RSA2 (https://opendocs.alipay.com/common/02kf5q): request parameters are
 * sorted, joined as `k=v&…` (sign left out) and signed with the app's private key (SHA256withRSA);
 * answers sign the exact JSON text of their `…_response` member; async notifies sign their form
 * fields (sign and sign_type left out) with Alipay's key.
 */

export function signContent(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function signParams(privateKey: string, params: Record<string, string>): string {
  return createSign('RSA-SHA256')
    .update(signContent(params, ['sign']), 'utf8')
    .sign(privateKeyOf(privateKey), 'base64');
}

function verify(publicKey: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKeyOf(publicKey), signature, 'base64');
  } catch {
    return false;
  }
}

/** An async notify's form: signed by Alipay over every field but sign and sign_type. */
export function verifyNotify(
  config: Pick<AlipayConfig, 'alipayPublicKey'>,
  form: Record<string, string>,
): boolean {
  if (form.sign_type !== 'RSA2' || !form.sign) return false;
  return verify(config.alipayPublicKey, signContent(form, ['sign', 'sign_type']), form.sign);
}

/** Alipay's timestamp format, China time. */
function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface AlipayOrder {
  orderNo: string;
  subject: string;
  payFen: number;
  expireTime: string;
  /**
   * `passback_params` (≤ 512 characters, URL-encoded as Alipay asks), echoed in the async notify:
   * the order's carry (settleCarry.ts), whose characters URL-encoding leaves as they are.
   */
  passback?: string;
}

function commonParams(config: AlipayConfig, method: string, bizContent: object, at: Date) {
  const params: Record<string, string> = {
    app_id: config.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(at),
    version: '1.0',
    notify_url: config.notifyUrl,
    biz_content: JSON.stringify(bizContent),
  };
  return params;
}

const bizOf = (order: AlipayOrder) => ({
  out_trade_no: order.orderNo,
  total_amount: fenToYuan(order.payFen),
  subject: order.subject.slice(0, 256),
  time_expire: chinaTime(new Date(order.expireTime)),
  ...(order.passback ? { passback_params: encodeURIComponent(order.passback) } : {}),
});

/** The exact text of `"<name>": {…}` in an answer, which is what Alipay signed. */
function signedMember(text: string, name: string): string | null {
  const key = `"${name}":`;
  const start = text.indexOf(key);
  const end = text.lastIndexOf(',"sign"');
  if (start < 0 || end < start) return null;
  return text.slice(start + key.length, end).trim();
}

/** Calls a gateway method server to server; answers the verified `…_response` member when it succeeded. */
async function callGateway(
  config: AlipayConfig,
  method: string,
  bizContent: object,
  at: Date,
): Promise<Record<string, string>> {
  const params = commonParams(config, method, bizContent, at);
  params.sign = signParams(config.privateKey, params);
  const response = await fetch(config.gateway, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`alipay ${method}: HTTP ${response.status}`);
  const content = signedMember(text, `${method.replaceAll('.', '_')}_response`);
  const { sign } = JSON.parse(text) as { sign?: string };
  if (!content || !sign || !verify(config.alipayPublicKey, content, sign))
    throw new ProviderError(`alipay ${method}: the answer is not signed by Alipay`);
  const answer = JSON.parse(content) as Record<string, string>;
  if (answer.code !== '10000')
    throw new ProviderError(`alipay ${method}: ${answer.code} ${answer.sub_msg ?? ''}`);
  return answer;
}

/** alipay.trade.precreate: a QR code payment; answers the `qr_code` to show. */
export async function precreate(config: AlipayConfig, order: AlipayOrder, at = new Date()): Promise<string> {
  const answer = await callGateway(config, 'alipay.trade.precreate', bizOf(order), at);
  if (!answer.qr_code) throw new ProviderError('alipay precreate: no qr_code');
  return answer.qr_code;
}

/**
 * alipay.trade.create with product JSAPI_PAY (inside Alipay: its browser or a mini program): the
 * payer is the buyer id the client got from Alipay; answers the `trade_no` for `tradePay`.
 */
export async function jsapiCreate(
  config: AlipayConfig,
  order: AlipayOrder,
  buyerId: string,
  at = new Date(),
): Promise<string> {
  const biz = { ...bizOf(order), product_code: 'JSAPI_PAY', op_app_id: config.appId, buyer_id: buyerId };
  const answer = await callGateway(config, 'alipay.trade.create', biz, at);
  if (!answer.trade_no) throw new ProviderError('alipay create: no trade_no');
  return answer.trade_no;
}

/** The signed parameters of a method the payer's side sends to Alipay itself (page, wap, app). */
function clientParams(config: AlipayConfig, method: string, biz: object, at: Date, returnTo: boolean) {
  const params = commonParams(config, method, biz, at);
  if (returnTo && config.returnUrl) params.return_url = config.returnUrl;
  params.sign = signParams(config.privateKey, params);
  return new URLSearchParams(params).toString();
}

/** alipay.trade.page.pay: the signed gateway address the payer's browser is sent to. */
export function pagePayUrl(config: AlipayConfig, order: AlipayOrder, at = new Date()): string {
  const biz = { ...bizOf(order), product_code: 'FAST_INSTANT_TRADE_PAY' };
  return `${config.gateway}?${clientParams(config, 'alipay.trade.page.pay', biz, at, true)}`;
}

/** alipay.trade.wap.pay: the same for a phone's browser (H5); quit_url brings a payer who gives up back. */
export function wapPayUrl(config: AlipayConfig, order: AlipayOrder, at = new Date()): string {
  const biz = {
    ...bizOf(order),
    product_code: 'QUICK_WAP_WAY',
    ...(config.returnUrl ? { quit_url: config.returnUrl } : {}),
  };
  return `${config.gateway}?${clientParams(config, 'alipay.trade.wap.pay', biz, at, true)}`;
}

/** alipay.trade.app.pay: the signed order string the app hands to the Alipay SDK (no server call). */
export function appOrderString(config: AlipayConfig, order: AlipayOrder, at = new Date()): string {
  const biz = { ...bizOf(order), product_code: 'QUICK_MSECURITY_PAY' };
  return clientParams(config, 'alipay.trade.app.pay', biz, at, false);
}
