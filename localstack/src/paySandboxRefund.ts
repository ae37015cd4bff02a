import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  alipayFailure,
  alipayReply,
  findTrade,
  type SandboxTrade,
  wxReply,
  wxSigned,
} from './paySandboxCalls.ts';
import type { SandboxKeys } from './paySandboxKeys.ts';
import { wxEncryptResource, wxSignedHeaders, yuan } from './paySandboxWire.ts';

/**
 * The sandbox's refunds, both providers: WeChat Pay v3 `POST /v3/refund/domestic/refunds` (answers
 * PROCESSING, then a signed refund notify REFUND.SUCCESS or REFUND.ABNORMAL with an AES-256-GCM
 * resource) and `GET /v3/refund/domestic/refunds/{out_refund_no}`; Alipay `alipay.trade.refund`
 * (answered at once) and `alipay.trade.fastpay.refund.query`. A refund number is idempotent, as at
 * the providers. Test switch: `POST /_local/pay/refunds/mode?next=succeed|fail|hold` sets how the
 * following refunds end (hold: WeChat sends no notify and Alipay answers "system busy", until
 * `POST /_local/pay/refunds/{no}/finish?result=success|abnormal`); `POST …/{no}/renotify?times=N`
 * delivers WeChat's last refund notify again.
 */
export type RefundMode = 'succeed' | 'fail' | 'hold';
type Mode = RefundMode;

/** Another provider's refunds (Huawei's, paySandboxHuaweiRefund.ts) under the same test knobs. */
export interface RefundKnobs {
  /** Ends a held refund (silent: its notify is lost); null when the number is not one of this desk's. */
  finish(
    no: string,
    success: boolean,
    silent: boolean,
  ): Promise<{ status: string; statuses: number[] }> | null;
  /** Delivers the refund's last notify again; null when the number is not one of this desk's. */
  renotify(no: string, times: number): Promise<{ status: string; statuses: number[] }> | null;
}

interface Refund {
  provider: 'wxpay' | 'alipay';
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refundId: string;
  refundFen: number;
  totalFen: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  notifyUrl: string;
  lastNotify?: { body: string; headers: Record<string, string> };
  createdAt: number;
}

const json = (res: ServerResponse, status: number, content: object) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(content));
};

export function createRefundDesk(keys: SandboxKeys, trades: () => Iterable<SandboxTrade>) {
  const refunds = new Map<string, Refund>();
  const otherDesks: RefundKnobs[] = [];
  let mode: Mode = 'succeed';

  const refundedOf = (trade: SandboxTrade) =>
    [...refunds.values()]
      .filter(
        (r) => r.provider === trade.provider && r.outTradeNo === trade.outTradeNo && r.status !== 'ABNORMAL',
      )
      .reduce((sum, r) => sum + r.refundFen, 0);

  function wxView(refund: Refund) {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: new Date(refund.createdAt).toISOString(),
      ...(refund.status === 'SUCCESS' ? { success_time: new Date().toISOString() } : {}),
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
        currency: 'CNY',
      },
    };
  }

  async function deliver(refund: Refund, times: number) {
    if (!refund.lastNotify) return [];
    const notify = refund.lastNotify;
    return Promise.all(
      Array.from({ length: times }, async () => {
        try {
          const response = await fetch(refund.notifyUrl, {
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
  }

  /** Ends a WeChat refund and sends its notify (event REFUND.SUCCESS or REFUND.ABNORMAL). */
  function finishWx(refund: Refund, success: boolean) {
    refund.status = success ? 'SUCCESS' : 'ABNORMAL';
    const resource = {
      mchid: keys.wx.mchId,
      out_trade_no: refund.outTradeNo,
      transaction_id: refund.transactionId,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_status: refund.status,
      ...(success ? { success_time: new Date().toISOString() } : {}),
      user_received_account: '支付用户零钱',
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
      },
    };
    const now = new Date();
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: now.toISOString(),
      resource_type: 'encrypt-resource',
      event_type: success ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL',
      summary: success ? '退款成功' : '退款异常',
      resource: { ...wxEncryptResource(keys.wx.apiV3Key, resource, 'refund'), original_type: 'refund' },
    });
    refund.lastNotify = {
      body,
      headers: {
        'content-type': 'application/json',
        ...wxSignedHeaders(keys.wx.platform.privateKey, keys.wx.platformSerialNo, body, now),
      },
    };
    return deliver(refund, 1);
  }

  function wxCreate(req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
    if (!wxSigned(keys, req, url, raw))
      return wxReply(keys, res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    let body: {
      out_trade_no?: string;
      transaction_id?: string;
      out_refund_no?: string;
      notify_url?: string;
      amount?: { refund?: number; total?: number };
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return wxReply(keys, res, 400, { code: 'PARAM_ERROR', message: 'body is not JSON' });
    }
    const existing = body.out_refund_no ? refunds.get(`wxpay:${body.out_refund_no}`) : undefined;
    // An abnormal refund asked again under its number is taken again (WeChat: retry with the original number).
    if (existing?.status === 'ABNORMAL') {
      existing.status = 'PROCESSING';
      wxReply(keys, res, 200, wxView(existing));
      if (mode !== 'hold') setTimeout(() => void finishWx(existing, mode === 'succeed'), 30);
      return;
    }
    if (existing) return wxReply(keys, res, 200, wxView(existing));
    const trade = [...trades()].find(
      (t) =>
        t.provider === 'wxpay' &&
        t.state === 'paid' &&
        (body.transaction_id ? t.transactionId === body.transaction_id : t.outTradeNo === body.out_trade_no),
    );
    if (!trade) return wxReply(keys, res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    const refundFen = Number(body.amount?.refund);
    if (
      !body.out_refund_no ||
      !Number.isSafeInteger(refundFen) ||
      refundFen <= 0 ||
      body.amount?.total !== trade.totalFen
    )
      return wxReply(keys, res, 400, {
        code: 'PARAM_ERROR',
        message: 'out_refund_no, amount.refund and amount.total',
      });
    if (refundFen > trade.totalFen - refundedOf(trade))
      return wxReply(keys, res, 400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    const refund: Refund = {
      provider: 'wxpay',
      outRefundNo: body.out_refund_no,
      outTradeNo: trade.outTradeNo,
      transactionId: trade.transactionId ?? '',
      refundId: `5030${randomBytes(12).toString('hex')}`.slice(0, 29),
      refundFen,
      totalFen: trade.totalFen,
      status: 'PROCESSING',
      notifyUrl: String(body.notify_url ?? ''),
      createdAt: Date.now(),
    };
    refunds.set(`wxpay:${refund.outRefundNo}`, refund);
    wxReply(keys, res, 200, wxView(refund));
    // The bank's answer comes later, by the refund notify.
    if (mode !== 'hold') setTimeout(() => void finishWx(refund, mode === 'succeed'), 30);
  }

  function wxQuery(req: IncomingMessage, res: ServerResponse, url: URL, no: string) {
    if (!wxSigned(keys, req, url, ''))
      return wxReply(keys, res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const refund = refunds.get(`wxpay:${no}`);
    if (!refund) return wxReply(keys, res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    wxReply(keys, res, 200, wxView(refund));
  }

  function aliRefund(res: ServerResponse, method: string, biz: Record<string, unknown>) {
    const trade = findTrade(trades(), 'alipay', String(biz.out_trade_no ?? ''));
    if (trade?.state !== 'paid')
      return alipayReply(keys, res, method, alipayFailure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    const no = String(biz.out_request_no ?? trade.outTradeNo);
    const refundFen = Math.round(Number(biz.refund_amount) * 100);
    const existing = refunds.get(`alipay:${no}`);
    const answer = (refund: Refund, fundChange: 'Y' | 'N') => ({
      code: '10000',
      msg: 'Success',
      trade_no: trade.transactionId,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: 'san***@sandbox.com',
      fund_change: fundChange,
      refund_fee: yuan(refundedOf(trade)),
      send_back_fee: yuan(refund.refundFen),
      gmt_refund_pay: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
    if (existing?.status === 'SUCCESS') return alipayReply(keys, res, method, answer(existing, 'N'));
    if (existing?.status === 'PROCESSING')
      return alipayReply(keys, res, method, {
        code: '20000',
        msg: 'Service Currently Unavailable',
        sub_code: 'aop.ACQ.SYSTEM_ERROR',
      });
    if (!/^\d+(\.\d{1,2})?$/.test(String(biz.refund_amount ?? '')) || refundFen <= 0)
      return alipayReply(keys, res, method, alipayFailure('ACQ.INVALID_PARAMETER', 'refund_amount'));
    if (refundFen > trade.totalFen - refundedOf(trade))
      return alipayReply(keys, res, method, alipayFailure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
    if (mode === 'fail')
      return alipayReply(keys, res, method, alipayFailure('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足'));
    const refund: Refund = {
      provider: 'alipay',
      outRefundNo: no,
      outTradeNo: trade.outTradeNo,
      transactionId: trade.transactionId ?? '',
      refundId: '',
      refundFen,
      totalFen: trade.totalFen,
      status: mode === 'hold' ? 'PROCESSING' : 'SUCCESS',
      notifyUrl: '',
      createdAt: Date.now(),
    };
    refunds.set(`alipay:${no}`, refund);
    if (mode === 'hold')
      return alipayReply(keys, res, method, {
        code: '20000',
        msg: 'Service Currently Unavailable',
        sub_code: 'aop.ACQ.SYSTEM_ERROR',
      });
    alipayReply(keys, res, method, answer(refund, 'Y'));
  }

  function aliRefundQuery(res: ServerResponse, method: string, biz: Record<string, unknown>) {
    const refund = refunds.get(`alipay:${String(biz.out_request_no ?? biz.out_trade_no ?? '')}`);
    const base = {
      code: '10000',
      msg: 'Success',
      out_trade_no: String(biz.out_trade_no ?? ''),
      out_request_no: String(biz.out_request_no ?? ''),
    };
    if (!refund || refund.outTradeNo !== base.out_trade_no) return alipayReply(keys, res, method, base);
    alipayReply(keys, res, method, {
      ...base,
      trade_no: refund.transactionId,
      total_amount: yuan(refund.totalFen),
      refund_amount: yuan(refund.refundFen),
      ...(refund.status === 'SUCCESS'
        ? {
            refund_status: 'REFUND_SUCCESS',
            gmt_refund_pay: new Date(refund.createdAt).toISOString().slice(0, 19).replace('T', ' '),
          }
        : {}),
    });
  }

  /** The test knobs under /_local/pay/refunds. */
  async function knobs(res: ServerResponse, url: URL, path: string) {
    if (path === '/refunds/mode') {
      const next = url.searchParams.get('next');
      if (next !== 'succeed' && next !== 'fail' && next !== 'hold')
        return json(res, 400, { error: 'next=succeed|fail|hold' });
      mode = next;
      return json(res, 200, { mode });
    }
    const match = /^\/refunds\/([A-Za-z0-9_-]{1,64})\/(finish|renotify)$/.exec(path);
    const refund = match
      ? (refunds.get(`wxpay:${match[1]}`) ?? refunds.get(`alipay:${match[1]}`))
      : undefined;
    if (match && !refund) {
      const times = Math.min(200, Math.max(1, Number(url.searchParams.get('times') ?? 1)));
      const success = url.searchParams.get('result') !== 'abnormal';
      for (const desk of otherDesks) {
        const done =
          match[2] === 'finish'
            ? desk.finish(match[1]!, success, url.searchParams.get('silent') === '1')
            : desk.renotify(match[1]!, times);
        if (done) return json(res, 200, await done);
      }
    }
    if (!match || !refund) return json(res, 404, { error: 'no such refund in the sandbox' });
    if (match[2] === 'finish') {
      const success = url.searchParams.get('result') !== 'abnormal';
      if (refund.provider === 'alipay') {
        refund.status = success ? 'SUCCESS' : 'ABNORMAL';
        return json(res, 200, { status: refund.status, statuses: [] });
      }
      return json(res, 200, { status: refund.status, statuses: await finishWx(refund, success) });
    }
    const times = Math.min(200, Math.max(1, Number(url.searchParams.get('times') ?? 1)));
    return json(res, 200, { status: refund.status, statuses: await deliver(refund, times) });
  }

  return {
    /** How the following refunds end (the `/refunds/mode` switch), for the other providers' desks. */
    mode: (): Mode => mode,
    /** Puts another provider's refunds under the finish and renotify knobs. */
    attach(desk: RefundKnobs) {
      otherDesks.push(desk);
    },
    /** Handles the call when it is a refund call (true), or leaves it to the rest of the sandbox. */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      path: string,
      raw: string,
    ): Promise<boolean> {
      if (req.method === 'POST' && path === '/wx/v3/refund/domestic/refunds') {
        wxCreate(req, res, url, raw);
        return true;
      }
      const query = /^\/wx\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && query) {
        wxQuery(req, res, url, decodeURIComponent(query[1]!));
        return true;
      }
      if (req.method === 'POST' && path.startsWith('/refunds/')) {
        await knobs(res, url, path);
        return true;
      }
      return false;
    },
    /** Alipay gateway methods of refunds, given the verified biz_content. */
    alipay(res: ServerResponse, method: string, biz: Record<string, unknown>): boolean {
      if (method === 'alipay.trade.refund') {
        aliRefund(res, method, biz);
        return true;
      }
      if (method === 'alipay.trade.fastpay.refund.query') {
        aliRefundQuery(res, method, biz);
        return true;
      }
      return false;
    },
  };
}
