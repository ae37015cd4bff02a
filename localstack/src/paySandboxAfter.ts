import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  alipayFailure,
  alipayReply,
  alipaySigned,
  findTrade,
  type SandboxTrade,
  wxReply,
  wxSigned,
} from './paySandboxCalls.ts';
import type { SandboxKeys } from './paySandboxKeys.ts';
import { createRefundDesk } from './paySandboxRefund.ts';
import { yuan } from './paySandboxWire.ts';

/**
 * The sandbox's answers to merchant calls after a payment was started: WeChat Pay v3
 * `GET /v3/pay/transactions/out-trade-no/{no}?mchid=` and `POST …/{no}/close`, Alipay
 * `alipay.trade.query` and `alipay.trade.close`, and the refunds (paySandboxRefund.ts). A closed
 * payment can no longer be paid on the payer page.
 */
const ALIPAY_METHODS = [
  'alipay.trade.query',
  'alipay.trade.close',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
];

const WX_STATE: Record<SandboxTrade['state'], string> = {
  waiting: 'NOTPAY',
  paid: 'SUCCESS',
  failed: 'PAYERROR',
  closed: 'CLOSED',
};
const ALIPAY_STATE: Record<SandboxTrade['state'], string> = {
  waiting: 'WAIT_BUYER_PAY',
  paid: 'TRADE_SUCCESS',
  failed: 'TRADE_CLOSED',
  closed: 'TRADE_CLOSED',
};

export function createAfterPayDesk(keys: SandboxKeys, trades: () => Iterable<SandboxTrade>) {
  const refunds = createRefundDesk(keys, trades);

  function wxQuery(req: IncomingMessage, res: ServerResponse, url: URL, no: string) {
    if (!wxSigned(keys, req, url, ''))
      return wxReply(keys, res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (url.searchParams.get('mchid') !== keys.wx.mchId)
      return wxReply(keys, res, 400, { code: 'PARAM_ERROR', message: 'mchid' });
    const trade = findTrade(trades(), 'wxpay', no);
    if (!trade) return wxReply(keys, res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    wxReply(keys, res, 200, {
      appid: keys.wx.appId,
      mchid: keys.wx.mchId,
      out_trade_no: trade.outTradeNo,
      trade_type: 'NATIVE',
      trade_state: WX_STATE[trade.state],
      trade_state_desc: WX_STATE[trade.state],
      ...(trade.state === 'paid'
        ? {
            transaction_id: trade.transactionId,
            success_time: new Date(trade.paidAt ?? Date.now()).toISOString(),
            payer: { openid: 'sandbox-payer' },
          }
        : {}),
      amount: { total: trade.totalFen, payer_total: trade.totalFen, currency: 'CNY', payer_currency: 'CNY' },
    });
  }

  function wxClose(req: IncomingMessage, res: ServerResponse, url: URL, raw: string, no: string) {
    if (!wxSigned(keys, req, url, raw))
      return wxReply(keys, res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const trade = findTrade(trades(), 'wxpay', no);
    if (!trade) return wxReply(keys, res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    if (trade.state === 'paid') return wxReply(keys, res, 400, { code: 'ORDERPAID', message: '订单已支付' });
    trade.state = 'closed';
    wxReply(keys, res, 204);
  }

  function alipay(res: ServerResponse, method: string, biz: Record<string, unknown>) {
    if (refunds.alipay(res, method, biz)) return;
    const trade = findTrade(trades(), 'alipay', String(biz.out_trade_no ?? ''));
    if (!trade) return alipayReply(keys, res, method, alipayFailure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    if (method === 'alipay.trade.close') {
      if (trade.state === 'paid')
        return alipayReply(keys, res, method, alipayFailure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      trade.state = 'closed';
      return alipayReply(keys, res, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
      });
    }
    alipayReply(keys, res, method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_status: ALIPAY_STATE[trade.state],
      total_amount: yuan(trade.totalFen),
      ...(trade.state === 'paid'
        ? {
            trade_no: trade.transactionId,
            buyer_pay_amount: yuan(trade.totalFen),
            send_pay_date: new Date(trade.paidAt ?? Date.now()).toISOString().slice(0, 19).replace('T', ' '),
          }
        : {}),
    });
  }

  return {
    /** The refund desk (its mode switch and knobs are shared with Huawei's refunds). */
    refunds,
    /** Handles the call when it is one of these (true), or leaves it to the payment part of the sandbox. */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      path: string,
      raw: string,
    ): Promise<boolean> {
      if (await refunds.handle(req, res, url, path, raw)) return true;
      const query = /^\/wx\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && query) {
        wxQuery(req, res, url, decodeURIComponent(query[1]!));
        return true;
      }
      const close = /^\/wx\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
      if (req.method === 'POST' && close) {
        wxClose(req, res, url, raw, decodeURIComponent(close[1]!));
        return true;
      }
      if (path !== '/alipay/gateway.do') return false;
      const params = Object.fromEntries(req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams);
      if (!ALIPAY_METHODS.includes(params.method ?? '')) return false;
      const biz = alipaySigned(keys, params);
      if (!biz) {
        alipayReply(keys, res, params.method!, {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: 'invalid signature',
        });
        return true;
      }
      alipay(res, params.method!, biz);
      return true;
    },
  };
}
