import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatBytes, formatDateTime } from '../../../app/format.ts';
import { formatFen } from '../money.ts';
import { useCapacity } from '../ordersAdmin/queries.ts';

const PAGE_SIZE = 10;

/** /open-record?tab=capacity: storage and parses held and used now, and the packs bought. */
export function CapacityTab() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const capacity = useCapacity(current, PAGE_SIZE);
  const c = capacity.data;
  const total = c?.packs.total ?? 0;
  const percent =
    c && c.storageTotal > 0 ? Math.min(100, Math.round((c.storageUsed / c.storageTotal) * 100)) : 0;
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            actions={
              <Button
                onClick={() => navigate('/member-center?paymentType=expansion')}
                data-testid="capacity-buy"
              >
                {t('capacity.buy')}
              </Button>
            }
          >
            {t('capacity.tab')}
          </Header>
        }
      >
        <ColumnLayout columns={2} variant="text-grid">
          <div data-testid="capacity-storage">
            <Box variant="awsui-key-label">{t('capacity.storage')}</Box>
            {c ? (
              <ProgressBar
                value={percent}
                status={c.storageUsed > c.storageTotal ? 'error' : 'in-progress'}
                additionalInfo={`${formatBytes(c.storageUsed)} / ${formatBytes(c.storageTotal)}`}
              />
            ) : null}
          </div>
          <div data-testid="capacity-parses">
            <Box variant="awsui-key-label">{t('capacity.parses')}</Box>
            <Box variant="h3">{c ? (c.parseUnlimited ? t('pay.unlimited') : c.parseCount) : '—'}</Box>
          </div>
        </ColumnLayout>
      </Container>
      <Table
        data-testid="capacity-packs"
        loading={capacity.isLoading}
        loadingText={t('pay.orders.loading')}
        items={c?.packs.records ?? []}
        trackBy="id"
        empty={t('capacity.empty')}
        header={<Header counter={`(${total})`}>{t('capacity.packs')}</Header>}
        pagination={
          <Pagination
            currentPageIndex={current}
            pagesCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
          />
        }
        columnDefinitions={[
          {
            id: 'time',
            header: t('payOrders.paidTime'),
            cell: (o) => formatDateTime(o.paidTime || o.createTime),
          },
          {
            id: 'item',
            header: t('pay.orders.item'),
            cell: (o) => (i18n.language === 'zh' ? o.name : o.nameEn),
          },
          { id: 'kind', header: t('pay.orders.kind'), cell: (o) => t(`pay.kind.${o.kind}`) },
          { id: 'paid', header: t('pay.orders.pay'), cell: (o) => formatFen(o.payFen, i18n.language) },
          { id: 'no', header: t('pay.orders.no'), cell: (o) => o.orderNo },
        ]}
      />
    </SpaceBetween>
  );
}
