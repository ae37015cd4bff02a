import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cycleStatistics, dailyStatistics, usersByTier } from '../../../../api/platformOps.ts';
import { DayChart, PiePanel, StatisticsPage, USERS_SERIES, useStatisticsRange } from './StatisticsParts.tsx';

/**
 * `/platform/platform-statistics`: the platform's users over a day range (new, active), from the
 * counters, and users by membership tier: live when the range reaches today, else the day's snapshot.
 */
export function UserStatisticsPage() {
  const { t } = useTranslation();
  const stats = useStatisticsRange('users');
  const days = useQuery({ queryKey: stats.queryKey('days'), queryFn: () => dailyStatistics(stats.range) });
  const sum = useQuery({
    queryKey: stats.queryKey('cycle'),
    queryFn: () => cycleStatistics(stats.range),
  }).data;
  const byTier = useQuery({ queryKey: stats.queryKey('tier'), queryFn: () => usersByTier(stats.range) });
  const tierDay = byTier.data?.day;
  const peak = (days.data ?? []).reduce((n, r) => Math.max(n, r.activeUsers), 0);
  const tierNote = byTier.data?.live
    ? t('ops.userStats.byTierLive')
    : tierDay
      ? t('ops.userStats.byTierAsOf', { day: tierDay })
      : t('ops.userStats.byTierNone');

  return (
    <StatisticsPage
      name="userStats"
      testIdPrefix="user-stats"
      stats={stats}
      totals={[
        { label: t('ops.stats.newUsers'), value: sum?.newUsers ?? '-' },
        { label: t('ops.stats.activeUserDays'), value: sum?.activeUserDays ?? '-' },
        { label: t('ops.userStats.peakActive'), value: days.data ? peak : '-' },
      ]}
    >
      <DayChart
        title="ops.stats.users"
        testId="user-stats-chart"
        kind="line"
        days={days}
        series={USERS_SERIES}
        height={260}
      />
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
