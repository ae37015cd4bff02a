import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cycleStatistics, dailyStatistics } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import {
  DayChart,
  FileCharts,
  StatisticsPage,
  USERS_SERIES,
  useStatisticsRange,
} from './StatisticsParts.tsx';

/** `/platform/statistics`: users, uploads, parses and models over a day range, from the server's counters. */
export function PlatformStatisticsPage() {
  const { t } = useTranslation();
  const stats = useStatisticsRange();
  const days = useQuery({ queryKey: stats.queryKey('days'), queryFn: () => dailyStatistics(stats.range) });
  const sum = useQuery({
    queryKey: stats.queryKey('cycle'),
    queryFn: () => cycleStatistics(stats.range),
  }).data;

  return (
    <StatisticsPage
      name="stats"
      testIdPrefix="stats"
      stats={stats}
      totals={[
        { label: t('ops.stats.newUsers'), value: sum?.newUsers ?? '-' },
        { label: t('ops.stats.activeUserDays'), value: sum?.activeUserDays ?? '-' },
        { label: t('ops.stats.uploads'), value: sum?.uploads ?? '-' },
        { label: t('ops.stats.uploadBytes'), value: sum ? formatBytes(sum.uploadBytes) : '-' },
        { label: t('ops.stats.parses'), value: sum?.parses ?? '-' },
      ]}
    >
      <DayChart
        title="ops.stats.users"
        testId="stats-users-chart"
        kind="line"
        days={days}
        series={USERS_SERIES}
      />
      <FileCharts testIdPrefix="stats" stats={stats} days={days} />
    </StatisticsPage>
  );
}
