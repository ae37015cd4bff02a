import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PlatformDayStats } from '@loopline/shared/contracts/platformOps';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, modelFormats, modelSizes } from '../../../../api/platformOps.ts';
import { opsKeys } from '../queries.ts';
import { chartStrings, daySeries } from '../shared/charts.ts';
import { DayRangePicker, lastDays } from '../shared/DayRangePicker.tsx';

/**
 * The pieces the statistics pages are made of: the page with its day range, the totals, the per-day
 * charts and the model charts, so each page only says which counters it shows.
 */

type Status = 'loading' | 'finished' | 'error';
const statusOf = (q: { isLoading: boolean; isError?: boolean }): Status =>
  q.isLoading ? 'loading' : q.isError ? 'error' : 'finished';

/** The page's day range (the last 30 days at first) and its query keys under `scope`. */
export function useStatisticsRange(...scope: string[]) {
  const [range, setRange] = useState(lastDays(30));
  const queryKey = (name: string) => [...opsKeys.statistics(), ...scope, name, range];
  return { range, setRange, queryKey };
}

/** A statistics page: title, description, the range picker, then its panels. */
export function StatisticsPage({
  title,
  description,
  rangeTestId,
  range,
  onRangeChange,
  children,
}: {
  title: string;
  description: string;
  rangeTestId: string;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  children: ReactNode;
}) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DayRangePicker testId={rangeTestId} value={range} onChange={onRangeChange} />
        {children}
      </SpaceBetween>
    </ContentLayout>
  );
}

/** The totals over the range. */
export function TotalsPanel({ testId, items }: { testId: string; items: KeyValuePairsProps.Item[] }) {
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h2">{t('ops.stats.totals')}</Header>}>
      <KeyValuePairs data-testid={testId} columns={items.length} items={items} />
    </Container>
  );
}

export function ChartEmpty() {
  const { t } = useTranslation();
  return <Box textAlign="center">{t('ops.chart.empty')}</Box>;
}

type DayRows = { data?: PlatformDayStats[]; isLoading: boolean };

/** A per-day chart in its panel: one line or bar series per counter of the day rows. */
export function DayChart({
  title,
  testId,
  kind,
  days,
  series,
  height = 220,
}: {
  title: string;
  testId: string;
  kind: 'line' | 'bar';
  days: DayRows;
  series: { title: string; value: (day: PlatformDayStats) => number }[];
  height?: number;
}) {
  const { t } = useTranslation();
  const rows = days.data ?? [];
  const common = {
    'data-testid': testId,
    xScaleType: 'categorical' as const,
    height,
    hideFilter: true,
    statusType: statusOf(days),
    i18nStrings: chartStrings(t),
    empty: <ChartEmpty />,
  };
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {kind === 'line' ? (
        <LineChart
          {...common}
          series={series.map((s) => ({ title: s.title, type: 'line', data: daySeries(rows, s.value) }))}
        />
      ) : (
        <BarChart
          {...common}
          series={series.map((s) => ({ title: s.title, type: 'bar', data: daySeries(rows, s.value) }))}
        />
      )}
    </Container>
  );
}

/** New and active users per day. */
export function UsersChart({ testId, days, height }: { testId: string; days: DayRows; height?: number }) {
  const { t } = useTranslation();
  return (
    <DayChart
      title={t('ops.stats.users')}
      testId={testId}
      kind="line"
      days={days}
      height={height}
      series={[
        { title: t('ops.stats.newUsers'), value: (d) => d.newUsers },
        { title: t('ops.log.activeUsers'), value: (d) => d.activeUsers },
      ]}
    />
  );
}

/** Uploads and parses per day. */
export function ActivityChart({ testId, days }: { testId: string; days: DayRows }) {
  const { t } = useTranslation();
  return (
    <DayChart
      title={t('ops.stats.activity')}
      testId={testId}
      kind="bar"
      days={days}
      series={[
        { title: t('ops.stats.uploads'), value: (d) => d.uploads },
        { title: t('ops.stats.parses'), value: (d) => d.parses },
      ]}
    />
  );
}

/** The models uploaded in the range by format (pie) and by size bucket (bars), with their queries. */
export function ModelCharts({
  testIdPrefix,
  range,
  queryKey,
}: {
  testIdPrefix: string;
  range: DayRange;
  queryKey: (name: string) => unknown[];
}) {
  const { t } = useTranslation();
  const formats = useQuery({ queryKey: queryKey('formats'), queryFn: () => modelFormats(range) });
  const sizes = useQuery({ queryKey: queryKey('sizes'), queryFn: () => modelSizes(range) });
  return (
    <ColumnLayout columns={2}>
      <PiePanel
        title={t('ops.stats.formats')}
        testId={`${testIdPrefix}-formats-chart`}
        query={formats}
        data={(formats.data ?? []).map((f) => ({ title: f.key, value: f.count }))}
      />
      <Container header={<Header variant="h2">{t('ops.stats.sizes')}</Header>}>
        <BarChart
          data-testid={`${testIdPrefix}-sizes-chart`}
          series={[
            {
              title: t('ops.stats.models'),
              type: 'bar',
              data: (sizes.data ?? []).map((s) => ({ x: s.key, y: s.count })),
            },
          ]}
          xScaleType="categorical"
          height={220}
          hideFilter
          hideLegend
          statusType={statusOf(sizes)}
          i18nStrings={{ ...chartStrings(t), xTickFormatter: undefined }}
          empty={<ChartEmpty />}
        />
      </Container>
    </ColumnLayout>
  );
}

/** A pie of named counts in its panel. */
export function PiePanel({
  title,
  description,
  testId,
  query,
  data,
}: {
  title: string;
  description?: string;
  testId: string;
  query: { isLoading: boolean; isError?: boolean };
  data: { title: string; value: number }[];
}) {
  const { t } = useTranslation();
  return (
    <Container
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
    >
      <PieChart
        data-testid={testId}
        data={data}
        hideFilter
        size="medium"
        statusType={statusOf(query)}
        i18nStrings={chartStrings(t)}
        empty={<ChartEmpty />}
      />
    </Container>
  );
}
