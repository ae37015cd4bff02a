import { constants, createPrivateKey, randomBytes, sign, verify } from 'node:crypto';
import type { PetalOrderStr } from '@loopline/shared/contracts/payPetal';
import type { PetalConfig } from './configs.ts';
import { ProviderError } from './wechat.ts';

/**
 * Huawei Petal Pay (华为支付, HarmonyOS Payment Kit) merchant REST API, as published under
 * developer.huawei.com "Payment Kit › REST API › 公共说明" (signing rules), "预下单", "通过mercOrderNo查询
 * 订单信息", "关闭订单" and "支付结果回调通知" (docs/decisions.md, pay-petal). Every request carries a
 * `PayMercAuth` header: a JSON object whose `bodySign` signs the body (or, for a GET, the path and
 * query) and whose `headerSign` signs the object's other fields, both over the "sorted concatenation"
 * (keys in ASCII order, `k=v` joined by `&`, `sign` left out) with the merchant key, SHA256WithRSA/PSS
 * or SM2. Huawei signs notifies and query answers with SM2 (a `sign` field over the other fields).
 */

/** Huawei's success code in every answer. */
export const PETAL_OK = '000000';

/** A value as it enters the sorted concatenation: nested objects and lists as their JSON text. */
const textOf = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The sorted concatenation of an object's fields but `sign` (unset fields left out). */
export function signString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${textOf(fields[key])}`)
    .join('&');
}

/** Signs with the merchant key: SHA256WithRSA/PSS (salt 32) for an RSA key, else SM2 with SM3. */
export function merchantSign(privateKey: string, content: string): string {
  const key = createPrivateKey(privateKey);
  const data = Buffer.from(content, 'utf8');
  // Node names no type for an SM2 key read from PEM (OpenSSL's SM2 is its own key type): not RSA is SM2.
  if (key.asymmetricKeyType !== 'rsa') return sign('sm3', data, key).toString('base64');
  return sign('sha256', data, {
    key,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: 32,
  }).toString('base64');
}

/** True when Huawei's SM2 key signed `content`. */
export function platformVerify(publicKey: string, content: string, signature: string): boolean {
  try {
    return verify('sm3', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A Huawei-signed JSON object (notify, query answer): the SM2 `sign` over its other fields. */
export function signedByHuawei(
  config: Pick<PetalConfig, 'platformPublicKey'>,
  fields: Record<string, unknown>,
) {
  return (
    typeof fields.sign === 'string' &&
    platformVerify(config.platformPublicKey, signString(fields), fields.sign)
  );
}

const traceId = () => `${Date.now()}${randomBytes(6).toString('hex')}`.slice(0, 32);

/** The `PayMercAuth` header for a request whose signed content is `signed` (body JSON text's fields, or the GET's path). */
export function payMercAuth(
  config: Pick<PetalConfig, 'mchId' | 'mchAuthId' | 'privateKey'>,
  bodySignContent: string,
  at = new Date(),
): string {
  const head = {
    callerId: config.mchId,
    traceId: traceId(),
    time: at.getTime(),
    authId: config.mchAuthId,
    bodySign: merchantSign(config.privateKey, bodySignContent),
  };
  return JSON.stringify({ ...head, headerSign: merchantSign(config.privateKey, signString(head)) });
}

export interface PetalAnswer {
  status: number;
  data: Record<string, unknown>;
}

/**
 * One call of the merchant API. A POST signs its body's fields; a GET its path and query. With
 * `signed`, a successful answer must carry Huawei's signature (queries: an unsigned "paid" is never believed).
 */
export async function petalCall(
  config: PetalConfig,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  options: { signed?: boolean } = {},
): Promise<PetalAnswer> {
  const body = payload ? JSON.stringify(payload) : undefined;
  const url = new URL(config.gateway.replace(/\/$/, '') + path);
  const response = await fetch(url, {
    method,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      Accept: 'application/json',
      // A GET signs the API path with its query, as the gateway's documentation shows it.
      PayMercAuth: payMercAuth(config, payload ? signString(payload) : path),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let data: Record<string, unknown>;
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new ProviderError(`petalpay ${path}: HTTP ${response.status}, the answer is not JSON`);
  }
  if (options.signed && response.ok && data.resultCode === PETAL_OK && !signedByHuawei(config, data))
    throw new ProviderError(`petalpay ${path}: the answer is not signed by Huawei`);
  return { status: response.status, data };
}

/** Huawei's expireTime: UTC, `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (Java's Z: +0000). */
export const petalTime = (iso: string) => new Date(iso).toISOString().replace('Z', '+0000');

/** The order fields a pre-order carries. */
export interface PetalOrder {
  orderNo: string;
  summary: string;
  payFen: number;
  expireTime: string;
  /** Echoed as sent in the notify and the query (≤ 255 characters): the order's carry (settleCarry.ts). */
  payload?: string;
}

/**
 * Pre-order (`POST /api/v2/aggr/preorder/create/{app|native|h5}`): answers the prepayId (app), the
 * QR code content (native, `codeUrl`) or the address of Huawei's H5 hand-over page (h5, `h5Url`).
 * Any answer but 000000 is a refusal.
 */
export async function preorder(config: PetalConfig, kind: 'app' | 'native' | 'h5', order: PetalOrder) {
  const path = `/api/v2/aggr/preorder/create/${kind}`;
  const answer = await petalCall(config, 'POST', path, {
    appId: config.appId,
    mercOrderNo: order.orderNo,
    mercNo: config.mchId,
    tradeSummary: order.summary.slice(0, 128),
    totalAmount: order.payFen,
    currency: 'CNY',
    callbackUrl: config.notifyUrl,
    expireTime: petalTime(order.expireTime),
    ...(order.payload ? { payload: order.payload } : {}),
  });
  if (answer.status !== 200 || answer.data.resultCode !== PETAL_OK)
    throw new ProviderError(
      `petalpay ${kind}: HTTP ${answer.status} ${String(answer.data.resultCode)} ${String(answer.data.resultDesc ?? '')}`,
    );
  return answer.data;
}

/** The app checkout's orderStr (Payment Kit `requestPayment`): timestamp in ms, signed without `sign`. */
export function orderStrOf(config: PetalConfig, prepayId: string, at = new Date()): PetalOrderStr {
  const fields = {
    app_id: config.appId,
    merc_no: config.mchId,
    prepay_id: prepayId,
    timestamp: String(at.getTime()),
    noncestr: randomBytes(16).toString('hex'),
    auth_id: config.mchAuthId,
  };
  return { ...fields, sign: merchantSign(config.privateKey, signString(fields)) };
}

/** Native: the QR code content to show. */
export async function petalNativePay(config: PetalConfig, order: PetalOrder): Promise<string> {
  const answer = await preorder(config, 'native', order);
  if (typeof answer.codeUrl !== 'string' || !answer.codeUrl)
    throw new ProviderError('petalpay native: no codeUrl');
  return answer.codeUrl;
}

/** App: the signed orderStr JSON for the Payment Kit SDK. */
export async function petalAppPay(config: PetalConfig, order: PetalOrder): Promise<string> {
  const answer = await preorder(config, 'app', order);
  if (typeof answer.prepayId !== 'string' || !answer.prepayId)
    throw new ProviderError('petalpay app: no prepayId');
  return JSON.stringify(orderStrOf(config, answer.prepayId));
}

/**
 * H5 (HMS "H5预下单", docs/decisions.md petal): the h5Url a phone's browser opens; Huawei's page hands
 * over to the Huawei Pay checkout and the payment ends with the same notify as the others.
 */
export async function petalH5Pay(config: PetalConfig, order: PetalOrder): Promise<string> {
  const answer = await preorder(config, 'h5', order);
  if (typeof answer.h5Url !== 'string' || !/^https?:\/\//.test(answer.h5Url))
    throw new ProviderError('petalpay h5: no h5Url');
  return answer.h5Url;
}
