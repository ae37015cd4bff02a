import type { ServerResponse } from 'node:http';
import type { SandboxKeys } from './paySandboxKeys.ts';
import { rsaVerify, wxMessage } from './paySandboxWire.ts';

/**
 * The payment sandbox's side of the kinds beyond Native and page payment: WeChat Pay JSAPI, mini
 * program, H5 and app; Alipay wap, app and JSAPI (alipay.trade.create). A phone's WeChat or Alipay
 * is played by three pages that check what the merchant signed for the client, as the wallets do:
 * `/wx/bridge` (WeixinJSBridge getBrandWCPayRequest / wx.requestPayment), `/wx/app` (the app SDK's
 * PayReq) and `/alipay/tradePay` (Alipay's tradePay); each sends the payer on to the payer page.
 */

/** The mini program's and the mobile app's own app ids in the sandbox (beside keys.wx.appId). */
export const SANDBOX_WX_APP_IDS = { mini: 'wx5andb0xm1n1pr0g', mobile: 'wx5andb0xm0b11eap' } as const;

export type WxTradeKind = 'native' | 'jsapi' | 'h5' | 'app';
/** WeChat's trade_type in the notify for each kind. */
export const WX_TRADE_TYPE: Record<WxTradeKind, string> = {
  native: 'NATIVE',
  jsapi: 'JSAPI',
  h5: 'MWEB',
  app: 'APP',
};

/** What a transaction of the sandbox needs here. */
interface KindTransaction {
  id: string;
  provider: 'wxpay' | 'alipay';
  returnUrl: string;
}

const prepayIdOf = (tx: KindTransaction) => `wx${tx.id}`;
export const alipayTradeNoOf = (tx: KindTransaction) => `2026${tx.id}`;

/** The app ids a request may be placed under, per kind (native and H5: the web app id). */
export function wxAppIdAllowed(keys: SandboxKeys, kind: WxTradeKind, appid: unknown): boolean {
  if (kind === 'jsapi') return appid === keys.wx.appId || appid === SANDBOX_WX_APP_IDS.mini;
  if (kind === 'app') return appid === SANDBOX_WX_APP_IDS.mobile;
  return appid === keys.wx.appId;
}

/** What each kind requires beyond the common fields, as WeChat's PARAM_ERROR would name it. */
export function wxKindProblem(kind: WxTradeKind, body: Record<string, unknown>): string | null {
  if (kind === 'jsapi') {
    const openid = (body.payer as { openid?: unknown } | undefined)?.openid;
    return typeof openid === 'string' && openid ? null : 'payer.openid is required';
  }
  if (kind === 'h5') {
    const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    return typeof scene?.payer_client_ip === 'string' && typeof scene.h5_info?.type === 'string'
      ? null
      : 'scene_info.payer_client_ip and scene_info.h5_info.type are required';
  }
  return null;
}

/** The answer of /v3/pay/transactions/{kind}. */
export function wxKindAnswer(kind: WxTradeKind, tx: KindTransaction, payerUrl: string) {
  if (kind === 'native') return { code_url: payerUrl };
  if (kind === 'h5') return { h5_url: `${payerUrl}?prepay_id=${prepayIdOf(tx)}` };
  return { prepay_id: prepayIdOf(tx) };
}

function refuse(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * The wallet pages and the H5 return address. `find` looks a transaction up by its sandbox id;
 * `payer` is the payer page's address.
 */
export function createKindPages<T extends KindTransaction>(
  keys: SandboxKeys,
  find: (id: string) => T | undefined,
  payer: (tx: T) => string,
) {
  const ofProvider = (tx: T | undefined, provider: T['provider']) =>
    tx?.provider === provider ? tx : undefined;
  const byPrepayId = (prepayId: string | null) =>
    ofProvider(prepayId?.startsWith('wx') ? find(prepayId.slice(2)) : undefined, 'wxpay');
  const onward = (res: ServerResponse, tx: T) => {
    res.writeHead(302, { location: payer(tx) });
    res.end();
  };
  const signedBy = (fields: string[], signature: string | null) =>
    !!signature && rsaVerify(keys.wx.merchant.publicKey, wxMessage(...fields), signature);

  return {
    /** Handles a wallet page; false when the path is not one. */
    handle(res: ServerResponse, path: string, url: URL): boolean {
      const q = (name: string) => url.searchParams.get(name);
      if (path === '/wx/bridge') {
        const pkg = q('package') ?? '';
        const tx = byPrepayId(pkg.replace(/^prepay_id=/, ''));
        const appId = q('appId') ?? '';
        const fields = [appId, q('timeStamp') ?? '', q('nonceStr') ?? '', pkg];
        if (!tx) refuse(res, 404, 'prepay_id unknown');
        else if (
          q('signType') !== 'RSA' ||
          !wxAppIdAllowed(keys, 'jsapi', appId) ||
          !signedBy(fields, q('paySign'))
        )
          refuse(res, 400, 'getBrandWCPayRequest: paySign does not verify');
        else onward(res, tx);
        return true;
      }
      if (path === '/wx/app') {
        const tx = byPrepayId(q('prepayid'));
        const appId = q('appid') ?? '';
        const fields = [appId, q('timestamp') ?? '', q('noncestr') ?? '', q('prepayid') ?? ''];
        if (!tx) refuse(res, 404, 'prepayid unknown');
        else if (
          q('partnerid') !== keys.wx.mchId ||
          q('package') !== 'Sign=WXPay' ||
          !wxAppIdAllowed(keys, 'app', appId) ||
          !signedBy(fields, q('sign'))
        )
          refuse(res, 400, 'PayReq: sign does not verify');
        else onward(res, tx);
        return true;
      }
      if (path === '/alipay/tradePay') {
        const tradeNo = q('tradeNO') ?? '';
        const tx = ofProvider(tradeNo.startsWith('2026') ? find(tradeNo.slice(4)) : undefined, 'alipay');
        if (!tx) refuse(res, 404, 'tradeNO unknown');
        else onward(res, tx);
        return true;
      }
      return false;
    },
    /** WeChat H5: the merchant appends `redirect_url` to the h5_url; the payer goes back there. */
    rememberReturn(tx: KindTransaction, url: URL) {
      const back = url.searchParams.get('redirect_url');
      if (back && /^https?:\/\//.test(back) && !tx.returnUrl) tx.returnUrl = back;
    },
  };
}
