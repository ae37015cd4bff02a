import { ORDER_KINDS, type OrderKind } from '@loopline/shared/contracts/pay';
import type { RechargeProportion } from '@loopline/shared/contracts/payAdmin';
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
