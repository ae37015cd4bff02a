import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
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
import { collectFiles, modelFormats, modelSizes } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import { opsKeys } from '../queries.ts';
import { chartStrings, daySeries } from '../shared/charts.ts';
import { DayRangePicker, lastDays } from '../shared/DayRangePicker.tsx';

const MIB = 2 ** 20;

/** `/platform/doc-statistics`: files and models over a day range (cloud/fileHis), from the counters. */
export function DocStatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastDays(30));
  const key = (name: string) => [...opsKeys.statistics(), 'doc', name, range];
  const days = useQuery({ queryKey: key('files'), queryFn: () => collectFiles(range) });
  const formats = useQuery({ queryKey: key('formats'), queryFn: () => modelFormats(range) });
  const sizes = useQuery({ queryKey: key('sizes'), queryFn: () => modelSizes(range) });
  const rows = days.data ?? [];
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const empty = <Box textAlign="center">{t('ops.chart.empty')}</Box>;
  const status = (q: { isLoading: boolean }) =>
    (q.isLoading ? 'loading' : 'finished') as 'loading' | 'finished';

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('ops.docStats.description')}>
          {t('ops.docStats.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DayRangePicker testId="doc-stats-range" value={range} onChange={setRange} />
        <Container header={<Header variant="h2">{t('ops.stats.totals')}</Header>}>
          <KeyValuePairs
            data-testid="doc-stats-totals"
            columns={3}
            items={[
              { label: t('ops.stats.uploads'), value: days.data ? sum((r) => r.uploads) : '-' },
              {
                label: t('ops.stats.uploadBytes'),
                value: days.data ? formatBytes(sum((r) => r.uploadBytes)) : '-',
              },
              { label: t('ops.stats.parses'), value: days.data ? sum((r) => r.parses) : '-' },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('ops.docStats.volume')}</Header>}>
          <LineChart
            data-testid="doc-stats-volume-chart"
            series={[
              {
                title: t('ops.docStats.megabytes'),
                type: 'line',
                data: daySeries(rows, (d) => Math.round((d.uploadBytes / MIB) * 10) / 10),
              },
            ]}
            xScaleType="categorical"
            height={220}
            hideFilter
            statusType={status(days)}
            i18nStrings={chartStrings(t)}
            empty={empty}
          />
        </Container>
        <Container header={<Header variant="h2">{t('ops.stats.activity')}</Header>}>
          <BarChart
            data-testid="doc-stats-activity-chart"
            series={[
              { title: t('ops.stats.uploads'), type: 'bar', data: daySeries(rows, (d) => d.uploads) },
              { title: t('ops.stats.parses'), type: 'bar', data: daySeries(rows, (d) => d.parses) },
            ]}
            xScaleType="categorical"
            height={220}
            hideFilter
            statusType={status(days)}
            i18nStrings={chartStrings(t)}
            empty={empty}
          />
        </Container>
        <ColumnLayout columns={2}>
          <Container header={<Header variant="h2">{t('ops.stats.formats')}</Header>}>
            <PieChart
              data-testid="doc-stats-formats-chart"
              data={(formats.data ?? []).map((f) => ({ title: f.key, value: f.count }))}
              hideFilter
              size="medium"
              statusType={status(formats)}
              i18nStrings={chartStrings(t)}
              empty={empty}
            />
          </Container>
          <Container header={<Header variant="h2">{t('ops.stats.sizes')}</Header>}>
            <BarChart
              data-testid="doc-stats-sizes-chart"
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
              statusType={status(sizes)}
              i18nStrings={{ ...chartStrings(t), xTickFormatter: undefined }}
              empty={empty}
            />
          </Container>
        </ColumnLayout>
      </SpaceBetween>
    </ContentLayout>
  );
}
