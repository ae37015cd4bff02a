import { BadRequestError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { PaymentUnavailableError, requireKind, type WxConfig } from './configs.ts';

/**
 * WeChat's web authorisation (公众号网页授权, OAuth2 snsapi_base), which gives a page opened inside
 * WeChat the payer's openid under the official account for JSAPI payment: the browser is sent to
 * `open.weixin.qq.com/connect/oauth2/authorize` and comes back with `?code=…&state=…`; the server
 * exchanges the code at `api.weixin.qq.com/sns/oauth2/access_token` with the AppSecret, which
 * never leaves it. The access token that comes with the openid is not kept: snsapi_base needs none.
 */

/** A code WeChat did not take (invalid, used, expired, or of another app). */
export class WxCodeError extends BadRequestError {
  constructor() {
    super('pay.wxCodeInvalid');
  }
}

/** JSAPI switched on and the AppSecret stored, or "Payment function is not available". */
async function oauthConfig(): Promise<WxConfig> {
  const config = await requireKind('wxpay', 'jsapi');
  if (!config.appSecret) throw new PaymentUnavailableError();
  return config;
}

/** Where to send WeChat's browser: snsapi_base (silent), back to `redirectUri` with the code. */
export async function authorizeUrl(redirectUri: string, state: string): Promise<{ url: string }> {
  const config = await oauthConfig();
  const url = new URL(`${config.oauthGateway.replace(/\/$/, '')}/connect/oauth2/authorize`);
  url.search = new URLSearchParams({
    appid: config.appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  }).toString();
  return { url: `${url.toString()}#wechat_redirect` };
}

/** Exchanges the code for the payer's openid; WeChat's errcode (40029 invalid code, 40163 used…) is a 400. */
export async function openidOf(code: string): Promise<{ openid: string }> {
  const config = await oauthConfig();
  const url = new URL(`${config.snsGateway.replace(/\/$/, '')}/sns/oauth2/access_token`);
  url.search = new URLSearchParams({
    appid: config.appId,
    secret: config.appSecret,
    code,
    grant_type: 'authorization_code',
  }).toString();
  let answer: { openid?: unknown; errcode?: unknown; errmsg?: unknown };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    logger.warn('wechat oauth: access_token not answered', { error });
    throw new PaymentUnavailableError();
  }
  if (typeof answer.openid === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(answer.openid))
    return { openid: answer.openid };
  logger.info('wechat oauth: code refused', { errcode: answer.errcode, errmsg: answer.errmsg });
  throw new WxCodeError();
}
