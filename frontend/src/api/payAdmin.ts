import type { Envelope, Page } from '@loopline/shared';
import type { Coupon } from '@loopline/shared/contracts/coupon';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  AdminOrderFilter,
  AdminOrderView,
  CapacityRecords,
  DuplicatePaymentDetail,
  ExpansionQuery,
  InvoiceExcelFilter,
  OrderSubmitBody,
  RechargeProportion,
  RechargeStats,
} from '@loopline/shared/contracts/payAdmin';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** The back office's order screens, the capacity records and the invoice export (issue 18). */
export type { AdminOrderFilter, AdminOrderView, CapacityRecords, RechargeProportion, RechargeStats };

const data = <T>(envelope: Envelope<T>) => envelope.data;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Query parameters without the blank ones (a blank filter is no filter). */
const params = (input: object) =>
  Object.fromEntries(
    Object.entries(input as Record<string, string | number | undefined>)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const adminOrders = (filter: AdminOrderFilter) =>
  http.get<Page<AdminOrderView>>('/api/blade-pay/order/list', params(filter)).then(data);

export const adminOrderDetail = (orderId: string) =>
  http.get<AdminOrderView>('/api/blade-pay/order/detail', { orderId }).then(data);

/** Sends again the refund of an order's duplicate payment that the provider refused (the envelope carries the message). */
export const retryDuplicateRefund = (orderId: string) =>
  http.post<DuplicatePaymentDetail>('/api/blade-pay/order/refundDuplicate', { orderId });

export const rechargeStatistics = (range: { from: string; to: string }) =>
  http.get<RechargeStats>('/api/blade-pay/order/rechargeStatistics', range).then(data);

/** order/index's pie charts: each kind's share of the settled orders (the settlement counters). */
export const rechargeProportion = (range: { from: string; to: string }) =>
  http.post<RechargeProportion>('/api/cloud/pay/success/count/rechargeProportion', range).then(data);

/** Deletes orders nobody paid (the server refuses any other). */
export const removeOrders = (ids: string[]) => http.post<null>('/api/blade-pay/order/remove', { ids });

/** Saves the back office's remark on an order. */
export const saveOrderRemark = (input: RequestInput<typeof OrderSubmitBody>) =>
  http.post<AdminOrderView>('/api/blade-pay/order/submit', input);

export const capacityRecords = (paging: RequestInput<typeof ExpansionQuery>) =>
  http.post<CapacityRecords>('/api/cloud/order/user/rel/queryExpansion', paging).then(data);

function fileNameOf(disposition: string | null, fallback: string) {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  return star ? decodeURIComponent(star[1]!) : fallback;
}

/**
 * An xlsx answer of the back office. A file cannot go through the JSON client, so this is a direct
 * request; an expired token is refreshed through the client once. A JSON answer is an error.
 */
async function xlsxDownload(
  path: string,
  filter: object,
  fallback: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ blob: Blob; fileName: string }> {
  const query = method === 'GET' ? new URLSearchParams(params(filter)).toString() : '';
  for (let attempt = 0; ; attempt++) {
    const token = tokens.access();
    const response = await window.fetch(`${path}${query ? `?${query}` : ''}`, {
      method,
      ...(method === 'POST' ? { body: JSON.stringify(filter) } : {}),
      headers: {
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        // API Gateway returns a binary body only when the first accepted type is a binary media type.
        Accept: `${XLSX}, application/json`,
        'Accept-Language': currentLanguage(),
        'Client-Id': currentClientId(),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('json')) {
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
      };
    }
    const envelope = await readEnvelope<null>(response);
    if (envelope.code === 401 && attempt === 0) {
      await http.get('/api/cloud/notice/count');
      continue;
    }
    throw new ApiError(envelope.code, envelope.msg, false);
  }
}

/** `downExcel`: the invoices as an xlsx file. */
export const invoicesExcel = (filter: InvoiceExcelFilter) =>
  xlsxDownload('/api/cloud/invoice/downExcel', filter, 'invoices.xlsx');

/** `downDayOrder`: one day's settled orders as an xlsx file named with the day (recharge statistics). */
export const dayOrdersExcel = (day: string) =>
  xlsxDownload('/api/cloud/pay/success/count/downDayOrder', { day }, `recharge-${day}.xlsx`, 'POST');

/** `order/down`: the orders of order/list's filters as an xlsx file named with the day. */
export const ordersExcel = (filter: Omit<AdminOrderFilter, 'current' | 'size'>) =>
  xlsxDownload('/api/blade-pay/order/down', filter, 'orders.xlsx');

/** Every coupon the caller holds (coupons issued to their phone before they signed up are bound on the way). */
export const myCoupons = () => http.get<Coupon[]>('/api/cloud/coupon/list').then(data);
