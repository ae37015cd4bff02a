import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAfterPayDesk } from './paySandboxAfter.ts';
import { createAppleSandbox } from './paySandboxApple.ts';
import { createHuaweiSandbox } from './paySandboxHuawei.ts';
import { type SandboxKeys, sandboxKeys } from './paySandboxKeys.ts';
import {
  alipayTradeNoOf,
  createKindPages,
  SANDBOX_WX_APP_IDS,
  WX_TRADE_TYPE,
  type WxTradeKind,
  wxAppIdAllowed,
  wxKindAnswer,
  wxKindProblem,
} from './paySandboxKinds.ts';
import { escapeHtml, payerCard, sandboxPage } from './paySandboxPage.ts';
import {
  alipayAnswer,
  alipayContent,
  rsaSign,
  rsaVerify,
  wxAuthorization,
  wxEncryptResource,
  wxMessage,
  wxSignedHeaders,
  yuan,
} from './paySandboxWire.ts';
import { createWxOauthSandbox } from './paySandboxWxOauth.ts';

/** One payment the sandbox was asked for, waiting for its payer. */
interface Transaction {
  id: string;
  provider: 'wxpay' | 'alipay';
  outTradeNo: string;
  totalFen: number;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: number;
  state: 'waiting' | 'paid' | 'failed' | 'closed';
  /** WeChat's trade_type (NATIVE, JSAPI, MWEB, APP), reported in the notify. */
  tradeType?: string;
  /** The provider's transaction number and payment time, once paid (queries and refunds name them). */
  transactionId?: string;
  paidAt?: number;
  /** The last notify sent, so it can be delivered again (providers redeliver until answered 2xx). */
  lastNotify?: { body: string; headers: Record<string, string> };
  /** The merchant's own text echoed in the notify: WeChat's `attach`, Alipay's `passback_params`. */
  echo?: string;
}

const BASE = '/_local/pay';

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

const html = (res: ServerResponse, status: number, body: string) =>
  sandboxPage(res, status, body, { title: 'Payment sandbox', accent: '#0972d3' });

/**
 * The local payment sandbox (mounted by the local cloud at /_local/pay): a WeChat Pay API v3 gateway
 * (`/_local/pay/wx/v3/pay/transactions/native`) and an Alipay gateway (`/_local/pay/alipay/gateway.do`)
 * that check the merchant's signatures as the real ones do, a payer page reached from the QR code
 * or the page-payment redirect, and signed notifies sent to the notify_url the order named.
 */
export function createPaySandbox(stateDir: string, publicUrl: () => string) {
  const keys: SandboxKeys = sandboxKeys(stateDir);
  const transactions = new Map<string, Transaction>();
  const afterPay = createAfterPayDesk(keys, () => transactions.values());

  function open(tx: Omit<Transaction, 'id' | 'state'>): Transaction {
    for (const existing of transactions.values())
      if (
        existing.provider === tx.provider &&
        existing.outTradeNo === tx.outTradeNo &&
        existing.state === 'waiting'
      )
        return existing;
    const created: Transaction = { ...tx, id: randomBytes(12).toString('hex'), state: 'waiting' };
    transactions.set(created.id, created);
    return created;
  }
  const payerUrl = (tx: Transaction) => `${publicUrl()}${BASE}/payer/${tx.id}`;
  const kindPages = createKindPages(keys, (id) => transactions.get(id), payerUrl);
  const appStore = createAppleSandbox(stateDir);
  const huawei = createHuaweiSandbox(stateDir, publicUrl, afterPay.refunds);
  const wxOauth = createWxOauthSandbox(stateDir, keys.wx.appId, publicUrl);

  function wxReply(res: ServerResponse, status: number, content: object) {
    const body = JSON.stringify(content);
    send(res, status, body, wxSignedHeaders(keys.wx.platform.privateKey, keys.wx.platformSerialNo, body));
  }

  function wxTransaction(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    raw: string,
    kind: WxTradeKind,
  ) {
    const auth = wxAuthorization(req.headers.authorization);
    const fresh = auth && Math.abs(Date.now() / 1000 - Number(auth.timestamp)) <= 300;
    const signed =
      auth &&
      fresh &&
      auth.mchid === keys.wx.mchId &&
      auth.serial_no === keys.wx.mchSerialNo &&
      rsaVerify(
        keys.wx.merchant.publicKey,
        wxMessage('POST', url.pathname + url.search, auth.timestamp!, auth.nonce_str!, raw),
        auth.signature!,
      );
    if (!signed) return wxReply(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return wxReply(res, 400, { code: 'PARAM_ERROR', message: 'body is not JSON' });
    }
    const amount = body.amount as { total?: unknown } | undefined;
    const total = Number(amount?.total);
    if (body.mchid !== keys.wx.mchId || !wxAppIdAllowed(keys, kind, body.appid))
      return wxReply(res, 400, { code: 'PARAM_ERROR', message: 'appid and mchid do not match' });
    const problem = wxKindProblem(kind, body);
    if (problem) return wxReply(res, 400, { code: 'PARAM_ERROR', message: problem });
    if (
      !Number.isSafeInteger(total) ||
      total <= 0 ||
      typeof body.out_trade_no !== 'string' ||
      typeof body.notify_url !== 'string'
    )
      return wxReply(res, 400, {
        code: 'PARAM_ERROR',
        message: 'amount.total, out_trade_no and notify_url are required',
      });
    // attach: string[1,128], echoed in the notify and the query.
    if (
      body.attach !== undefined &&
      (typeof body.attach !== 'string' || !body.attach || body.attach.length > 128)
    )
      return wxReply(res, 400, { code: 'PARAM_ERROR', message: 'attach is a string of 1 to 128 characters' });
    const tx = open({
      provider: 'wxpay',
      outTradeNo: body.out_trade_no,
      totalFen: total,
      description: String(body.description ?? ''),
      notifyUrl: body.notify_url,
      returnUrl: '',
      expiresAt: body.time_expire ? Date.parse(String(body.time_expire)) : Date.now() + 2 * 3600_000,
      tradeType: WX_TRADE_TYPE[kind],
      ...(typeof body.attach === 'string' ? { echo: body.attach } : {}),
    });
    wxReply(res, 200, wxKindAnswer(kind, tx, payerUrl(tx)));
  }

  function alipayGateway(res: ServerResponse, params: Record<string, string>) {
    const method = params.method ?? '';
    const fail = (code: string, subMsg: string) =>
      send(
        res,
        200,
        alipayAnswer(keys.alipay.alipay.privateKey, method || 'error', {
          code,
          msg: 'Business Failed',
          sub_msg: subMsg,
        }),
      );
    if (params.app_id !== keys.alipay.appId || params.sign_type !== 'RSA2' || !params.sign)
      return fail('40002', 'invalid app_id or sign_type');
    if (!rsaVerify(keys.alipay.app.publicKey, alipayContent(params, ['sign']), params.sign))
      return fail('40002', 'invalid signature');
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '');
    } catch {
      return fail('40004', 'biz_content is not JSON');
    }
    const totalFen = Math.round(Number(biz.total_amount) * 100);
    if (!/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '') || totalFen <= 0 || !biz.out_trade_no)
      return fail('40004', 'total_amount and out_trade_no are required');
    if (biz.passback_params !== undefined && String(biz.passback_params).length > 512)
      return fail('40004', 'passback_params is at most 512 characters');
    const tx = open({
      provider: 'alipay',
      outTradeNo: biz.out_trade_no,
      totalFen,
      description: biz.subject ?? '',
      notifyUrl: params.notify_url ?? '',
      returnUrl: params.return_url ?? '',
      expiresAt: Date.now() + 2 * 3600_000,
      ...(biz.passback_params ? { echo: String(biz.passback_params) } : {}),
    });
    if (method === 'alipay.trade.precreate') {
      const answer = { code: '10000', msg: 'Success', out_trade_no: tx.outTradeNo, qr_code: payerUrl(tx) };
      return send(res, 200, alipayAnswer(keys.alipay.alipay.privateKey, method, answer));
    }
    if (method === 'alipay.trade.create') {
      const answer = {
        code: '10000',
        msg: 'Success',
        out_trade_no: tx.outTradeNo,
        trade_no: alipayTradeNoOf(tx),
      };
      return send(res, 200, alipayAnswer(keys.alipay.alipay.privateKey, method, answer));
    }
    // wap.pay arrives from a phone's browser; app.pay is the order string the Alipay SDK sends on.
    if (
      method === 'alipay.trade.page.pay' ||
      method === 'alipay.trade.wap.pay' ||
      method === 'alipay.trade.app.pay'
    ) {
      res.writeHead(302, { location: payerUrl(tx) });
      res.end();
      return;
    }
    fail('40004', `method ${method} is not in the sandbox`);
  }

  /**
   * What the payer did, as the provider would report it (test knobs: another amount, order number or
   * echoed merchant text).
   */
  function notifyOf(
    tx: Transaction,
    success: boolean,
    knobs: { totalFen?: number; outTradeNo?: string; echo?: string },
  ) {
    const totalFen = knobs.totalFen ?? tx.totalFen;
    const outTradeNo = knobs.outTradeNo ?? tx.outTradeNo;
    const echo = knobs.echo ?? tx.echo;
    const now = new Date();
    tx.transactionId ??=
      tx.provider === 'wxpay' ? `4200${randomBytes(12).toString('hex')}`.slice(0, 28) : alipayTradeNoOf(tx);
    if (success) tx.paidAt ??= now.getTime();
    if (tx.provider === 'wxpay') {
      const transaction = {
        appid: keys.wx.appId,
        mchid: keys.wx.mchId,
        out_trade_no: outTradeNo,
        transaction_id: tx.transactionId,
        trade_type: tx.tradeType ?? 'NATIVE',
        trade_state: success ? 'SUCCESS' : 'PAYERROR',
        trade_state_desc: success ? '支付成功' : '支付失败',
        bank_type: 'OTHERS',
        success_time: now.toISOString(),
        payer: { openid: 'sandbox-payer' },
        amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' },
        ...(echo ? { attach: echo } : {}),
      };
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: now.toISOString(),
        resource_type: 'encrypt-resource',
        event_type: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL',
        summary: success ? '支付成功' : '支付失败',
        resource: wxEncryptResource(keys.wx.apiV3Key, transaction, 'transaction'),
      });
      const headers = {
        'content-type': 'application/json',
        ...wxSignedHeaders(keys.wx.platform.privateKey, keys.wx.platformSerialNo, body, now),
      };
      return { body, headers };
    }
    const form: Record<string, string> = {
      notify_time: now.toISOString().slice(0, 19).replace('T', ' '),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: keys.alipay.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: tx.transactionId,
      out_trade_no: outTradeNo,
      trade_status: success ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      total_amount: yuan(totalFen),
      receipt_amount: yuan(totalFen),
      buyer_pay_amount: yuan(totalFen),
      gmt_payment: now.toISOString().slice(0, 19).replace('T', ' '),
      ...(echo ? { passback_params: echo } : {}),
    };
    form.sign = rsaSign(keys.alipay.alipay.privateKey, alipayContent(form, ['sign', 'sign_type']));
    form.sign_type = 'RSA2';
    return {
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    };
  }

  async function deliver(tx: Transaction, notify: NonNullable<Transaction['lastNotify']>, times: number) {
    const statuses = await Promise.all(
      Array.from({ length: times }, async () => {
        try {
          const response = await fetch(tx.notifyUrl, {
            method: 'POST',
            headers: notify.headers,
            body: notify.body,
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    );
    return statuses;
  }

  function payerPage(res: ServerResponse, tx: Transaction) {
    html(
      res,
      200,
      payerCard({
        base: BASE,
        id: tx.id,
        provider: tx.provider === 'wxpay' ? 'WeChat Pay 微信支付' : 'Alipay 支付宝',
        description: tx.description,
        orderNo: tx.outTradeNo,
        totalFen: tx.totalFen,
        state: tx.state,
      }),
    );
  }

  async function payerAction(
    res: ServerResponse,
    url: URL,
    tx: Transaction,
    action: 'pay' | 'fail' | 'renotify',
    accept: string,
  ) {
    const num = (name: string) =>
      url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined;
    const times = Math.min(200, Math.max(1, num('times') ?? 1));
    if (action !== 'renotify') {
      if (tx.state !== 'waiting') return payerPage(res, tx);
      if (Date.now() > tx.expiresAt)
        return html(res, 410, '<p data-testid="sandbox-state">This payment has expired.</p>');
      tx.state = action === 'pay' ? 'paid' : 'failed';
      tx.lastNotify = notifyOf(tx, action === 'pay', {
        totalFen: num('totalFen'),
        outTradeNo: url.searchParams.get('outTradeNo') ?? undefined,
        echo: url.searchParams.get('echo') ?? undefined,
      });
    }
    if (!tx.lastNotify) return send(res, 409, JSON.stringify({ error: 'nothing was notified yet' }));
    // silent=1: the payer paid but the notify is lost (query-on-return must find the payment).
    const silent = action !== 'renotify' && url.searchParams.get('silent') === '1';
    const statuses = silent ? [] : await deliver(tx, tx.lastNotify, times);
    if (accept.includes('application/json'))
      return send(res, 200, JSON.stringify({ state: tx.state, statuses }));
    const back = tx.returnUrl
      ? `<p><a data-testid="sandbox-return" href="${escapeHtml(tx.returnUrl)}?out_trade_no=${encodeURIComponent(tx.outTradeNo)}">Back to the merchant</a></p>`
      : '<p class="muted">You can close this page.</p>';
    html(
      res,
      200,
      `<div class="card"><h2 data-testid="sandbox-state">${tx.state === 'paid' ? 'Paid.' : 'Payment failed.'}</h2>
<p class="muted" data-testid="sandbox-notified">The merchant was notified (HTTP ${statuses.join(', ')}).</p>${back}</div>`,
    );
  }

  return {
    keys,
    /** The merchant-side settings the seed stores for Loopline, pointing at this sandbox. */
    merchantConfigs(apiUrl: string) {
      return {
        wxpay: {
          appId: keys.wx.appId,
          miniAppId: SANDBOX_WX_APP_IDS.mini,
          mobileAppId: SANDBOX_WX_APP_IDS.mobile,
          kinds: ['native', 'jsapi', 'mini', 'h5', 'app'] as ('native' | 'jsapi' | 'mini' | 'h5' | 'app')[],
          mchId: keys.wx.mchId,
          mchSerialNo: keys.wx.mchSerialNo,
          privateKey: keys.wx.merchant.privateKey,
          apiV3Key: keys.wx.apiV3Key,
          platformSerialNo: keys.wx.platformSerialNo,
          platformPublicKey: keys.wx.platform.publicKey,
          gateway: `${apiUrl}${BASE}/wx`,
          notifyUrl: `${apiUrl}/api/blade-pay/notify/wxpay`,
          appSecret: wxOauth.appSecret,
          oauthGateway: `${apiUrl}${BASE}/wxoauth`,
          snsGateway: `${apiUrl}${BASE}/wxapi`,
          enabled: true,
        },
        petalpay: huawei.merchantConfig(apiUrl),
        alipay: {
          appId: keys.alipay.appId,
          privateKey: keys.alipay.app.privateKey,
          alipayPublicKey: keys.alipay.alipay.publicKey,
          gateway: `${apiUrl}${BASE}/alipay/gateway.do`,
          notifyUrl: `${apiUrl}/api/blade-pay/notify/alipay`,
          returnUrl: `${apiUrl}/#/member-center`,
          kinds: ['native', 'page', 'wap', 'app', 'jsapi'] as ('native' | 'page' | 'wap' | 'app' | 'jsapi')[],
          enabled: true,
        },
        ios: {
          bundleId: appStore.apple.bundleId,
          sharedSecret: appStore.apple.sharedSecret,
          verifyReceiptUrl: `${apiUrl}${BASE}/apple/buy/verifyReceipt`,
          sandboxReceiptUrl: `${apiUrl}${BASE}/apple/sandbox/verifyReceipt`,
          enabled: true,
        },
        merge: {
          providers: ['wxpay', 'alipay'] as ('wxpay' | 'alipay')[],
          mobileDefault: 'alipay' as const,
          enabled: true,
        },
      };
    },
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): Promise<void> {
      const path = url.pathname.slice(BASE.length);
      const raw = body.toString('utf8');
      if (await afterPay.handle(req, res, url, path, raw)) return;
      if (await huawei.handle(req, res, url, path, raw)) return;
      if (wxOauth.handle(res, path, url, req.method ?? '')) return;
      const wxKind = /^\/wx\/v3\/pay\/transactions\/(native|jsapi|h5|app)$/.exec(path)?.[1];
      if (req.method === 'POST' && wxKind) return wxTransaction(req, res, url, raw, wxKind as WxTradeKind);
      if (req.method === 'GET' && kindPages.handle(res, path, url)) return;
      if (appStore.handle(res, path, req.method ?? '', raw)) return;
      if (path === '/alipay/gateway.do') {
        const params = Object.fromEntries(
          req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams,
        );
        return alipayGateway(res, params);
      }
      const payer = /^\/payer\/([0-9a-f]{24})(?:\/(pay|fail|renotify))?$/.exec(path);
      const tx = payer ? transactions.get(payer[1]!) : undefined;
      if (!payer || !tx) return html(res, 404, '<p>No such payment in the sandbox.</p>');
      if (!payer[2]) {
        kindPages.rememberReturn(tx, url);
        return payerPage(res, tx);
      }
      if (req.method !== 'POST') return html(res, 405, '<p>Use the buttons.</p>');
      return payerAction(
        res,
        url,
        tx,
        payer[2] as 'pay' | 'fail' | 'renotify',
        String(req.headers.accept ?? ''),
      );
    },
  };
}
