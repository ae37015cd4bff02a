import {
  AlipayConfigBody,
  AlipayNotifyBody,
  ChargeRemoveBody,
  ChargeSaveBody,
  ChargeUpdateBody,
  CheckoutBody,
  EquitySaveBody,
  OrderIdQuery,
  OrderPageQuery,
  RawNotifyBody,
  storageBytesOf,
  type TierEquities,
  WxConfigBody,
} from '@loopline/shared/contracts/pay';
import { z } from 'zod';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { allTiers, saveTierEquities } from '../membership/index.ts';
import { adminOrderDetail } from './adminOrders.ts';
import { addCharge, listCharges, removeCharge, updateCharge } from './catalogue.ts';
import { configDetail, saveConfig } from './configs.ts';
import { kindConfigRoutes, kindRoutes } from './kindRoutes.ts';
import { alipayNotify, wechatNotify } from './notify.ts';
import { ownOrder, ownOrders, quotedCatalogue, viewOf } from './orders.ts';
import { noPayment, startPayment } from './payments.ts';
import { petalRoutes } from './petalRoutes.ts';
import { cancelOrder } from './returnQuery.ts';

const GB = 1024 ** 3;
const chargeOf = <T extends { storageGb: number }>({ storageGb, ...rest }: T) => ({
  ...rest,
  storageBytes: storageBytesOf(storageGb),
});
const equitiesView = (
  tier: Awaited<ReturnType<typeof allTiers>>[keyof Awaited<ReturnType<typeof allTiers>>],
): TierEquities => ({
  code: tier.code,
  memberName: tier.memberName,
  memberNameEn: tier.memberNameEn,
  level: tier.level,
  equities: tier.equities,
});

/** The catalogue: tiers and their equities, priced items (cloud/equity, cloud/charge). */
const catalogueRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/equity/list',
    auth: 'user',
    summary: 'Membership tiers with their equities (-1: unlimited), lowest first',
    handler: async () =>
      Object.values(await allTiers())
        .sort((a, b) => a.level - b.level)
        .map(equitiesView),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/saveOrUpdate',
    auth: 'admin',
    summary: "Change a tier's names and equities (platform administrators)",
    body: EquitySaveBody,
    handler: async ({ body }) => {
      const { storageGb, ...equities } = body.equities;
      const tier = await saveTierEquities(body.code, {
        memberName: body.memberName,
        memberNameEn: body.memberNameEn,
        equities: { ...equities, storage: storageGb * GB },
      });
      return new Reply(equitiesView(tier), 'pay.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/paymentList',
    auth: 'user',
    summary:
      'The published catalogue with what each item costs the caller now (fen; quote null when not for sale to them)',
    handler: async ({ caller }) => quotedCatalogue(caller),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/charge/info/list/all',
    auth: 'admin',
    summary: 'The whole catalogue, published or not (platform administrators)',
    handler: async () => listCharges({ publishedOnly: false }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/save',
    auth: 'admin',
    summary: 'Add a catalogue item: membership period, storage pack or parse pack (price in fen)',
    body: ChargeSaveBody,
    handler: async ({ body }) => new Reply(await addCharge(chargeOf(body)), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/update',
    auth: 'admin',
    summary: 'Change a catalogue item (orders already placed keep their price)',
    body: ChargeUpdateBody,
    handler: async ({ body }) => new Reply(await updateCharge(chargeOf(body)), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/remove',
    auth: 'admin',
    summary: 'Remove a catalogue item from sale',
    body: ChargeRemoveBody,
    handler: async ({ body }) => {
      await removeCharge(body.id);
      return new Reply(null, 'pay.removed');
    },
  }),
];

/** Checkout and the orders of the caller (blade-pay, cloud/order). */
const orderRoutes = [
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/nativePay',
    auth: 'user',
    summary:
      'Buy a catalogue item (optionally with a coupon) with WeChat Pay Native: creates the order, answers the QR code content',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'wxpay', kind: 'native' }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/nativePay',
    auth: 'user',
    summary: 'Buy a catalogue item with an Alipay QR code (precreate)',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'alipay', kind: 'native' }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/pcPay',
    auth: 'user',
    summary:
      'Buy a catalogue item with Alipay page payment: answers the signed address to send the browser to',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'alipay', kind: 'page' }),
  }),
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
  route({
    method: 'GET',
    path: '/api/blade-pay/order/detail',
    auth: 'admin',
    summary: 'One order of the tenant with its buyer and provider transaction (platform administrators)',
    query: OrderIdQuery,
    handler: async ({ query, caller }) => adminOrderDetail(caller, query.orderId),
  }),
];

/** The providers' async notifies: public, trusted only through their signatures. */
const notifyRoutes = [
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

const provider = z.object({});
/** `/plugin/pay`: provider settings; secrets are written, never read back. */
const configRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-pay/wxpay/config/detail',
    auth: 'admin',
    summary: 'WeChat Pay settings with every secret masked (null when none are saved)',
    query: provider,
    handler: async () => configDetail('wxpay'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/config/submit',
    auth: 'admin',
    summary: 'Save WeChat Pay settings (stored encrypted; a blank secret keeps the stored one)',
    body: WxConfigBody,
    handler: async ({ body }) => {
      await saveConfig('wxpay', body);
      return new Reply(await configDetail('wxpay'), 'pay.saved');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/alipay/config/detail',
    auth: 'admin',
    summary: 'Alipay settings with every secret masked (null when none are saved)',
    query: provider,
    handler: async () => configDetail('alipay'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/config/submit',
    auth: 'admin',
    summary: 'Save Alipay settings (stored encrypted; a blank secret keeps the stored one)',
    body: AlipayConfigBody,
    handler: async ({ body }) => {
      await saveConfig('alipay', body);
      return new Reply(await configDetail('alipay'), 'pay.saved');
    },
  }),
];

export const payRoutes = [
  ...catalogueRoutes,
  ...orderRoutes,
  ...kindRoutes,
  ...notifyRoutes,
  ...configRoutes,
  ...kindConfigRoutes,
  ...petalRoutes,
];
