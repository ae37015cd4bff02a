import { type Language, translate } from '@loopline/shared';
import {
  AdminOrderQuery,
  ExpansionQuery,
  InvoiceExcelQuery,
  OrderExcelQuery,
  OrderRemoveBody,
  OrderSubmitBody,
  RechargeStatsQuery,
} from '@loopline/shared/contracts/payAdmin';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { adminOrderDetail, filteredOrders, ownCapacity, rechargeStatistics } from './adminOrders.ts';
import { invoicesWorkbook } from './invoiceExport.ts';
import { removeOrders, setOrderRemark } from './orderEdits.ts';
import { ordersWorkbook } from './orderExport.ts';
import { rechargeProportion } from './rechargeStats.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx answer named `<translated name> <day>.xlsx` (an ASCII fallback for old clients). */
export function workbookReply(file: Buffer, nameKey: string, lang: Language, day?: string) {
  const name = `${translate(nameKey, lang)} ${day ?? new Date().toISOString().slice(0, 10)}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return new RawReply(file, XLSX, {
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
}

/**
 * The back office's order screens (order/recharge lists every order; order/index manages recharges
 * with its statistics), the user's capacity records and the invoice export (issue 18).
 */
export const adminOrderRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-pay/order/list',
    auth: 'admin',
    summary:
      "The tenant's orders, newest first, filtered by status, kind (or 'recharge': storage and parse packs), provider, buyer, order number and creation days (platform administrators)",
    query: AdminOrderQuery,
    handler: async ({ query, caller }) => filteredOrders(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/order/rechargeStatistics',
    auth: 'admin',
    summary:
      'Orders settled per kind and per day over a range of days (from, to; at most 366), read from the counters the settlement raises',
    query: RechargeStatsQuery,
    handler: async ({ query, caller }) => rechargeStatistics(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/queryExpansion',
    auth: 'user',
    summary:
      "The caller's storage and parse balances with the storage and parse packs they bought, newest first (current, size)",
    body: ExpansionQuery,
    handler: async ({ body, caller }) => ownCapacity(caller, body),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/invoice/downExcel',
    auth: 'admin',
    summary: "The tenant's invoices as an xlsx sheet (status, from, to; at most 10,000)",
    query: InvoiceExcelQuery,
    handler: async ({ query, caller, request }) =>
      workbookReply(
        await invoicesWorkbook(caller, query, request.lang),
        'invoice.export.fileName',
        request.lang,
      ),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/order/down',
    auth: 'admin',
    summary:
      "The tenant's orders as an xlsx sheet named with the day, with order/list's filters (at most 10,000)",
    query: OrderExcelQuery,
    handler: async ({ query, caller, request }) =>
      workbookReply(await ordersWorkbook(caller, query, request.lang), 'order.export.fileName', request.lang),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/remove',
    auth: 'admin',
    summary:
      'Delete orders nobody paid (cancelled or failed, no transaction, past the 26 h notify window), all or none; paid orders are never removed',
    body: OrderRemoveBody,
    handler: async ({ body, caller }) => {
      await removeOrders(caller, body.ids);
      return new Reply(null, 'pay.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/order/submit',
    auth: 'admin',
    summary: "Change the back office's remark on an order (the only field an administrator edits)",
    body: OrderSubmitBody,
    handler: async ({ body, caller }) => {
      await setOrderRemark(caller, body);
      return new Reply(await adminOrderDetail(caller, body.id), 'pay.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/pay/success/count/rechargeProportion',
    auth: 'admin',
    summary:
      "Each order kind's share of the orders settled over a range of days (from, to; at most 366), counts and amounts, from the settlement counters",
    body: RechargeStatsQuery,
    handler: async ({ body, caller }) => rechargeProportion(caller.tenantId, body.from, body.to),
  }),
];
