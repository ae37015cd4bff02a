import { opsCounter } from '../entities/opsCounter.ts';

/**
 * One metric's counters over a day range: one key-range query of the metric's partition
 * (`day#key` sort keys), whatever the number of users or records behind them.
 */
export async function counterRows(tenantId: string, metric: string, startDay: string, endDay: string) {
  const rows = await opsCounter.query
    .byMetricDay({ tenantId, metric })
    .between({ day: startDay, key: '' }, { day: endDay, key: '\uffff' })
    .go({ pages: 'all' });
  return rows.data.map((r) => ({ day: r.day, key: r.key, count: r.count }));
}

/** The metric's total per day (keys summed), every day of `days` present. */
export async function dailySeries(tenantId: string, metric: string, days: string[]) {
  const byDay = new Map(days.map((d) => [d, 0]));
  for (const row of await counterRows(tenantId, metric, days[0]!, days.at(-1)!))
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count);
  return byDay;
}

/** The metric's total per breakdown key over the range, largest first. */
export async function totalsByKey(tenantId: string, metric: string, startDay: string, endDay: string) {
  const byKey = new Map<string, number>();
  for (const row of await counterRows(tenantId, metric, startDay, endDay))
    byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.count);
  return [...byKey].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count);
}
