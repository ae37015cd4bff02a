import type { TFunction } from 'i18next';

/** The chart labels Cloudscape reads, translated. */
export const chartStrings = (t: TFunction) => ({
  filterLabel: t('ops.chart.filter'),
  filterPlaceholder: t('ops.chart.filter'),
  legendAriaLabel: t('ops.chart.legend'),
  chartAriaRoleDescription: t('ops.chart.chart'),
  detailsValue: t('ops.chart.value'),
  detailsPercentage: t('ops.chart.percentage'),
  xTickFormatter: (x: unknown) => String(x).slice(5),
});

/** One line of a per-day chart: x is the day, y the value read from the row. */
export function daySeries<T extends { day: string }>(rows: T[], value: (row: T) => number) {
  return rows.map((row) => ({ x: row.day, y: value(row) }));
}
