import { z } from 'zod';
import { ORDER_KINDS, type OrderKind } from './pay.ts';
import { DaySchema, ORDER_KIND_FILTERS, RechargeStatsQuery, statsRangeOk } from './payAdmin.ts';

/**
 * The recharge statistics page (spec 3 §7 "recharge statistics (outline, trend, queryOrder,
 * downDayOrder)", cloud/pay/success/count): settled orders over a day range, read from the
 * settlement's counters, and the settled orders themselves.
 */
export const RechargeOutlineBody = RechargeStatsQuery;

export interface RechargeTotals {
  from: string;
  to: string;
  count: number;
  amountFen: number;
}
/** The range's totals beside the range of the same length just before it. */
export interface RechargeOutline extends RechargeTotals {
  /** Whole fen per settled order (0 without orders). */
  averageFen: number;
  previous: RechargeTotals;
  /** (this − previous) / previous; null when the previous range had none. */
  countChange: number | null;
  amountChange: number | null;
}

export const RechargeTrendBody = z
  .object({
    from: DaySchema,
    to: DaySchema,
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_KINDS).optional()),
  })
  .refine(statsRangeOk, { message: 'pay.badRange', path: ['to'] });
export interface RechargeTrend {
  from: string;
  to: string;
  kind: OrderKind | null;
  /** Every day of the range in order, zeros included. */
  days: { day: string; count: number; amountFen: number }[];
}

const optionalDay = z.preprocess((v) => (v === '' ? undefined : v), DaySchema.optional());
/** `queryOrder`: the settled (completed) orders, newest first, by creation day, kind and provider. */
export const RechargeOrderQuery = z
  .object({
    current: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_KIND_FILTERS).optional()),
    payType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['none', 'wxpay', 'alipay']).optional()),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'pay.badRange', path: ['to'] });
export type RechargeOrderInput = z.input<typeof RechargeOrderQuery>;
/** `downDayOrder`: one day's settled orders as an xlsx sheet. */
export const RechargeDayBody = z.object({ day: DaySchema });
