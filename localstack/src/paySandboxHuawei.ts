import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HuaweiPlatform, platformSwitches } from './paySandboxHuaweiPlatform.ts';
import { createHuaweiRefundDesk } from './paySandboxHuaweiRefund.ts';
import {
  callbackTime,
  type HuaweiKeys,
  huaweiKeys,
  huaweiNotify,
  huaweiSigned,
  huaweiUtc,
  merchantSigned,
  payMercAuthProblem,
  sortedConcat,
} from './paySandboxHuaweiWire.ts';
import { escapeHtml, payerCard, sandboxPage } from './paySandboxPage.ts';
import type { createRefundDesk } from './paySandboxRefund.ts';

/** One Huawei pre-order waiting for its payer. */
interface HwTransaction {
  id: string;
  mercOrderNo: string;
  totalFen: number;
  summary: string;
  callbackUrl: string;
  expiresAt: number;
  kind: PreorderKind;
  state: 'waiting' | 'paid' | 'failed' | 'closed';
  sysTransOrderNo: string;
  paidAt?: number;
  lastNotify?: string;
  /** The merchant's `payload`, echoed in the notify and the query. */
  payload?: string;
  /** H5: where the merchant asked the payer to be sent back (appended to the h5Url). */
  returnUrl?: string;
}

type PreorderKind = 'app' | 'native' | 'h5';

const BASE = '/_local/pay/hw';
const OK = { resultCode: '000000', resultDesc: 'Success' };

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const page = (res: ServerResponse, status: number, body: string) =>
  sandboxPage(res, status, body, { title: 'Huawei Pay sandbox', accent: '#c7000b' });

/**
 * Huawei Petal Pay in the local payment sandbox (`/_local/pay/hw`): the merchant API (pre-order for
 * app, native and h5, query by mercOrderNo, close, refunds: paySandboxHuaweiRefund.ts) checking `PayMercAuth` as Huawei's gateway does, the
 * Payment Kit checkout an app's orderStr opens (`/checkout`, its signature checked), a payer page
 * reached from the QR code or the h5Url, and notifies signed with the sandbox's SM2 key, plain or
 * encrypted as the merchant platform is set (`POST /hw/notify-mode?dataType=encrypt|plain`).
 */
export function createHuaweiSandbox(
  stateDir: string,
  publicUrl: () => string,
  refundDesk: Pick<ReturnType<typeof createRefundDesk>, 'mode' | 'attach'>,
) {
  const keys: HuaweiKeys = huaweiKeys(stateDir);
  const transactions = new Map<string, HwTransaction>();
  /** The merchant platform's settings: notify form, and Huawei's interval between refunds of one order. */
  const platform: HuaweiPlatform = { dataType: 'plain', refundGapSeconds: 60 };
  const payerUrl = (tx: HwTransaction) => `${publicUrl()}${BASE}/payer/${tx.id}`;
  const byOrderNo = (no: string) => [...transactions.values()].reverse().find((tx) => tx.mercOrderNo === no);
  const refunds = createHuaweiRefundDesk(
    keys,
    (no) =>
      [...transactions.values()].find(
        (tx) =>
          tx.state === 'paid' &&
          (no.sysTransOrderNo
            ? tx.sysTransOrderNo === no.sysTransOrderNo
            : tx.mercOrderNo === no.mercOrderNo),
      ),
    refundDesk.mode,
    () => platform,
  );
  refundDesk.attach(refunds.knobs);
  const switches = platformSwitches(platform, refunds.takenFor);

  function preorder(res: ServerResponse, kind: PreorderKind, body: Record<string, unknown>) {
    const total = Number(body.totalAmount);
    if (body.appId !== keys.appId || body.mercNo !== keys.mercNo)
      return json(res, 200, { resultCode: '100001', resultDesc: 'appId or mercNo does not match' });
    if (
      !Number.isSafeInteger(total) ||
      total <= 0 ||
      typeof body.mercOrderNo !== 'string' ||
      !body.mercOrderNo ||
      body.mercOrderNo.length > 46 ||
      typeof body.callbackUrl !== 'string' ||
      typeof body.tradeSummary !== 'string' ||
      (body.payload !== undefined && (typeof body.payload !== 'string' || body.payload.length > 255))
    )
      return json(res, 200, {
        resultCode: '100002',
        resultDesc: 'mercOrderNo, tradeSummary, totalAmount, callbackUrl required',
      });
    const known = byOrderNo(body.mercOrderNo);
    if (known && known.state !== 'waiting')
      return json(res, 200, { resultCode: '200004', resultDesc: 'order already ended' });
    const tx: HwTransaction = known ?? {
      id: randomBytes(12).toString('hex'),
      mercOrderNo: body.mercOrderNo,
      totalFen: total,
      summary: body.tradeSummary,
      callbackUrl: body.callbackUrl,
      expiresAt: body.expireTime
        ? Date.parse(String(body.expireTime).replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
        : Date.now() + 2 * 3600_000,
      kind,
      state: 'waiting',
      sysTransOrderNo: `HW${Date.now()}${randomBytes(4).toString('hex')}`,
      ...(typeof body.payload === 'string' && body.payload ? { payload: body.payload } : {}),
    };
    transactions.set(tx.id, tx);
    json(res, 200, {
      ...OK,
      prepayId: `hwprepay${tx.id}`,
      ...(kind === 'native' ? { codeUrl: payerUrl(tx) } : {}),
      ...(kind === 'h5' ? { h5Url: `${publicUrl()}${BASE}/h5/${tx.id}` } : {}),
    });
  }

  function query(res: ServerResponse, orderNo: string) {
    const tx = byOrderNo(orderNo);
    if (!tx) return json(res, 404, { resultCode: '200001', resultDesc: 'order does not exist' });
    const orderStatus = {
      waiting: 'TRX_PROC',
      paid: 'TRX_SUCCESS',
      failed: 'TRX_FAILED',
      closed: 'TRX_CLOSE',
    }[tx.state];
    json(
      res,
      200,
      huaweiSigned(keys, {
        ...OK,
        mercNo: keys.mercNo,
        appId: keys.appId,
        mercOrderNo: tx.mercOrderNo,
        sysTransOrderNo: tx.sysTransOrderNo,
        orderStatus,
        currency: 'CNY',
        totalAmount: tx.totalFen,
        payerAmount: tx.totalFen,
        ...(tx.paidAt ? { finishTime: huaweiUtc(new Date(tx.paidAt)) } : {}),
        ...(tx.payload ? { payload: tx.payload } : {}),
      }),
    );
  }

  function close(res: ServerResponse, body: Record<string, unknown>) {
    const tx = typeof body.mercOrderNo === 'string' ? byOrderNo(body.mercOrderNo) : undefined;
    if (!tx) return json(res, 200, { resultCode: '200001', resultDesc: 'order does not exist' });
    if (tx.state === 'paid')
      return json(res, 200, { resultCode: '200005', resultDesc: 'order already paid' });
    tx.state = 'closed';
    json(res, 200, OK);
  }

  /** The notify of what the payer did (test knobs: another amount, order number or payload). */
  function notifyOf(
    tx: HwTransaction,
    success: boolean,
    knobs: { totalFen?: number; orderNo?: string; payload?: string },
  ) {
    const now = new Date();
    const total = knobs.totalFen ?? tx.totalFen;
    const payload = knobs.payload ?? tx.payload;
    return huaweiNotify(
      keys,
      platform.dataType,
      {
        callbackId: randomBytes(13).toString('hex'),
        callbackTime: callbackTime(now),
        signType: 'SM2',
        certNo: keys.certNo,
      },
      {
        mercNo: keys.mercNo,
        appId: keys.appId,
        sysTransOrderNo: tx.sysTransOrderNo,
        mercOrderNo: knobs.orderNo ?? tx.mercOrderNo,
        orderStatus: success ? 'TRX_SUCCESS' : 'TRX_FAILED',
        currency: 'CNY',
        totalAmount: total,
        payerAmount: total,
        promotionAmount: 0,
        finishTime: huaweiUtc(now),
        paymentTools: 'HUAWEIPAY',
        ...(payload ? { payload } : {}),
      },
    );
  }

  async function deliver(tx: HwTransaction, times: number) {
    return Promise.all(
      Array.from({ length: times }, async () => {
        try {
          const response = await fetch(tx.callbackUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json;charset=UTF-8' },
            body: tx.lastNotify,
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    );
  }

  function payerPage(res: ServerResponse, tx: HwTransaction) {
    page(
      res,
      200,
      payerCard({
        base: BASE,
        id: tx.id,
        provider: 'Huawei Pay 华为支付',
        description: tx.summary,
        orderNo: tx.mercOrderNo,
        totalFen: tx.totalFen,
        state: tx.state,
      }),
    );
  }

  async function payerAction(
    res: ServerResponse,
    url: URL,
    tx: HwTransaction,
    action: string,
    accept: string,
  ) {
    const num = (name: string) =>
      url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined;
    const times = Math.min(200, Math.max(1, num('times') ?? 1));
    if (action !== 'renotify') {
      if (tx.state !== 'waiting') return payerPage(res, tx);
      if (Date.now() > tx.expiresAt)
        return page(res, 410, '<p data-testid="sandbox-state">This payment has expired.</p>');
      tx.state = action === 'pay' ? 'paid' : 'failed';
      if (tx.state === 'paid') tx.paidAt = Date.now();
      tx.lastNotify = notifyOf(tx, action === 'pay', {
        totalFen: num('totalFen'),
        orderNo: url.searchParams.get('outTradeNo') ?? undefined,
        payload: url.searchParams.get('echo') ?? undefined,
      });
    }
    if (!tx.lastNotify) return json(res, 409, { error: 'nothing was notified yet' });
    const silent = action !== 'renotify' && url.searchParams.get('silent') === '1';
    const statuses = silent ? [] : await deliver(tx, times);
    if (accept.includes('application/json')) return json(res, 200, { state: tx.state, statuses });
    page(
      res,
      200,
      `<div class="card"><h2 data-testid="sandbox-state">${tx.state === 'paid' ? 'Paid.' : 'Payment failed.'}</h2>
<p class="muted" data-testid="sandbox-notified">The merchant was notified (HTTP ${statuses.join(', ')}).</p>
${tx.returnUrl ? `<p><a data-testid="sandbox-return" href="${escapeHtml(tx.returnUrl)}">Back to the merchant</a></p>` : '<p class="muted">You can close this page.</p>'}</div>`,
    );
  }

  /** Payment Kit's checkout for an app: the orderStr's signature is checked as the SDK's server does. */
  function checkout(res: ServerResponse, url: URL) {
    let orderStr: Record<string, unknown>;
    try {
      orderStr = JSON.parse(url.searchParams.get('orderStr') ?? '');
    } catch {
      return page(res, 400, '<p>orderStr is not JSON.</p>');
    }
    const tx =
      typeof orderStr.prepay_id === 'string'
        ? transactions.get(orderStr.prepay_id.replace(/^hwprepay/, ''))
        : undefined;
    if (!tx) return page(res, 404, '<p>prepay_id unknown.</p>');
    const { sign, ...fields } = orderStr;
    if (
      orderStr.app_id !== keys.appId ||
      orderStr.merc_no !== keys.mercNo ||
      orderStr.auth_id !== keys.authId ||
      !merchantSigned(keys.merchant.publicKey, sortedConcat(fields), sign)
    )
      return page(res, 400, '<p>orderStr: sign does not verify.</p>');
    res.writeHead(302, { location: payerUrl(tx) });
    res.end();
  }

  /**
   * The h5Url: Huawei's hand-over page, here straight to the payer page. The merchant appends
   * `returnUrl` (an assumed name, docs/decisions.md petal); the payer page links back to it when done.
   */
  function h5Page(res: ServerResponse, url: URL, tx: HwTransaction | undefined) {
    if (tx?.kind !== 'h5') return page(res, 404, '<p>No such H5 payment in the sandbox.</p>');
    const back = url.searchParams.get('returnUrl');
    if (back && /^https?:\/\//.test(back) && back.length <= 512) tx.returnUrl = back;
    res.writeHead(302, { location: payerUrl(tx) });
    res.end();
  }

  /** The merchant-side hwconfig pointing at this sandbox. */
  function merchantConfig(apiUrl: string) {
    return {
      appId: keys.appId,
      mchId: keys.mercNo,
      mchAuthId: keys.authId,
      privateKey: keys.merchant.privateKey,
      platformPublicKey: keys.huawei.publicKey,
      gateway: `${apiUrl}${BASE}`,
      notifyUrl: `${apiUrl}/api/blade-pay/notify/petalpay`,
      kinds: ['native', 'app', 'h5'] as PreorderKind[],
      notifyKey: keys.notifyKey,
      refundGapSeconds: platform.refundGapSeconds,
      enabled: true,
    };
  }

  return {
    keys,
    merchantConfig,
    /** Handles `/hw/…` (path below /_local/pay); false when the path is not Huawei's. */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      path: string,
      raw: string,
    ): Promise<boolean> {
      if (!path.startsWith('/hw/')) return false;
      const rest = path.slice(3);
      if (rest === '/merchant-config' && req.method === 'GET') {
        json(res, 200, merchantConfig(publicUrl()));
        return true;
      }
      if (rest === '/checkout' && req.method === 'GET') {
        checkout(res, url);
        return true;
      }
      if (switches(res, req.method ?? '', rest, url)) return true;
      const h5 = /^\/h5\/([0-9a-f]{24})$/.exec(rest);
      if (h5 && req.method === 'GET') {
        h5Page(res, url, transactions.get(h5[1]!));
        return true;
      }
      const payer = /^\/payer\/([0-9a-f]{24})(?:\/(pay|fail|renotify))?$/.exec(rest);
      if (payer) {
        const tx = transactions.get(payer[1]!);
        if (!tx) page(res, 404, '<p>No such payment in the sandbox.</p>');
        else if (!payer[2]) payerPage(res, tx);
        else if (req.method !== 'POST') page(res, 405, '<p>Use the buttons.</p>');
        else await payerAction(res, url, tx, payer[2], String(req.headers.accept ?? ''));
        return true;
      }
      const api = rest.slice('/api'.length);
      const signedContent = req.method === 'GET' ? url.pathname.slice(BASE.length) + url.search : '';
      let body: Record<string, unknown> = {};
      if (req.method === 'POST') {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          json(res, 400, { resultCode: '100002', resultDesc: 'body is not JSON' });
          return true;
        }
      }
      const problem = payMercAuthProblem(
        keys,
        req.headers.paymercauth as string | undefined,
        req.method === 'POST' ? sortedConcat(body) : signedContent,
      );
      if (problem) {
        json(res, 401, { resultCode: '100003', resultDesc: problem });
        return true;
      }
      const created = /^\/v2\/aggr\/preorder\/create\/(app|native|h5)$/.exec(api);
      const queried = /^\/v2\/aggr\/transactions\/merc-orders\/([^/?]+)$/.exec(api);
      if (req.method === 'POST' && created) preorder(res, created[1] as PreorderKind, body);
      else if (req.method === 'GET' && queried && url.searchParams.get('mercNo') === keys.mercNo)
        query(res, decodeURIComponent(queried[1]!));
      else if (req.method === 'POST' && api === '/v1/aggr/transactions/orders/close') close(res, body);
      else if (refunds.handle(res, req.method ?? '', api, body)) return true;
      else json(res, 404, { resultCode: '100004', resultDesc: `${req.method} ${api} is not in the sandbox` });
      return true;
    },
  };
}
