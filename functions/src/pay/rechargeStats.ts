import type { OrderKind } from '@loopline/shared/contracts/pay';
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
