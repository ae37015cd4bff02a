import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cycleStatistics, dailyStatistics } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import {
  ActivityChart,
  ModelCharts,
  StatisticsPage,
  TotalsPanel,
  UsersChart,
  useStatisticsRange,
} from './StatisticsParts.tsx';

/** `/platform/statistics`: users, uploads, parses and models over a day range, from the server's counters. */
export function PlatformStatisticsPage() {
  const { t } = useTranslation();
  const { range, setRange, queryKey } = useStatisticsRange();
  const days = useQuery({ queryKey: queryKey('days'), queryFn: () => dailyStatistics(range) });
  const totals = useQuery({ queryKey: queryKey('cycle'), queryFn: () => cycleStatistics(range) });
  const sum = totals.data;

  return (
    <StatisticsPage
      title={t('ops.stats.title')}
      description={t('ops.stats.description')}
      rangeTestId="stats-range"
      range={range}
      onRangeChange={setRange}
    >
      <TotalsPanel
        testId="stats-totals"
        items={[
          { label: t('ops.stats.newUsers'), value: sum?.newUsers ?? '-' },
          { label: t('ops.stats.activeUserDays'), value: sum?.activeUserDays ?? '-' },
          { label: t('ops.stats.uploads'), value: sum?.uploads ?? '-' },
          { label: t('ops.stats.uploadBytes'), value: sum ? formatBytes(sum.uploadBytes) : '-' },
          { label: t('ops.stats.parses'), value: sum?.parses ?? '-' },
        ]}
      />
      <UsersChart testId="stats-users-chart" days={days} />
      <ActivityChart testId="stats-activity-chart" days={days} />
      <ModelCharts testIdPrefix="stats" range={range} queryKey={queryKey} />
    </StatisticsPage>
  );
}
