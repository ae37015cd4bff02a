import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginAccessInfo, loginOnlineProportion, loginStatistics } from '../../../../api/platformOps.ts';
import { opsKeys } from '../queries.ts';
import { chartStrings, daySeries } from '../shared/charts.ts';
import { DayRangePicker, lastDays } from '../shared/DayRangePicker.tsx';

/** Sign-ins per day, sign-ins by client and the online proportion, from the server's daily counters. */
export function LoginStatsTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastDays(30));
  const stats = useQuery({
    queryKey: [...opsKeys.loginLog(), 'statistics', range],
    queryFn: () => loginStatistics(range),
  });
  const clients = useQuery({
    queryKey: [...opsKeys.loginLog(), 'accessInfo', range],
    queryFn: () => loginAccessInfo(range),
  });
  const proportion = useQuery({
    queryKey: [...opsKeys.loginLog(), 'onlineProportion'],
    queryFn: loginOnlineProportion,
  });
  const days = stats.data ?? [];
  const p = proportion.data;
  return (
    <SpaceBetween size="l">
      <DayRangePicker testId="login-stats-range" value={range} onChange={setRange} />
      <Container header={<Header variant="h2">{t('ops.log.perDay')}</Header>}>
        <LineChart
          data-testid="login-stats-chart"
          series={[
            { title: t('ops.log.result.success'), type: 'line', data: daySeries(days, (d) => d.success) },
            { title: t('ops.log.result.fail'), type: 'line', data: daySeries(days, (d) => d.fail) },
            { title: t('ops.log.activeUsers'), type: 'line', data: daySeries(days, (d) => d.active) },
          ]}
          xScaleType="categorical"
          height={260}
          statusType={stats.isLoading ? 'loading' : 'finished'}
          hideFilter
          xTitle={t('ops.chart.day')}
          yTitle={t('ops.chart.count')}
          i18nStrings={chartStrings(t)}
          empty={<Box textAlign="center">{t('ops.chart.empty')}</Box>}
        />
      </Container>
      <ColumnLayout columns={2}>
        <Container header={<Header variant="h2">{t('ops.log.accessInfo')}</Header>}>
          <PieChart
            data-testid="login-access-chart"
            data={(clients.data ?? []).map((c) => ({ title: c.clientId, value: c.count }))}
            statusType={clients.isLoading ? 'loading' : 'finished'}
            hideFilter
            size="medium"
            variant="donut"
            i18nStrings={chartStrings(t)}
            empty={<Box textAlign="center">{t('ops.chart.empty')}</Box>}
          />
        </Container>
        <Container header={<Header variant="h2">{t('ops.log.onlineProportion')}</Header>}>
          <PieChart
            data-testid="login-online-chart"
            data={
              p
                ? [
                    { title: t('ops.log.online'), value: p.online },
                    { title: t('ops.log.offlineToday'), value: Math.max(0, p.activeToday - p.online) },
                  ]
                : []
            }
            statusType={proportion.isLoading ? 'loading' : 'finished'}
            hideFilter
            size="medium"
            variant="donut"
            innerMetricValue={p ? `${Math.round(p.proportion * 100)}%` : ''}
            innerMetricDescription={t('ops.log.online')}
            i18nStrings={chartStrings(t)}
            empty={<Box textAlign="center">{t('ops.chart.empty')}</Box>}
          />
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}
