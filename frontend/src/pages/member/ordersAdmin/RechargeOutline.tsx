import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rechargeOutline } from '../../../api/equity.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';

/** `outline`: the range's settled orders, amount and average beside the range just before it. */
export function RechargeOutline({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const outline = useQuery({
    queryKey: [...payKeys.all, 'admin', 'rechargeOutline', from, to],
    queryFn: () => rechargeOutline({ from, to }),
  }).data;
  const change = (ratio: number | null | undefined) =>
    ratio === null || ratio === undefined
      ? t('rechargeStats.noPrevious')
      : new Intl.NumberFormat(i18n.language, {
          style: 'percent',
          signDisplay: 'exceptZero',
          maximumFractionDigits: 1,
        }).format(ratio);
  const figure = (label: string, value: string, note?: string, testId?: string) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" data-testid={testId}>
        {value}
      </Box>
      {note && <Box color="text-body-secondary">{note}</Box>}
    </div>
  );
  return (
    <Container
      data-testid="recharge-outline"
      header={
        <Header
          variant="h2"
          description={
            outline
              ? t('rechargeStats.previousRange', { from: outline.previous.from, to: outline.previous.to })
              : undefined
          }
        >
          {t('rechargeStats.outline')}
        </Header>
      }
    >
      <ColumnLayout columns={3} variant="text-grid">
        {figure(
          t('rechargeStats.count'),
          outline ? outline.count.toLocaleString(i18n.language) : '—',
          outline ? change(outline.countChange) : undefined,
          'recharge-outline-count',
        )}
        {figure(
          t('rechargeStats.amount'),
          outline ? formatFen(outline.amountFen, i18n.language) : '—',
          outline ? change(outline.amountChange) : undefined,
        )}
        {figure(t('rechargeStats.average'), outline ? formatFen(outline.averageFen, i18n.language) : '—')}
      </ColumnLayout>
    </Container>
  );
}
