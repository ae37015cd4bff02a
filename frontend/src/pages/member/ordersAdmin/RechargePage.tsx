import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartStrings, daySeries } from '../../platform/ops/shared/charts.ts';
import { DayRangePicker, lastDays } from '../../platform/ops/shared/DayRangePicker.tsx';
import { formatFen } from '../money.ts';
import { OrdersTable } from './OrdersTable.tsx';
import { useRechargeStats } from './queries.ts';

/**
 * Back office, order/index (spec 3 §2 "recharge management"): what was settled by type (the
 * proportion) and per day (the trend) over a day range, read from the settlement's counters, and the
 * recharge records (storage and parse packs) below.
 */
export function RechargePage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(lastDays(30));
  const stats = useRechargeStats({ from: range.startDay, to: range.endDay });
  const s = stats.data;
  const status = stats.isLoading ? 'loading' : 'finished';
  const empty = <Box textAlign="center">{t('ops.chart.empty')}</Box>;
  const kinds = (s?.byKind ?? []).filter((k) => k.count > 0);
  const totalCount = kinds.reduce((n, k) => n + k.count, 0);
  const totalFen = kinds.reduce((n, k) => n + k.amountFen, 0);
  const days = s?.days ?? [];
  const yuan = (fen: number) => fen / 100;
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header
          variant="h1"
          description={t('payOrders.rechargeDescription')}
          actions={<DayRangePicker value={range} onChange={setRange} testId="recharge-range" />}
        >
          {t('payOrders.rechargeTitle')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Box data-testid="recharge-total" variant="p">
          {t('payOrders.stats.total', { count: totalCount, amount: formatFen(totalFen, i18n.language) })}
        </Box>
        <ColumnLayout columns={2}>
          <Container header={<Header variant="h2">{t('payOrders.stats.proportion')}</Header>}>
            <PieChart
              data-testid="recharge-kind-chart"
              data={kinds.map((k) => ({ title: t(`pay.kind.${k.kind}`), value: k.count }))}
              hideFilter
              size="medium"
              statusType={status}
              i18nStrings={chartStrings(t)}
              empty={empty}
            />
          </Container>
          <Container header={<Header variant="h2">{t('payOrders.stats.amountProportion')}</Header>}>
            <PieChart
              data-testid="recharge-amount-chart"
              data={kinds
                .filter((k) => k.amountFen > 0)
                .map((k) => ({ title: t(`pay.kind.${k.kind}`), value: yuan(k.amountFen) }))}
              hideFilter
              size="medium"
              statusType={status}
              detailPopoverContent={(d) => [
                {
                  key: t('payOrders.stats.amount'),
                  value: formatFen(Math.round(d.value * 100), i18n.language),
                },
              ]}
              i18nStrings={chartStrings(t)}
              empty={empty}
            />
          </Container>
        </ColumnLayout>
        <Container header={<Header variant="h2">{t('payOrders.stats.trend')}</Header>}>
          <LineChart
            data-testid="recharge-trend-chart"
            series={[
              { title: t('payOrders.stats.orders'), type: 'line', data: daySeries(days, (d) => d.count) },
              {
                title: t('payOrders.stats.amount'),
                type: 'line',
                data: daySeries(days, (d) => yuan(d.amountFen)),
              },
            ]}
            xScaleType="categorical"
            height={220}
            hideFilter
            statusType={status}
            i18nStrings={chartStrings(t)}
            empty={empty}
          />
        </Container>
        <OrdersTable recharge />
      </SpaceBetween>
    </ContentLayout>
  );
}
