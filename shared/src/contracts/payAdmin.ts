import { z } from 'zod';
import { IdSchema, idListSchema } from './ids.ts';
import { INVOICE_STATES } from './invoice.ts';
import {
  type DuplicateRefundState,
  ORDER_KINDS,
  ORDER_STATES,
  type OrderKind,
  type OrderState,
  type OrderView,
  type PayProvider,
} from './pay.ts';

/**
 * The back office's order screens (order/recharge: all orders; order/index: recharge management with
 * its statistics), the user's capacity records, and the invoice export (issue 18). Requests and answers.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` (UTC, as the statistics count). */
export const DaySchema = z
  .string()
  .regex(DAY, 'pay.badDay')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'pay.badDay');
const optionalDay = z.preprocess((v) => (v === '' ? undefined : v), DaySchema.optional());
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** At most this many days in one statistics answer (a year and a day, as the other statistics). */
export const STATS_MAX_DAYS = 366;
const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** `recharge`: the storage and parse packs (the space card's recharge), the order/index screen's list. */
export const ORDER_KIND_FILTERS = [...ORDER_KINDS, 'recharge'] as const;
export type OrderKindFilter = (typeof ORDER_KIND_FILTERS)[number];

const rangeOk = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

const orderFilterFields = {
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATES).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(ORDER_KIND_FILTERS).optional()),
  payType: z.preprocess(blankToUndefined, z.enum(['none', 'wxpay', 'alipay']).optional()),
  /** An exact order number: answers that order alone (when it matches the other filters). */
  orderNo: z.preprocess(blankToUndefined, IdSchema.optional()),
  userId: z.preprocess(blankToUndefined, IdSchema.optional()),
  /** Created on or after / on or before these days (UTC). */
  from: optionalDay,
  to: optionalDay,
};
export const AdminOrderQuery = z
  .object({
    current: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    ...orderFilterFields,
  })
  .refine(rangeOk, { message: 'pay.badRange', path: ['to'] });
/** `order/down`: the orders AdminOrderQuery would list, all of them (at most ORDER_EXPORT_MAX). */
export const OrderExcelQuery = z
  .object(orderFilterFields)
  .refine(rangeOk, { message: 'pay.badRange', path: ['to'] });
/** At most this many orders in one export. */
export const ORDER_EXPORT_MAX = 10_000;

/** `order/remove`: at most 100 orders at once (one transaction). */
export const OrderRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });
/** `order/submit`: what the back office may change on an order — its own remark, nothing the buyer paid for. */
export const OrderSubmitBody = z.object({
  id: IdSchema,
  remark: z.string().trim().max(200, 'order.remarkLength'),
});
export type OrderSubmitInput = z.input<typeof OrderSubmitBody>;
/** What the SPA sends as AdminOrderQuery (blank fields are left out). */
export interface AdminOrderFilter {
  current?: number;
  size?: number;
  status?: OrderState;
  kind?: OrderKindFilter;
  payType?: 'none' | 'wxpay' | 'alipay';
  orderNo?: string;
  userId?: string;
  from?: string;
  to?: string;
}

/** An order as the back office sees it: who placed it and the provider's transaction. */
export type AdminOrderView = OrderView & {
  userId: string;
  account: string;
  transactionId: string;
  /** The back office's own note on the order ('' for none); never shown to the buyer. */
  remark: string;
  /** Whether order/remove would take it: a cancelled or failed order, never paid, past the notify window. */
  removable: boolean;
  /** The order's duplicate payments and their refunds (order detail only). */
  duplicates?: DuplicatePaymentDetail[];
};

/** A second payment of a merged order through the other provider, refunded in full automatically. */
export interface DuplicatePaymentDetail {
  /** The merchant refund number sent to the provider. */
  refundNo: string;
  provider: PayProvider;
  transactionId: string;
  payFen: number;
  paidTime: string;
  refundStatus: DuplicateRefundState;
  providerRefundId: string;
  failReason: string;
  updateTime: string;
}

/** A statistics range: from on or before to, at most STATS_MAX_DAYS days. */
export const statsRangeOk = (q: { from: string; to: string }) =>
  q.from <= q.to && dayCount(q.from, q.to) <= STATS_MAX_DAYS;
export const RechargeStatsQuery = z
  .object({ from: DaySchema, to: DaySchema })
  .refine(statsRangeOk, { message: 'pay.badRange', path: ['to'] });

export interface RechargeKindTotal {
  kind: OrderKind;
  count: number;
  amountFen: number;
}
/** The statistics of order/index: totals by kind (the proportion) and per day (the trend). */
export interface RechargeStats {
  from: string;
  to: string;
  byKind: RechargeKindTotal[];
  /** Every day of the range, in order, with zeros for days without orders; `byKind` per day too. */
  days: { day: string; count: number; amountFen: number; byKind: Partial<Record<OrderKind, number>> }[];
}

/** `queryExpansion`: the caller's storage and parse packs, newest first. */
export const ExpansionQuery = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** The capacity tab: what the caller holds and uses now, and the packs bought (one page). */
export interface CapacityRecords {
  storageUsed: number;
  storageTotal: number;
  parseCount: number;
  parseUnlimited: boolean;
  packs: { records: OrderView[]; total: number; current: number; size: number };
}

export const InvoiceExcelQuery = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(INVOICE_STATES).optional()),
    from: optionalDay,
    to: optionalDay,
  })
  .refine(rangeOk, { message: 'pay.badRange', path: ['to'] });
/** What the SPA sends as InvoiceExcelQuery. */
export interface InvoiceExcelFilter {
  status?: (typeof INVOICE_STATES)[number];
  from?: string;
  to?: string;
}
/** At most this many invoices in one export. */
export const INVOICE_EXPORT_MAX = 10_000;

/** `rechargeProportion`: one kind's share of the orders settled in a range (counts and amounts). */
export interface RechargeProportionKind extends RechargeKindTotal {
  /** Share of the range's settled orders, 0–1 (0 when there are none). */
  countShare: number;
  /** Share of the range's paid amount, 0–1. */
  amountShare: number;
}
export interface RechargeProportion {
  from: string;
  to: string;
  count: number;
  amountFen: number;
  kinds: RechargeProportionKind[];
}
