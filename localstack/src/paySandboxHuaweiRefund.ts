import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  callbackTime,
  type HuaweiDataType,
  type HuaweiKeys,
  huaweiNotify,
  huaweiSigned,
  huaweiUtc,
} from './paySandboxHuaweiWire.ts';
import type { RefundKnobs, RefundMode } from './paySandboxRefund.ts';

/** A paid Huawei transaction as the refunds need it. */
export interface HwPaid {
  mercOrderNo: string;
  sysTransOrderNo: string;
  totalFen: number;
}

interface HwRefund {
  mercRefundOrderNo: string;
  sysRefundOrderNo: string;
  mercOrderNo: string;
  sysTransOrderNo: string;
  refundFen: number;
  callbackUrl: string;
  status: 'REFUND_CHL_PROC' | 'REFUND_SUCCESS' | 'REFUND_FAILED';
  /** When Huawei took it (the last time, for one taken again after failing). */
  takenAt: number;
  finishedAt?: number;
  lastNotify?: string;
}

const OK = { resultCode: '000000', resultDesc: 'Success' };

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Huawei Petal Pay's refunds in the sandbox: `POST /api/v1/aggr/transactions/refunds` (a repeated
 * mercRefundOrderNo is the same refund; one that failed is taken again, Huawei's "原单重试"), answered
 * REFUND_CHL_PROC, then an SM2-signed refund notify to its callbackUrl; and
 * `GET /api/v1/aggr/transactions/refunds/orders/{sysRefundOrderNo}` (signed answer). How refunds end
 * follows the shared `/refunds/mode` switch (succeed, fail: REFUND_FAILED notify, hold: no notify until
 * `/refunds/{no}/finish`, with `silent=1` its notify is lost), and `/refunds/{no}/renotify?times=N` sends the last notify again.
 * Huawei's rule that refunds of one order are at least a minute apart is kept: a new refund of an order
 * sooner than `refundGapSeconds` after the last one taken is refused.
 */
export function createHuaweiRefundDesk(
  keys: HuaweiKeys,
  paid: (no: { mercOrderNo?: string; sysTransOrderNo?: string }) => HwPaid | undefined,
  mode: () => RefundMode,
  platform: () => { dataType: HuaweiDataType; refundGapSeconds: number },
) {
  const refunds = new Map<string, HwRefund>();

  const ofOrder = (sysTransOrderNo: string) =>
    [...refunds.values()].filter((r) => r.sysTransOrderNo === sysTransOrderNo);
  const refundedOf = (tx: HwPaid) =>
    [...refunds.values()]
      .filter((r) => r.sysTransOrderNo === tx.sysTransOrderNo && r.status !== 'REFUND_FAILED')
      .reduce((sum, r) => sum + r.refundFen, 0);

  async function deliver(refund: HwRefund, times: number) {
    if (!refund.lastNotify) return [];
    const body = refund.lastNotify;
    return Promise.all(
      Array.from({ length: times }, async () => {
        try {
          const response = await fetch(refund.callbackUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json;charset=UTF-8' },
            body,
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    );
  }

  function finish(refund: HwRefund, success: boolean, silent = false) {
    const now = new Date();
    refund.status = success ? 'REFUND_SUCCESS' : 'REFUND_FAILED';
    refund.finishedAt = now.getTime();
    refund.lastNotify = huaweiNotify(
      keys,
      platform().dataType,
      {
        callbackId: randomBytes(13).toString('hex'),
        callbackTime: callbackTime(now),
        signType: 'SM2',
        certNo: keys.certNo,
      },
      {
        mercNo: keys.mercNo,
        mercRefundNo: refund.mercRefundOrderNo,
        sysRefundNo: refund.sysRefundOrderNo,
        refundAmount: refund.refundFen,
        payerRefundAmount: success ? refund.refundFen : 0,
        promotionRefundAmount: 0,
        currency: 'CNY',
        finishTime: huaweiUtc(now),
        refundOrderStatus: refund.status,
      },
    );
    return silent ? Promise.resolve([]) : deliver(refund, 1);
  }

  function view(refund: HwRefund) {
    return {
      mercRefundOrderNo: refund.mercRefundOrderNo,
      sysRefundOrderNo: refund.sysRefundOrderNo,
      mercOrderNo: refund.mercOrderNo,
      sysTransOrderNo: refund.sysTransOrderNo,
      refundAmount: refund.refundFen,
      currency: 'CNY',
      refundOrderStatus: refund.status,
      ...(refund.finishedAt ? { finishTime: huaweiUtc(new Date(refund.finishedAt)) } : {}),
    };
  }

  /** Sends the answer, then (unless held) the notify a moment later, as the bank's answer comes later. */
  function taken(res: ServerResponse, refund: HwRefund) {
    json(res, 200, huaweiSigned(keys, { ...OK, ...view(refund) }));
    const next = mode();
    if (next !== 'hold') setTimeout(() => void finish(refund, next === 'succeed'), 30);
  }

  function create(res: ServerResponse, body: Record<string, unknown>) {
    const no = body.mercRefundOrderNo;
    if (typeof no !== 'string' || !no || no.length > 64 || typeof body.callbackUrl !== 'string')
      return json(res, 200, {
        resultCode: '100002',
        resultDesc: 'mercRefundOrderNo and callbackUrl required',
      });
    const existing = refunds.get(no);
    if (existing) {
      if (existing.status === 'REFUND_FAILED') {
        existing.status = 'REFUND_CHL_PROC';
        existing.takenAt = Date.now();
        existing.finishedAt = undefined;
        return taken(res, existing);
      }
      return json(res, 200, huaweiSigned(keys, { ...OK, ...view(existing) }));
    }
    const tx = paid({
      mercOrderNo: typeof body.mercOrderNo === 'string' ? body.mercOrderNo : undefined,
      sysTransOrderNo: typeof body.sysTransOrderNo === 'string' ? body.sysTransOrderNo : undefined,
    });
    if (!tx)
      return json(res, 200, { resultCode: '200001', resultDesc: 'order does not exist or is not paid' });
    const amount = body.refundAmount === undefined ? tx.totalFen - refundedOf(tx) : Number(body.refundAmount);
    if (!Number.isSafeInteger(amount) || amount <= 0)
      return json(res, 200, { resultCode: '100002', resultDesc: 'refundAmount is invalid' });
    if (amount > tx.totalFen - refundedOf(tx))
      return json(res, 200, { resultCode: '200008', resultDesc: 'refundAmount exceeds what is left' });
    const gapMs = platform().refundGapSeconds * 1000;
    const last = Math.max(0, ...ofOrder(tx.sysTransOrderNo).map((r) => r.takenAt));
    if (Date.now() - last < gapMs)
      return json(res, 200, {
        resultCode: '200010',
        resultDesc: `refunds of one order must be at least ${gapMs / 1000} seconds apart`,
      });
    const refund: HwRefund = {
      mercRefundOrderNo: no,
      sysRefundOrderNo: `HWR${Date.now()}${randomBytes(4).toString('hex')}`,
      mercOrderNo: tx.mercOrderNo,
      sysTransOrderNo: tx.sysTransOrderNo,
      refundFen: amount,
      callbackUrl: body.callbackUrl,
      status: 'REFUND_CHL_PROC',
      takenAt: Date.now(),
    };
    refunds.set(no, refund);
    taken(res, refund);
  }

  function query(res: ServerResponse, sysRefundOrderNo: string) {
    const refund = [...refunds.values()].find((r) => r.sysRefundOrderNo === sysRefundOrderNo);
    if (!refund) return json(res, 404, { resultCode: '200001', resultDesc: 'refund order does not exist' });
    json(res, 200, huaweiSigned(keys, { ...OK, mercNo: keys.mercNo, ...view(refund) }));
  }

  const knobs: RefundKnobs = {
    finish(no, success, silent) {
      const refund = refunds.get(no);
      if (!refund) return null;
      return finish(refund, success, silent).then((statuses) => ({ status: refund.status, statuses }));
    },
    renotify(no, times) {
      const refund = refunds.get(no);
      if (!refund) return null;
      return deliver(refund, times).then((statuses) => ({ status: refund.status, statuses }));
    },
  };

  return {
    knobs,
    /** The refunds of a merchant order, oldest first, with when each was taken (ms). */
    takenFor(mercOrderNo: string) {
      return [...refunds.values()]
        .filter((r) => r.mercOrderNo === mercOrderNo)
        .sort((a, b) => a.takenAt - b.takenAt)
        .map((r) => ({ ...view(r), takenAt: r.takenAt }));
    },
    /** The merchant API's refund calls (after PayMercAuth was checked); false when `api` is not one. */
    handle(res: ServerResponse, method: string, api: string, body: Record<string, unknown>): boolean {
      if (method === 'POST' && api === '/v1/aggr/transactions/refunds') {
        create(res, body);
        return true;
      }
      const queried = /^\/v1\/aggr\/transactions\/refunds\/orders\/([^/?]+)$/.exec(api);
      if (method === 'GET' && queried) {
        query(res, decodeURIComponent(queried[1]!));
        return true;
      }
      return false;
    },
  };
}
