import { ORDER_KINDS, type OrderKind } from '@loopline/shared/contracts/pay';
import type { RechargeProportion } from '@loopline/shared/contracts/payAdmin';
import type { RechargeOutline, RechargeTrend } from '@loopline/shared/contracts/rechargeStats';
import { payStat } from '../entities/payStat.ts';
import { txItem } from '../entities/transaction.ts';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The day's counter of an order's kind raised by one order and its paid amount, as a transaction item
 * of the settlement: counted exactly when the order's status moves, never by reading orders back.
 */
export function rechargeCountItem(order: { tenantId: string; kind: OrderKind; payFen: number }, at: Date) {
  return txItem(
    payStat
      .update({ tenantId: order.tenantId, day: dayOf(at), kind: order.kind })
      .add({ count: 1, amountFen: order.payFen }),
  );
}

export interface RechargeDay {
  day: string;
  kind: OrderKind;
  count: number;
  amountFen: number;
}

/** The counters of a day range (inclusive, `YYYY-MM-DD`), one key-range query of the tenant's partition. */
export async function rechargeDays(tenantId: string, from: string, to: string): Promise<RechargeDay[]> {
  const { data } = await payStat.query
    .byDay({ tenantId })
    .between({ day: from }, { day: `${to}\uffff` })
    .go({ pages: 'all' });
  return data.map(({ day, kind, count, amountFen }) => ({ day, kind, count, amountFen }));
}

/**
 * `rechargeProportion`: each kind's share of the orders settled in a day range, counts and amounts,
 * summed from the same settlement counters (never the orders).
 */
export async function rechargeProportion(
  tenantId: string,
  from: string,
  to: string,
): Promise<RechargeProportion> {
  const rows = await rechargeDays(tenantId, from, to);
  const count = rows.reduce((n, r) => n + r.count, 0);
  const amountFen = rows.reduce((n, r) => n + r.amountFen, 0);
  const kinds = ORDER_KINDS.map((kind) => {
    const of = rows.filter((r) => r.kind === kind);
    const kindCount = of.reduce((n, r) => n + r.count, 0);
    const kindFen = of.reduce((n, r) => n + r.amountFen, 0);
    return {
      kind,
      count: kindCount,
      amountFen: kindFen,
      countShare: count ? kindCount / count : 0,
      amountShare: amountFen ? kindFen / amountFen : 0,
    };
  });
  return { from, to, count, amountFen, kinds };
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const shiftDay = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
const sum = (rows: RechargeDay[]) => ({
  count: rows.reduce((n, r) => n + r.count, 0),
  amountFen: rows.reduce((n, r) => n + r.amountFen, 0),
});

/** Every day of the range in order with its counters summed (zeros for quiet days) and its rows. */
export function daySeries(rows: RechargeDay[], from: string, to: string) {
  const days: { day: string; count: number; amountFen: number; of: RechargeDay[] }[] = [];
  for (let t = dayMs(from); t <= dayMs(to); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const of = rows.filter((r) => r.day === day);
    days.push({ day, ...sum(of), of });
  }
  return days;
}

const change = (now: number, before: number) => (before === 0 ? null : (now - before) / before);

/**
 * `outline`: the range's settled orders and amount, the average order, and the same figures for the
 * range of the same length just before (one key-range query covering both).
 */
export async function rechargeOutline(tenantId: string, from: string, to: string): Promise<RechargeOutline> {
  const length = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  const previousFrom = shiftDay(from, -length);
  const previousTo = shiftDay(from, -1);
  const rows = await rechargeDays(tenantId, previousFrom, to);
  const now = sum(rows.filter((r) => r.day >= from));
  const before = sum(rows.filter((r) => r.day < from));
  return {
    from,
    to,
    ...now,
    averageFen: now.count ? Math.round(now.amountFen / now.count) : 0,
    previous: { from: previousFrom, to: previousTo, ...before },
    countChange: change(now.count, before.count),
    amountChange: change(now.amountFen, before.amountFen),
  };
}

/** `trend`: settled orders and amount per day, of one kind or all. */
export async function rechargeTrend(
  tenantId: string,
  range: { from: string; to: string; kind?: OrderKind },
): Promise<RechargeTrend> {
  const rows = (await rechargeDays(tenantId, range.from, range.to)).filter(
    (r) => !range.kind || r.kind === range.kind,
  );
  return {
    from: range.from,
    to: range.to,
    kind: range.kind ?? null,
    days: daySeries(rows, range.from, range.to).map(({ of: _of, ...day }) => day),
  };
}
