import {
  RechargeDayBody,
  RechargeOrderQuery,
  RechargeOutlineBody,
  RechargeTrendBody,
} from '@loopline/shared/contracts/rechargeStats';
import { route } from '../lib/http/route.ts';
import { workbookReply } from './adminOrderRoutes.ts';
import { filteredOrders } from './adminOrders.ts';
import { ordersWorkbook } from './orderExport.ts';
import { rechargeOutline, rechargeTrend } from './rechargeStats.ts';

/**
 * The recharge statistics page (cloud/pay/success/count): outline and trend from the settlement's
 * counters, the settled orders through order/list's query and order/down's sheet.
 */
export const rechargeStatsRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/pay/success/count/outline',
    auth: 'admin',
    summary:
      'Orders settled over a range of days (from, to; at most 366) and their amount and average, beside the range just before, from the settlement counters',
    body: RechargeOutlineBody,
    handler: async ({ body, caller }) => rechargeOutline(caller.tenantId, body.from, body.to),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/pay/success/count/trend',
    auth: 'admin',
    summary: 'Orders settled and their amount per day over a range (from, to; optional kind), zeros included',
    body: RechargeTrendBody,
    handler: async ({ body, caller }) => rechargeTrend(caller.tenantId, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/pay/success/count/queryOrder',
    auth: 'admin',
    summary:
      'The settled (completed) orders of the tenant, newest first (current, size; kind, payType, from, to)',
    body: RechargeOrderQuery,
    handler: async ({ body, caller }) => filteredOrders(caller, { ...body, status: 'completed' }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/pay/success/count/downDayOrder',
    auth: 'admin',
    summary: "One day's settled orders (day, by creation) as an xlsx sheet named with the day",
    body: RechargeDayBody,
    handler: async ({ body, caller, request }) =>
      workbookReply(
        await ordersWorkbook(caller, { status: 'completed', from: body.day, to: body.day }, request.lang),
        'recharge.export.fileName',
        request.lang,
        body.day,
      ),
  }),
];
