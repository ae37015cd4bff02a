import type { WxBridgeInvoke } from '@loopline/shared/contracts/payKinds';

/**
 * The member centre inside WeChat's own browser (issue 18): JSAPI payment needs the payer's openid,
 * which WeChat's web authorisation (snsapi_base) hands over as a one-time code on the way back
 * (`?code=…&state=…` before the hash). The openid is kept in the tab's session storage; the state
 * sent out is kept there too and must come back unchanged (a code planted by another page is refused).
 */

const OPENID_KEY = 'loopline.wxOpenid';
const STATE_KEY = 'loopline.wxOauthState';

export const isWechatBrowser = (userAgent: string) => /MicroMessenger/i.test(userAgent);

function read(key: string, storage: Storage): string {
  try {
    return storage.getItem(key) ?? '';
  } catch {
    return '';
  }
}
function write(key: string, value: string, storage: Storage) {
  try {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  } catch {
    // Storage refused (private mode): the authorisation runs again next time.
  }
}

export const storedOpenid = (storage: Storage = sessionStorage) => read(OPENID_KEY, storage);
export const keepOpenid = (openid: string, storage: Storage = sessionStorage) =>
  write(OPENID_KEY, openid, storage);

/** A fresh state for the authorisation, remembered for the return. */
export function newState(storage: Storage = sessionStorage): string {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  write(STATE_KEY, state, storage);
  return state;
}

/** The code WeChat brought back, when its state is the one sent out (forgetCode clears both). */
export function returnedCode(search: string, storage: Storage = sessionStorage): string {
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? '';
  const expected = read(STATE_KEY, storage);
  return code && expected && params.get('state') === expected ? code : '';
}

/** The address WeChat sends the browser back to: this page and route (the tab kept), without a query. */
export const oauthReturnAddress = (location: Pick<Location, 'origin' | 'pathname' | 'hash'>) =>
  `${location.origin}${location.pathname}${location.hash || '#/member-center'}`;

/** Removes `code` and `state` from the address bar and the kept state (a used code is not offered again). */
export function forgetCode(location: Location, history: History, storage: Storage = sessionStorage) {
  write(STATE_KEY, '', storage);
  const params = new URLSearchParams(location.search);
  params.delete('code');
  params.delete('state');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

interface Bridge {
  invoke(name: string, params: object, callback: (result: { err_msg?: string }) => void): void;
}

/** WeChat's payment sheet: resolves 'ok', 'cancel' or 'fail' as getBrandWCPayRequest reports it. */
export function wechatPay(invoke: WxBridgeInvoke): Promise<'ok' | 'cancel' | 'fail'> {
  return new Promise((resolve) => {
    const run = () => {
      const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
      if (!bridge) return resolve('fail');
      bridge.invoke('getBrandWCPayRequest', { ...invoke }, (result) => {
        const outcome = (result.err_msg ?? '').split(':')[1];
        resolve(outcome === 'ok' ? 'ok' : outcome === 'cancel' ? 'cancel' : 'fail');
      });
    };
    if ((window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge) run();
    else document.addEventListener('WeixinJSBridgeReady', run, { once: true });
  });
}
