import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { collectFiles } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import { FileHistoryTable } from './FileHistoryTable.tsx';
import { DayChart, FileCharts, StatisticsPage, useStatisticsRange } from './StatisticsParts.tsx';

const MIB = 2 ** 20;

/** `/platform/doc-statistics`: files and models over a day range (cloud/fileHis), from the counters. */
export function DocStatisticsPage() {
  const { t } = useTranslation();
  const stats = useStatisticsRange('doc');
  const days = useQuery({ queryKey: stats.queryKey('files'), queryFn: () => collectFiles(stats.range) });
  const rows = days.data ?? [];
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const total = (value: () => string | number) => (days.data ? value() : '-');

  return (
    <StatisticsPage
      name="docStats"
      testIdPrefix="doc-stats"
      stats={stats}
      totals={[
        { label: t('ops.stats.uploads'), value: total(() => sum((r) => r.uploads)) },
        { label: t('ops.stats.uploadBytes'), value: total(() => formatBytes(sum((r) => r.uploadBytes))) },
        { label: t('ops.stats.parses'), value: total(() => sum((r) => r.parses)) },
      ]}
    >
      <DayChart
        title="ops.docStats.volume"
        testId="doc-stats-volume-chart"
        kind="line"
        days={days}
        series={[
          { title: 'ops.docStats.megabytes', value: (d) => Math.round((d.uploadBytes / MIB) * 10) / 10 },
        ]}
      />
      <FileCharts testIdPrefix="doc-stats" stats={stats} days={days} />
      <FileHistoryTable />
    </StatisticsPage>
  );
}
