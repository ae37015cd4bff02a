import {
  AlipayNotifyBody,
  CheckoutBody,
  OrderIdQuery,
  OrderPageQuery,
  RawNotifyBody,
} from '@loopline/shared/contracts/pay';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { shownTiers } from '../membership/index.ts';
import { withDirs } from './catalogueDirs.ts';
import { equitiesView } from './catalogueViews.ts';
import { alipayNotify, wechatNotify } from './notify.ts';
import { ownOrder, ownOrders, quotedCatalogue, viewOf } from './orders.ts';
import { noPayment } from './payments.ts';
import { cancelOrder } from './returnQuery.ts';
import { checkoutRoute } from './routeKit.ts';

/** The buyer's side of pay/: the catalogue as priced for them, checkout, their orders. */
export const payUserRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/equity/list',
    auth: 'user',
    summary:
      "The tiers the member centre shows, in the back office's order, with their equities (-1: unlimited; a withdrawn switch reads false)",
    handler: async () => (await shownTiers()).map(equitiesView),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/paymentList',
    auth: 'user',
    summary:
      'The published catalogue with what each item costs the caller now (fen; quote null when not for sale to them) and the heading and place of its charge directory',
    handler: async ({ caller }) => withDirs(await quotedCatalogue(caller)),
  }),
  checkoutRoute(
    '/api/blade-pay/wxpay/nativePay',
    'Buy a catalogue item (optionally with a coupon) with WeChat Pay Native: creates the order, answers the QR code content',
    { provider: 'wxpay', kind: 'native' },
  ),
  checkoutRoute(
    '/api/blade-pay/alipay/nativePay',
    'Buy a catalogue item with an Alipay QR code (precreate)',
    { provider: 'alipay', kind: 'native' },
  ),
  checkoutRoute(
    '/api/blade-pay/alipay/pcPay',
    'Buy a catalogue item with Alipay page payment: answers the signed address to send the browser to',
    { provider: 'alipay', kind: 'page' },
  ),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/noPayment',
    auth: 'user',
    summary: 'Take a catalogue item whose price for the caller is zero: the order completes at once',
    body: CheckoutBody,
    handler: async ({ body, caller }) => new Reply(await noPayment(caller, body), 'pay.completed'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/cancel',
    auth: 'user',
    summary: 'Cancel an unpaid order of the caller, closed at its provider first (query orderId)',
    query: OrderIdQuery,
    handler: async ({ query, caller }) =>
      new Reply(await cancelOrder(caller, query.orderId), 'pay.cancelled'),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/order/checkOrderStatus',
    auth: 'user',
    summary: 'An order of the caller with its status (the payment dialog polls it)',
    query: OrderIdQuery,
    handler: async ({ query, caller }) => viewOf(await ownOrder(caller, query.orderId)),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/queryOrder',
    auth: 'user',
    summary: "The caller's orders, newest first (page: current, size)",
    body: OrderPageQuery,
    handler: async ({ body, caller }) => ownOrders(caller, body),
  }),
];

/** The providers' async notifies: public, trusted only through their signatures. */
export const payNotifyRoutes = [
  route({
    method: 'POST',
    path: '/api/blade-pay/notify/wxpay',
    auth: 'public',
    summary: 'WeChat Pay API v3 payment notify (signed headers, AES-256-GCM resource)',
    body: RawNotifyBody,
    bodyFormat: 'text',
    handler: async ({ body, request }) => wechatNotify(request.headers, body.text),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/notify/alipay',
    auth: 'public',
    summary: 'Alipay async payment notify (RSA2-signed form); answers the text success',
    body: AlipayNotifyBody,
    handler: async ({ body }) => new RawReply(await alipayNotify(body), 'text/plain; charset=utf-8'),
  }),
];
