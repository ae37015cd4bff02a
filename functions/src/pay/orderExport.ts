import { type Language, translate } from '@loopline/shared';
import { ORDER_EXPORT_MAX } from '@loopline/shared/contracts/payAdmin';
import writeXlsxFile from 'write-excel-file/node';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { asRecord, matches, type OrderFilter, tenantOrderQuery, withBuyers } from './adminOrders.ts';
import { getOrder, type OrderRecord } from './orders.ts';
import { fenToYuan } from './pricing.ts';

/** The orders of the filter, newest first, read a thousand at a time (refused past ORDER_EXPORT_MAX). */
async function matching(caller: Pick<Caller, 'tenantId'>, f: OrderFilter): Promise<OrderRecord[]> {
  if (f.orderNo) {
    const order = await getOrder(f.orderNo);
    return order && order.tenantId === caller.tenantId && matches(order, f) ? [order] : [];
  }
  const query = tenantOrderQuery(caller.tenantId, f);
  const rows: OrderRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof query.go>> = await query.go({ cursor, order: 'desc', limit: 1000 });
    rows.push(...page.data.map(asRecord));
    if (rows.length > ORDER_EXPORT_MAX) throw new BadRequestError('order.export.tooMany');
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

const time = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** `order/down`: the back office's orders as an xlsx sheet in the caller's language (amounts in yuan). */
export async function ordersWorkbook(caller: Pick<Caller, 'tenantId'>, f: OrderFilter, lang: Language) {
  const orders = await withBuyers(await matching(caller, f));
  const t = (key: string) => translate(`order.export.${key}`, lang);
  const columns = [
    'id',
    'createTime',
    'account',
    'item',
    'kind',
    'amount',
    'discount',
    'pay',
    'payType',
    'status',
    'paidTime',
    'refunded',
    'transactionId',
    'remark',
  ];
  const header = columns.map((c) => ({ value: t(c), fontWeight: 'bold' as const }));
  const body = orders.map((o) => [
    { value: o.id },
    { value: time(o.createTime) },
    { value: o.account },
    { value: lang === 'zh' ? o.name : o.nameEn },
    { value: t(`kind.${o.kind}`) },
    { value: fenToYuan(o.amountFen) },
    { value: fenToYuan(o.discountFen) },
    { value: fenToYuan(o.payFen) },
    { value: o.payType ? t(`payType.${o.payType}`) : '' },
    { value: t(`status.${o.status}`) },
    { value: time(o.paidTime) },
    { value: fenToYuan(o.refundedFen) },
    { value: o.transactionId },
    { value: o.remark },
  ]);
  return writeXlsxFile([header, ...body], {
    columns: [24, 20, 16, 24, 12, 12, 12, 12, 12, 12, 20, 12, 32, 30].map((width) => ({ width })),
  }).toBuffer();
}
