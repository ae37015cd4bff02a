import { ORDER_KINDS, type OrderKind } from '@loopline/shared/contracts/pay';
import type {
  AdminOrderQuery,
  AdminOrderView,
  CapacityRecords,
  RechargeStats,
} from '@loopline/shared/contracts/payAdmin';
import type { z } from 'zod';
import { userDirectory } from '../access/index.ts';
import { entityPage } from '../entities/paging.ts';
import { payOrder } from '../entities/payOrder.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { quotaOf } from '../membership/index.ts';
import { orderRemovable } from './orderRemoval.ts';
import { getOrder, type OrderRecord, viewOf } from './orders.ts';
import { daySeries, rechargeDays } from './rechargeStats.ts';
import { duplicatesOf } from './settleDuplicate.ts';

type Filter = z.output<typeof AdminOrderQuery>;
/** The filters of the list without its paging (the export takes the same). */
export type OrderFilter = Omit<Filter, 'current' | 'size'>;
const PACK_KINDS: readonly OrderKind[] = ['storage', 'parse'];

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => `${day}T23:59:59.999Z`;

export function matches(order: OrderRecord, f: OrderFilter): boolean {
  const kinds = f.kind === 'recharge' ? PACK_KINDS : f.kind ? [f.kind] : null;
  return (
    (!f.status || order.status === f.status) &&
    (!kinds || kinds.includes(order.kind)) &&
    (!f.payType || order.payType === f.payType) &&
    (!f.userId || order.userId === f.userId) &&
    (!f.from || order.createTime >= startOf(f.from)) &&
    (!f.to || order.createTime <= endOf(f.to))
  );
}

/** Adds who placed each order (one directory read per distinct buyer of the page). */
export async function withBuyers(orders: OrderRecord[], now = new Date()): Promise<AdminOrderView[]> {
  const ids = [...new Set(orders.map((o) => o.userId))];
  const users = await Promise.all(ids.map((id) => userDirectory.get(id)));
  const account = new Map(ids.map((id, i) => [id, users[i]?.account ?? '']));
  return orders.map((o) => ({
    ...viewOf(o),
    userId: o.userId,
    account: account.get(o.userId) ?? '',
    transactionId: o.transactionId,
    remark: o.remark ?? '',
    removable: orderRemovable(o, now),
  }));
}

export const asRecord = (row: unknown): OrderRecord => {
  const order = row as OrderRecord;
  return { ...order, orderNo: order.id, couponId: order.couponId ?? '' };
};

/**
 * Platform administrators: the tenant's orders, newest first, filtered (status, kind or all recharge
 * packs, provider, buyer, creation days). One query of the tenant's index with a filter; an order
 * number is one read.
 */
export async function filteredOrders(caller: Pick<Caller, 'tenantId'>, f: Filter) {
  if (f.orderNo) {
    const order = await getOrder(f.orderNo);
    const found = order && order.tenantId === caller.tenantId && matches(order, f) ? [order] : [];
    return { records: await withBuyers(found), total: found.length, current: 1, size: f.size };
  }
  const query = tenantOrderQuery(caller.tenantId, f);
  const page = await entityPage(payOrder, query, { current: f.current, size: f.size, order: 'desc' });
  return { ...page, records: await withBuyers(page.records.map(asRecord)) };
}

/** The tenant's orders matching the filters (not the order number): one query of the tenant's index. */
export function tenantOrderQuery(tenantId: string, f: OrderFilter) {
  return payOrder.query.byTenant({ tenantId }).where((attr, op) => {
    const parts: string[] = [];
    if (f.status) parts.push(op.eq(attr.status, f.status));
    if (f.kind === 'recharge') parts.push(`(${op.eq(attr.kind, 'storage')} OR ${op.eq(attr.kind, 'parse')})`);
    else if (f.kind) parts.push(op.eq(attr.kind, f.kind));
    if (f.payType) parts.push(op.eq(attr.payType, f.payType as OrderRecord['payType']));
    if (f.userId) parts.push(op.eq(attr.userId, f.userId));
    if (f.from) parts.push(op.gte(attr.createTime, startOf(f.from)));
    if (f.to) parts.push(op.lte(attr.createTime, endOf(f.to)));
    return parts.join(' AND ');
  });
}

/** The recharge statistics of a day range, from the counters the settlement raises (never the orders). */
export async function rechargeStatistics(
  caller: Pick<Caller, 'tenantId'>,
  range: { from: string; to: string },
): Promise<RechargeStats> {
  const rows = await rechargeDays(caller.tenantId, range.from, range.to);
  const byKind = ORDER_KINDS.map((kind) => {
    const of = rows.filter((r) => r.kind === kind);
    return {
      kind,
      count: of.reduce((n, r) => n + r.count, 0),
      amountFen: of.reduce((n, r) => n + r.amountFen, 0),
    };
  });
  const days = daySeries(rows, range.from, range.to).map(({ of, ...day }) => ({
    ...day,
    byKind: Object.fromEntries(of.map((r) => [r.kind, r.count])),
  }));
  return { from: range.from, to: range.to, byKind, days };
}

/** The capacity tab (`queryExpansion`): the caller's balances now and the packs they bought. */
export async function ownCapacity(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  paging: { current: number; size: number },
): Promise<CapacityRecords> {
  const query = payOrder.query
    .byUser({ userId: caller.userId })
    .where(
      (attr, op) =>
        `(${op.eq(attr.kind, 'storage')} OR ${op.eq(attr.kind, 'parse')}) AND (${op.eq(attr.status, 'completed')} OR ${op.eq(attr.status, 'noPayment')}) AND ${op.eq(attr.tenantId, caller.tenantId)}`,
    );
  const [quota, page] = await Promise.all([
    quotaOf(caller.userId, caller.tenantId),
    entityPage(payOrder, query, { ...paging, order: 'desc' }),
  ]);
  return {
    storageUsed: quota.storageUsed,
    storageTotal: quota.storageTotal,
    parseCount: quota.parseCount,
    parseUnlimited: quota.parseUnlimited,
    packs: {
      records: page.records.map((row) => viewOf(asRecord(row))),
      total: page.total,
      current: page.current,
      size: page.size,
    },
  };
}

/** Platform administrators: one order of their tenant, with its buyer and provider transaction. */
export async function adminOrderDetail(caller: Pick<Caller, 'tenantId'>, id: string) {
  const order = await getOrder(id);
  if (!order || order.tenantId !== caller.tenantId) throw new NotFoundError('pay.orderNotFound');
  const [[view], duplicates] = await Promise.all([withBuyers([order]), duplicatesOf(order.id)]);
  return { ...(view as AdminOrderView), duplicates };
}
