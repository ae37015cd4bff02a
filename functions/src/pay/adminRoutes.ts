import {
  AlipayConfigBody,
  ChargeRemoveBody,
  ChargeSaveBody,
  ChargeUpdateBody,
  EquitySaveBody,
  OrderIdQuery,
  storageBytesOf,
  WxConfigBody,
} from '@loopline/shared/contracts/pay';
import { Reply, route } from '../lib/http/route.ts';
import { saveTierEquities } from '../membership/index.ts';
import { adminOrderDetail } from './adminOrders.ts';
import { addCharge, listCharges, removeCharge, updateCharge } from './catalogue.ts';
import { catalogueAdminRoutes } from './catalogueRoutes.ts';
import { equitiesView } from './catalogueViews.ts';
import { equityAdminRoutes } from './equityRoutes.ts';
import { configDetailRoute, configListRoute, configRemoveRoute, configSubmitRoute } from './routeKit.ts';

const GB = 1024 ** 3;
const chargeOf = <T extends { storageGb: number }>({ storageGb, ...rest }: T) => ({
  ...rest,
  storageBytes: storageBytesOf(storageGb),
});

/** The back office's side of pay/ (platform administrators): the catalogue, an order's detail, provider settings. */
export const payAdminRoutes = [
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
        sort: body.sort,
      });
      return new Reply(equitiesView(tier), 'pay.saved');
    },
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
  ...catalogueAdminRoutes,
  ...equityAdminRoutes,
  route({
    method: 'GET',
    path: '/api/blade-pay/order/detail',
    auth: 'admin',
    summary: 'One order of the tenant with its buyer and provider transaction (platform administrators)',
    query: OrderIdQuery,
    handler: async ({ query, caller }) => adminOrderDetail(caller, query.orderId),
  }),
  // `/plugin/pay`: provider settings; secrets are written, never read back.
  configListRoute('wxpay', '/api/blade-pay/wxpay/config/list', 'WeChat Pay settings'),
  configDetailRoute('wxpay', '/api/blade-pay/wxpay/config/detail', 'WeChat Pay settings'),
  configRemoveRoute('wxpay', '/api/blade-pay/wxpay/config/remove', 'the WeChat Pay settings'),
  configSubmitRoute(
    'wxpay',
    '/api/blade-pay/wxpay/config/submit',
    'Save WeChat Pay settings (stored encrypted; a blank secret keeps the stored one)',
    WxConfigBody,
  ),
  configListRoute('alipay', '/api/blade-pay/alipay/config/list', 'Alipay settings'),
  configDetailRoute('alipay', '/api/blade-pay/alipay/config/detail', 'Alipay settings'),
  configRemoveRoute('alipay', '/api/blade-pay/alipay/config/remove', 'the Alipay settings'),
  configSubmitRoute(
    'alipay',
    '/api/blade-pay/alipay/config/submit',
    'Save Alipay settings (stored encrypted; a blank secret keeps the stored one)',
    AlipayConfigBody,
  ),
];
