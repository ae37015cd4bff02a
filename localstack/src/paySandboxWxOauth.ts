import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * WeChat inside the local payment sandbox, for pages opened in WeChat's browser: the official
 * account's web authorisation (`/wxoauth/connect/oauth2/authorize`, snsapi_base: straight back to
 * the redirect_uri with a one-time code) and the code exchange (`/wxapi/sns/oauth2/access_token`,
 * checked against the AppSecret), plus `/wx/jsbridge.js`, the WeixinJSBridge WeChat injects into
 * its pages: `getBrandWCPayRequest` shows the sandbox's payment sheet (the signed package is checked
 * by `/wx/bridge`) and calls back with WeChat's err_msg.
 */

interface Grant {
  openid: string;
  appid: string;
  scope: string;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60_000;

export function createWxOauthSandbox(stateDir: string, appId: string, publicUrl: () => string) {
  const file = join(stateDir, 'pay-sandbox-wx-oauth.json');
  const secrets: { appSecret: string } = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { appSecret: randomBytes(16).toString('hex') };
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  const codes = new Map<string, Grant>();
  // One payer per official account: an openid is stable for a user under an app id.
  const openidOf = (appid: string) =>
    `oSbx${createHash('sha256').update(`payer:${appid}`).digest('base64url').slice(0, 24)}`;

  function json(res: ServerResponse, body: object) {
    // WeChat answers errors with HTTP 200 and an errcode.
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    res.end(JSON.stringify(body));
  }

  function authorize(res: ServerResponse, url: URL) {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const redirect = q('redirect_uri');
    if (
      q('appid') !== appId ||
      q('response_type') !== 'code' ||
      !/^snsapi_(base|userinfo)$/.test(q('scope')) ||
      !/^https?:\/\//.test(redirect)
    ) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('10003 redirect_uri, appid, response_type or scope is invalid');
      return;
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      openid: openidOf(appId),
      appid: appId,
      scope: q('scope'),
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    // The code and state go into the query, before any fragment (a hash-routed page keeps its route).
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q('state'));
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function accessToken(res: ServerResponse, url: URL) {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (q('appid') !== appId || q('secret') !== secrets.appSecret)
      return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (q('grant_type') !== 'authorization_code')
      return json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
    const grant = codes.get(q('code'));
    if (!grant || grant.expiresAt < Date.now()) return json(res, { errcode: 40029, errmsg: 'invalid code' });
    codes.delete(q('code'));
    json(res, {
      access_token: randomBytes(24).toString('hex'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('hex'),
      openid: grant.openid,
      scope: grant.scope,
    });
  }

  function jsBridge(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(bridgeScript(`${publicUrl()}/_local/pay`));
  }

  return {
    appSecret: secrets.appSecret,
    /** Handles a WeChat OAuth or bridge path (below /_local/pay); false when it is not one. */
    handle(res: ServerResponse, path: string, url: URL, method: string): boolean {
      if (method !== 'GET') return false;
      if (path === '/wxoauth/connect/oauth2/authorize') authorize(res, url);
      else if (path === '/wxapi/sns/oauth2/access_token') accessToken(res, url);
      else if (path === '/wx/jsbridge.js') jsBridge(res);
      else return false;
      return true;
    },
  };
}

/**
 * The bridge script. `getBrandWCPayRequest` opens the sandbox's wallet page (`/wx/bridge`, which
 * checks paySign and leads to the payer page) in a sheet over the merchant's page, and reports
 * `get_brand_wcpay_request:ok` once the payer page says it was paid (`:fail` when it failed,
 * `:cancel` when the sheet is closed).
 */
function bridgeScript(sandbox: string): string {
  return `(() => {
  if (window.WeixinJSBridge) return;
  const sandbox = ${JSON.stringify(sandbox)};
  function pay(params, callback) {
    const sheet = document.createElement('div');
    sheet.setAttribute('data-testid', 'wx-bridge-sheet');
    sheet.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.55);display:flex;flex-direction:column;justify-content:flex-end';
    const frame = document.createElement('iframe');
    frame.setAttribute('data-testid', 'wx-bridge-frame');
    frame.style.cssText = 'width:100%;height:75%;border:0;background:#fff;border-radius:12px 12px 0 0';
    const close = document.createElement('button');
    close.textContent = '×';
    close.setAttribute('data-testid', 'wx-bridge-close');
    close.style.cssText = 'position:absolute;top:12px;right:12px;font-size:24px;background:#fff;border:0;border-radius:50%;width:36px;height:36px';
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      sheet.remove();
      callback({ err_msg: 'get_brand_wcpay_request:' + result });
    };
    close.onclick = () => finish('cancel');
    frame.onload = () => {
      let state = '';
      try {
        const node = frame.contentDocument && frame.contentDocument.querySelector('[data-testid=sandbox-state]');
        state = node ? node.textContent || '' : '';
      } catch (e) {}
      if (/^Paid/.test(state)) setTimeout(() => finish('ok'), 600);
      else if (/failed/i.test(state)) setTimeout(() => finish('fail'), 600);
    };
    frame.src = sandbox + '/wx/bridge?' + new URLSearchParams(params).toString();
    sheet.append(close, frame);
    document.body.append(sheet);
  }
  window.WeixinJSBridge = {
    invoke(name, params, callback) {
      if (name === 'getBrandWCPayRequest') return pay(params || {}, callback || (() => {}));
      (callback || (() => {}))({ err_msg: name + ':fail_not_supported' });
    },
    on() {},
    call() {},
  };
  const ready = () => document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
`;
}
