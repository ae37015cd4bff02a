import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cycleStatistics, dailyStatistics, usersByTier } from '../../../../api/platformOps.ts';
import { PiePanel, StatisticsPage, TotalsPanel, UsersChart, useStatisticsRange } from './StatisticsParts.tsx';

/**
 * `/platform/platform-statistics`: the platform's users over a day range (new, active), from the
 * counters, and users by membership tier: live when the range reaches today, else the day's snapshot.
 */
export function UserStatisticsPage() {
  const { t } = useTranslation();
  const { range, setRange, queryKey } = useStatisticsRange('users');
  const days = useQuery({ queryKey: queryKey('days'), queryFn: () => dailyStatistics(range) });
  const totals = useQuery({ queryKey: queryKey('cycle'), queryFn: () => cycleStatistics(range) });
  const byTier = useQuery({ queryKey: queryKey('tier'), queryFn: () => usersByTier(range) });
  const tierDay = byTier.data?.day;
  const peak = (days.data ?? []).reduce((n, r) => Math.max(n, r.activeUsers), 0);
  const sum = totals.data;
  const tierNote = byTier.data?.live
    ? t('ops.userStats.byTierLive')
    : tierDay
      ? t('ops.userStats.byTierAsOf', { day: tierDay })
      : t('ops.userStats.byTierNone');

  return (
    <StatisticsPage
      title={t('ops.userStats.title')}
      description={t('ops.userStats.description')}
      rangeTestId="user-stats-range"
      range={range}
      onRangeChange={setRange}
    >
      <TotalsPanel
        testId="user-stats-totals"
        items={[
          { label: t('ops.stats.newUsers'), value: sum?.newUsers ?? '-' },
          { label: t('ops.stats.activeUserDays'), value: sum?.activeUserDays ?? '-' },
          { label: t('ops.userStats.peakActive'), value: days.data ? peak : '-' },
        ]}
      />
      <UsersChart testId="user-stats-chart" days={days} height={260} />
      <PiePanel
        title={t('ops.userStats.byTier')}
        description={tierNote}
        testId="user-stats-tier-chart"
        query={byTier}
        data={(tierDay ? (byTier.data?.tiers ?? []) : []).map((tier) => ({
          title: t(`privilege.tier.${tier.key}`),
          value: tier.count,
        }))}
      />
    </StatisticsPage>
  );
}
