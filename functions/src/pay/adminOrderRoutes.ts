import { translate } from '@loopline/shared';
import {
  AdminOrderQuery,
  ExpansionQuery,
  InvoiceExcelQuery,
  RechargeStatsQuery,
} from '@loopline/shared/contracts/payAdmin';
import { RawReply, route } from '../lib/http/route.ts';
import { filteredOrders, ownCapacity, rechargeStatistics } from './adminOrders.ts';
import { invoicesWorkbook } from './invoiceExport.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    handler: async ({ query, caller, request }) => {
      const file = await invoicesWorkbook(caller, query, request.lang);
      const name = `${translate('invoice.export.fileName', request.lang)} ${new Date().toISOString().slice(0, 10)}.xlsx`;
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return new RawReply(file, XLSX, {
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'cache-control': 'no-store',
      });
    },
  }),
];
