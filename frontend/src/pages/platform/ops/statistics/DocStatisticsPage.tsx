import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { collectFiles } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import {
  ActivityChart,
  DayChart,
  ModelCharts,
  StatisticsPage,
  TotalsPanel,
  useStatisticsRange,
} from './StatisticsParts.tsx';

const MIB = 2 ** 20;

/** `/platform/doc-statistics`: files and models over a day range (cloud/fileHis), from the counters. */
export function DocStatisticsPage() {
  const { t } = useTranslation();
  const { range, setRange, queryKey } = useStatisticsRange('doc');
  const days = useQuery({ queryKey: queryKey('files'), queryFn: () => collectFiles(range) });
  const rows = days.data ?? [];
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);

  return (
    <StatisticsPage
      title={t('ops.docStats.title')}
      description={t('ops.docStats.description')}
      rangeTestId="doc-stats-range"
      range={range}
      onRangeChange={setRange}
    >
      <TotalsPanel
        testId="doc-stats-totals"
        items={[
          { label: t('ops.stats.uploads'), value: days.data ? sum((r) => r.uploads) : '-' },
          {
            label: t('ops.stats.uploadBytes'),
            value: days.data ? formatBytes(sum((r) => r.uploadBytes)) : '-',
          },
          { label: t('ops.stats.parses'), value: days.data ? sum((r) => r.parses) : '-' },
        ]}
      />
      <DayChart
        title={t('ops.docStats.volume')}
        testId="doc-stats-volume-chart"
        kind="line"
        days={days}
        series={[
          { title: t('ops.docStats.megabytes'), value: (d) => Math.round((d.uploadBytes / MIB) * 10) / 10 },
        ]}
      />
      <ActivityChart testId="doc-stats-activity-chart" days={days} />
      <ModelCharts testIdPrefix="doc-stats" range={range} queryKey={queryKey} />
    </StatisticsPage>
  );
}
