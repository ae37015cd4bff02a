import { OrderIdQuery, RawNotifyBody } from '@loopline/shared/contracts/pay';
import {
  RefundIdBody,
  RefundInitiateBody,
  RefundListQuery,
  RefundRejectBody,
  RefundRequestBody,
  type RefundView,
  SplitOrderBody,
} from '@loopline/shared/contracts/refund';
import { Reply, route } from '../lib/http/route.ts';
import { retryDuplicateRefund } from './duplicateRetry.ts';
import { wechatRefundNotify } from './refundNotify.ts';
import { splitOrder } from './refundParts.ts';
import { refundView, tenantRefund } from './refundRecords.ts';
import { rejectRefund, withdrawRefund } from './refundRequests.ts';
import { syncRefund } from './refundSend.ts';
import { approveRefund, initiateRefund, ownRefund, requestRefund, tenantRefunds } from './refunds.ts';
import { queryPayment } from './returnQuery.ts';

/** What the administrator is told once a refund went to the provider: done, refused, or under way. */
function sent(refund: RefundView) {
  if (refund.status === 'refunded') return new Reply(refund, 'refund.done');
  if (refund.status === 'failed')
    return new Reply(refund, 'refund.providerRefused', { reason: refund.failReason });
  return new Reply(refund, 'refund.started');
}

/**
 * Refunds (user request and withdrawal, an order's refund parts, back-office review and refund,
 * WeChat's refund notify) and query-on-return.
 */
export const refundRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/refundRequest',
    auth: 'user',
    summary: 'Ask for the payment of one of the caller’s completed orders back, with a reason',
    body: RefundRequestBody,
    handler: async ({ body, caller }) => new Reply(await requestRefund(caller, body), 'refund.requested'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/withdrawRefund',
    auth: 'user',
    summary: 'Withdraw one of the caller’s refund requests while it waits for review (id)',
    body: RefundIdBody,
    handler: async ({ body, caller }) => new Reply(await withdrawRefund(caller, body.id), 'refund.withdrawn'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/querySplitOrder',
    auth: 'user',
    summary:
      'One order split into its refund parts (amount, state, provider refund number, time): the buyer’s, or any of the tenant’s for an administrator',
    body: SplitOrderBody,
    handler: async ({ body, caller }) => splitOrder(caller, body.orderId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/order/user/rel/refund',
    auth: 'user',
    summary: 'The latest refund (request) of one of the caller’s orders, null when none',
    query: OrderIdQuery,
    handler: async ({ query, caller }) => ownRefund(caller, query.orderId),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/syncPayment',
    auth: 'user',
    summary:
      'Query-on-return: asks the provider about an order of the caller and settles it if paid (query orderId)',
    query: OrderIdQuery,
    handler: async ({ query, caller }) => queryPayment(caller, query.orderId),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/refund/list',
    auth: 'admin',
    summary: "The tenant's refunds and refund requests, newest first (status, source, orderId filters)",
    query: RefundListQuery,
    handler: async ({ query, caller }) => tenantRefunds(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/refund',
    auth: 'admin',
    summary: 'Refund a completed order of the tenant through its provider (refundFen: all when left out)',
    body: RefundInitiateBody,
    handler: async ({ body, caller }) => sent(await initiateRefund(caller, body)),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/refundRequest',
    auth: 'admin',
    summary: "Approve a buyer's refund request: the refund goes to the provider",
    body: RefundIdBody,
    handler: async ({ body, caller }) => sent(await approveRefund(caller, body.id)),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/rejectRefund',
    auth: 'admin',
    summary: "Reject a buyer's refund request, with a reason",
    body: RefundRejectBody,
    handler: async ({ body, caller }) => new Reply(await rejectRefund(caller, body), 'refund.rejected'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/refund/sync',
    auth: 'admin',
    summary: 'Ask the provider where an open refund stands (one it never received is sent again)',
    body: RefundIdBody,
    handler: async ({ body, caller }) => {
      await syncRefund(await tenantRefund(caller.tenantId, body.id));
      return refundView(await tenantRefund(caller.tenantId, body.id));
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/refundDuplicate',
    auth: 'admin',
    summary:
      "Send again the refund of a merged order's duplicate payment that the provider refused (orderId); answers the duplicate, sends nothing unless it failed",
    body: OrderIdQuery,
    handler: async ({ body, caller }) => {
      const { duplicate, retried } = await retryDuplicateRefund(caller, body.orderId);
      return new Reply(duplicate, retried ? 'refund.duplicateRetried' : 'refund.duplicateNotFailed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/notify/wxpay/refund',
    auth: 'public',
    summary:
      'WeChat Pay API v3 refund notify (REFUND.SUCCESS / REFUND.ABNORMAL; signed, AES-256-GCM resource)',
    body: RawNotifyBody,
    bodyFormat: 'text',
    handler: async ({ body, request }) => wechatRefundNotify(request.headers, body.text),
  }),
];
