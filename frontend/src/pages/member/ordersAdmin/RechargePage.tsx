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
import { useRechargeProportion, useRechargeStats } from './queries.ts';
import { RechargeOutline } from './RechargeOutline.tsx';
import { SettledOrders } from './SettledOrders.tsx';

/**
 * Back office, order/index (spec 3 §2 "recharge management"): what was settled by type (the
 * proportion, `rechargeProportion`) and per day (the trend) over a day range, read from the settlement's counters, and the
 * recharge records (storage and parse packs) below.
 */
export function RechargePage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(lastDays(30));
  const stats = useRechargeStats({ from: range.startDay, to: range.endDay });
  const proportion = useRechargeProportion({ from: range.startDay, to: range.endDay });
  const status = stats.isLoading ? 'loading' : 'finished';
  const pieStatus = proportion.isLoading ? 'loading' : 'finished';
  const empty = <Box textAlign="center">{t('ops.chart.empty')}</Box>;
  const kinds = (proportion.data?.kinds ?? []).filter((k) => k.count > 0);
  const totalCount = proportion.data?.count ?? 0;
  const totalFen = proportion.data?.amountFen ?? 0;
  const days = stats.data?.days ?? [];
  const share = (part: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(part);
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
        <RechargeOutline from={range.startDay} to={range.endDay} />
        <ColumnLayout columns={2}>
          <Container header={<Header variant="h2">{t('payOrders.stats.proportion')}</Header>}>
            <PieChart
              data-testid="recharge-kind-chart"
              data={kinds.map((k) => ({
                title: t(`pay.kind.${k.kind}`),
                value: k.count,
                share: k.countShare,
              }))}
              hideFilter
              size="medium"
              statusType={pieStatus}
              detailPopoverContent={(d) => [
                { key: t('payOrders.stats.orders'), value: d.value },
                { key: t('payOrders.stats.share'), value: share(d.share) },
              ]}
              i18nStrings={chartStrings(t)}
              empty={empty}
            />
          </Container>
          <Container header={<Header variant="h2">{t('payOrders.stats.amountProportion')}</Header>}>
            <PieChart
              data-testid="recharge-amount-chart"
              data={kinds
                .filter((k) => k.amountFen > 0)
                .map((k) => ({
                  title: t(`pay.kind.${k.kind}`),
                  value: yuan(k.amountFen),
                  share: k.amountShare,
                }))}
              hideFilter
              size="medium"
              statusType={pieStatus}
              detailPopoverContent={(d) => [
                {
                  key: t('payOrders.stats.amount'),
                  value: formatFen(Math.round(d.value * 100), i18n.language),
                },
                { key: t('payOrders.stats.share'), value: share(d.share) },
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
        <SettledOrders from={range.startDay} to={range.endDay} />
        <OrdersTable recharge />
      </SpaceBetween>
    </ContentLayout>
  );
}
