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
import { modelFormats, modelSizes } from '../../../../api/platformOps.ts';
import { opsKeys } from '../queries.ts';
import { chartStrings, daySeries } from '../shared/charts.ts';
import { DayRangePicker, lastDays } from '../shared/DayRangePicker.tsx';

/**
 * The pieces the statistics pages are made of: the page with its day range and totals, the per-day
 * charts, the model charts and a pie panel, so each page only says which counters it shows.
 */

type Status = 'loading' | 'finished' | 'error';
const statusOf = (q: { isLoading: boolean; isError?: boolean }): Status =>
  q.isLoading ? 'loading' : q.isError ? 'error' : 'finished';

/** A page's day range (the last 30 days at first) and its query keys under `scope`. */
export function useStatisticsRange(...scope: string[]) {
  const [range, setRange] = useState(lastDays(30));
  const queryKey = (name: string) => [...opsKeys.statistics(), ...scope, name, range];
  return { range, setRange, queryKey };
}

type StatisticsRange = ReturnType<typeof useStatisticsRange>;

/**
 * A statistics page: title and description (`ops.<name>.title`, `.description`), the range picker
 * and the totals over the range (`<testIdPrefix>-range`, `-totals`), then its panels.
 */
export function StatisticsPage({
  name,
  testIdPrefix,
  stats,
  totals,
  children,
}: {
  name: 'stats' | 'docStats' | 'userStats';
  testIdPrefix: string;
  stats: StatisticsRange;
  totals: KeyValuePairsProps.Item[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(`ops.${name}.description`)}>
          {t(`ops.${name}.title`)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DayRangePicker testId={`${testIdPrefix}-range`} value={stats.range} onChange={stats.setRange} />
        <Container header={<Header variant="h2">{t('ops.stats.totals')}</Header>}>
          <KeyValuePairs data-testid={`${testIdPrefix}-totals`} columns={totals.length} items={totals} />
        </Container>
        {children}
      </SpaceBetween>
    </ContentLayout>
  );
}

function ChartEmpty() {
  const { t } = useTranslation();
  return <Box textAlign="center">{t('ops.chart.empty')}</Box>;
}

/** A series of a per-day chart: its title's message key and the counter it reads from a day row. */
export interface DaySeries {
  title: string;
  value: (day: PlatformDayStats) => number;
}

/** New and active users per day. */
export const USERS_SERIES: DaySeries[] = [
  { title: 'ops.stats.newUsers', value: (d) => d.newUsers },
  { title: 'ops.log.activeUsers', value: (d) => d.activeUsers },
];

/** Uploads and parses per day. */
const ACTIVITY_SERIES: DaySeries[] = [
  { title: 'ops.stats.uploads', value: (d) => d.uploads },
  { title: 'ops.stats.parses', value: (d) => d.parses },
];

type DayRows = { data?: PlatformDayStats[]; isLoading: boolean };

/** A per-day chart in its panel (the title and the series' titles are message keys). */
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
  series: DaySeries[];
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
  const data = (s: DaySeries) => ({ title: t(s.title), data: daySeries(rows, s.value) });
  return (
    <Container header={<Header variant="h2">{t(title)}</Header>}>
      {kind === 'line' ? (
        <LineChart {...common} series={series.map((s) => ({ ...data(s), type: 'line' as const }))} />
      ) : (
        <BarChart {...common} series={series.map((s) => ({ ...data(s), type: 'bar' as const }))} />
      )}
    </Container>
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

/**
 * The files' panels: uploads and parses per day (from the page's day rows), then the models
 * uploaded in the range by format (pie) and by size bucket (bars), with their own queries.
 */
export function FileCharts({
  testIdPrefix,
  stats,
  days,
}: {
  testIdPrefix: string;
  stats: StatisticsRange;
  days: DayRows;
}) {
  const { t } = useTranslation();
  const { range, queryKey } = stats;
  const formats = useQuery({ queryKey: queryKey('formats'), queryFn: () => modelFormats(range) });
  const sizes = useQuery({ queryKey: queryKey('sizes'), queryFn: () => modelSizes(range) });
  return (
    <>
      <DayChart
        title="ops.stats.activity"
        testId={`${testIdPrefix}-activity-chart`}
        kind="bar"
        days={days}
        series={ACTIVITY_SERIES}
      />
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
    </>
  );
}
