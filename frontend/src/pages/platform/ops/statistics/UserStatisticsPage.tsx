import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cycleStatistics, dailyStatistics, usersByTier } from '../../../../api/platformOps.ts';
import { opsKeys } from '../queries.ts';
import { chartStrings, daySeries } from '../shared/charts.ts';
import { DayRangePicker, lastDays } from '../shared/DayRangePicker.tsx';

/**
 * `/platform/platform-statistics`: the platform's users over a day range (new, active), from the
 * counters, and users by membership tier from the latest hourly roll-up in the range.
 */
export function UserStatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastDays(30));
  const key = (name: string) => [...opsKeys.statistics(), 'users', name, range];
  const days = useQuery({ queryKey: key('days'), queryFn: () => dailyStatistics(range) });
  const totals = useQuery({ queryKey: key('cycle'), queryFn: () => cycleStatistics(range) });
  const byTier = useQuery({ queryKey: key('tier'), queryFn: () => usersByTier(range) });
  const tierDay = byTier.data?.day;
  const rows = days.data ?? [];
  const peak = rows.reduce((n, r) => Math.max(n, r.activeUsers), 0);
  const sum = totals.data;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('ops.userStats.description')}>
          {t('ops.userStats.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DayRangePicker testId="user-stats-range" value={range} onChange={setRange} />
        <Container header={<Header variant="h2">{t('ops.stats.totals')}</Header>}>
          <KeyValuePairs
            data-testid="user-stats-totals"
            columns={3}
            items={[
              { label: t('ops.stats.newUsers'), value: sum?.newUsers ?? '-' },
              { label: t('ops.stats.activeUserDays'), value: sum?.activeUserDays ?? '-' },
              { label: t('ops.userStats.peakActive'), value: days.data ? peak : '-' },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('ops.stats.users')}</Header>}>
          <LineChart
            data-testid="user-stats-chart"
            series={[
              { title: t('ops.stats.newUsers'), type: 'line', data: daySeries(rows, (d) => d.newUsers) },
              { title: t('ops.log.activeUsers'), type: 'line', data: daySeries(rows, (d) => d.activeUsers) },
            ]}
            xScaleType="categorical"
            height={260}
            hideFilter
            statusType={days.isLoading ? 'loading' : 'finished'}
            i18nStrings={chartStrings(t)}
            empty={<Box textAlign="center">{t('ops.chart.empty')}</Box>}
          />
        </Container>
        <Container
          header={
            <Header
              variant="h2"
              description={
                tierDay ? t('ops.userStats.byTierAsOf', { day: tierDay }) : t('ops.userStats.byTierNone')
              }
            >
              {t('ops.userStats.byTier')}
            </Header>
          }
        >
          <PieChart
            data-testid="user-stats-tier-chart"
            data={(tierDay ? (byTier.data?.tiers ?? []) : []).map((tier) => ({
              title: t(`privilege.tier.${tier.key}`),
              value: tier.count,
            }))}
            hideFilter
            size="medium"
            statusType={byTier.isLoading ? 'loading' : byTier.isError ? 'error' : 'finished'}
            i18nStrings={chartStrings(t)}
            empty={<Box textAlign="center">{t('ops.chart.empty')}</Box>}
          />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
