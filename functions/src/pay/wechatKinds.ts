import { createSign } from 'node:crypto';
import type { WxAppInvoke, WxBridgeInvoke } from '@loopline/shared/contracts/payKinds';
import type { WxConfig } from './configs.ts';
import { privateKeyOf } from './keyObjects.ts';
import { message, nonce, ProviderError, placeTransaction, type WxOrder } from './wechat.ts';

/**
 * The WeChat Pay API v3 kinds beyond Native: JSAPI (in WeChat's browser, or a mini program with its
 * own app id), H5 (a phone browser outside WeChat) and app. JSAPI and app answer a `prepay_id` that
 * the merchant signs again into the package the client hands to WeChat (WeixinJSBridge
 * `getBrandWCPayRequest`, `wx.requestPayment`, or the app SDK's PayReq); H5 answers the `h5_url`.
 */

const sign = (config: Pick<WxConfig, 'privateKey'>, ...fields: string[]) =>
  createSign('RSA-SHA256')
    .update(message(...fields))
    .sign(privateKeyOf(config.privateKey), 'base64');

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

function prepayIdOf(answer: Record<string, unknown>, kind: string): string {
  const id = answer.prepay_id;
  if (typeof id !== 'string' || !id) throw new ProviderError(`wxpay ${kind}: no prepay_id`);
  return id;
}

/** The app id a kind is placed under: a mini program and the mobile app have their own. */
export function appIdFor(config: WxConfig, kind: 'jsapi' | 'mini' | 'app'): string {
  if (kind === 'mini') return config.miniAppId || config.appId;
  if (kind === 'app') return config.mobileAppId || config.appId;
  return config.appId;
}

/** The package WeixinJSBridge / wx.requestPayment takes: appId, timeStamp, nonceStr, package lines, RSA-signed. */
export function bridgePackage(
  config: Pick<WxConfig, 'privateKey'>,
  appId: string,
  prepayId: string,
  at = new Date(),
  nonceStr = nonce(),
): WxBridgeInvoke {
  const timeStamp = seconds(at);
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: sign(config, appId, timeStamp, nonceStr, pkg),
  };
}

/** The app SDK's PayReq: appid, timestamp, noncestr and prepayid lines, RSA-signed. */
export function appPackage(
  config: Pick<WxConfig, 'privateKey' | 'mchId'>,
  appId: string,
  prepayId: string,
  at = new Date(),
  nonceStr = nonce(),
): WxAppInvoke {
  const timestamp = seconds(at);
  return {
    appid: appId,
    partnerid: config.mchId,
    prepayid: prepayId,
    package: 'Sign=WXPay',
    noncestr: nonceStr,
    timestamp,
    sign: sign(config, appId, timestamp, nonceStr, prepayId),
  };
}

/** JSAPI (official account page) or mini program: the payer is the `openid` the client got from WeChat. */
export async function jsapiPay(
  config: WxConfig,
  order: WxOrder,
  openid: string,
  kind: 'jsapi' | 'mini',
): Promise<WxBridgeInvoke> {
  const appid = appIdFor(config, kind);
  const answer = await placeTransaction(config, 'jsapi', order, { appid, payer: { openid } });
  return bridgePackage(config, appid, prepayIdOf(answer, kind));
}

/** H5: WeChat checks the payer's IP and the scene; answers the page to send the phone's browser to. */
export async function h5Pay(config: WxConfig, order: WxOrder, payerIp: string): Promise<string> {
  const answer = await placeTransaction(config, 'h5', order, {
    appid: config.appId,
    scene_info: { payer_client_ip: payerIp || '127.0.0.1', h5_info: { type: 'Wap' } },
  });
  const h5Url = answer.h5_url;
  if (typeof h5Url !== 'string' || !h5Url) throw new ProviderError('wxpay h5: no h5_url');
  return h5Url;
}

/** App: the mobile app's own app id; answers the signed PayReq for the WeChat SDK. */
export async function appPay(config: WxConfig, order: WxOrder): Promise<WxAppInvoke> {
  const appid = appIdFor(config, 'app');
  const answer = await placeTransaction(config, 'app', order, { appid });
  return appPackage(config, appid, prepayIdOf(answer, 'app'));
}
