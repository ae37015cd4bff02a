import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cancelOrder, type OrderView } from '../../../api/pay.ts';
import { formatDateTime } from '../../../app/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { DuplicatePayment } from '../DuplicatePayment.tsx';
import { InvoicesTable } from '../invoice/InvoicesTable.tsx';
import { formatFen } from '../money.ts';
import { payKeys, useOwnOrders } from '../queries.ts';
import { CapacityTab } from './CapacityTab.tsx';
import {
  canRequestRefund,
  RefundRequestAction,
  RefundState,
  RefundWithdrawAction,
} from './RefundRequest.tsx';

const PAGE_SIZE = 10;
const TABS = ['order', 'capacity', 'invoice'] as const;
const STATUS_TYPE: Record<OrderView['status'], StatusIndicatorProps.Type> = {
  unpaid: 'pending',
  paid: 'in-progress',
  completed: 'success',
  noPayment: 'success',
  cancelled: 'stopped',
  failed: 'error',
};

function OrdersTable() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [current, setCurrent] = useState(1);
  const orders = useOwnOrders(current, PAGE_SIZE);
  // A payment or a refund finished elsewhere (payer page, provider notify): the rows change live.
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: payKeys.all }), [client]);
  useSocketMessage('ORDER_PAID', refresh);
  useSocketMessage('REFUND_FINISHED', refresh);
  const cancel = useMutation({
    mutationFn: (id: string) => cancelOrder(id),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
  });
  const money = (fen: number) => formatFen(fen, i18n.language);
  const total = orders.data?.total ?? 0;
  return (
    <Table
      data-testid="orders-table"
      loading={orders.isLoading}
      loadingText={t('pay.orders.loading')}
      items={orders.data?.records ?? []}
      trackBy="id"
      empty={t('pay.orders.empty')}
      header={<Header counter={`(${total})`}>{t('pay.orders.title')}</Header>}
      pagination={
        <Pagination
          currentPageIndex={current}
          pagesCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
        />
      }
      columnDefinitions={[
        { id: 'time', header: t('pay.orders.time'), cell: (o) => formatDateTime(o.createTime) },
        { id: 'no', header: t('pay.orders.no'), cell: (o) => o.orderNo },
        {
          id: 'item',
          header: t('pay.orders.item'),
          cell: (o) => (i18n.language === 'zh' ? o.name : o.nameEn),
        },
        { id: 'kind', header: t('pay.orders.kind'), cell: (o) => t(`pay.kind.${o.kind}`) },
        { id: 'amount', header: t('pay.orders.amount'), cell: (o) => money(o.amountFen) },
        { id: 'discount', header: t('pay.orders.discount'), cell: (o) => money(o.discountFen) },
        {
          id: 'paid',
          header: t('pay.orders.pay'),
          // What came back is shown under what was paid (the table is already wide).
          cell: (o) => (
            <>
              <div>{money(o.payFen)}</div>
              {o.refundedFen > 0 && (
                <Box variant="small" color="text-status-info" data-testid={`order-refunded-${o.id}`}>
                  {t('refund.orders.refundedAmount', { amount: money(o.refundedFen) })}
                </Box>
              )}
            </>
          ),
        },
        {
          id: 'method',
          header: t('pay.orders.method'),
          cell: (o) => (
            <>
              {o.payType === 'wxpay' || o.payType === 'alipay' || o.payType === 'petalpay'
                ? t(`pay.${o.payType}`)
                : '—'}
              {o.duplicate && <DuplicatePayment orderId={o.id} duplicate={o.duplicate} />}
            </>
          ),
        },
        {
          id: 'status',
          header: t('pay.orders.status'),
          cell: (o) => (
            <span data-testid={`order-status-${o.id}`}>
              <StatusIndicator type={STATUS_TYPE[o.status]}>{t(`pay.status.${o.status}`)}</StatusIndicator>
            </span>
          ),
        },
        { id: 'refund', header: t('refund.orders.refund'), cell: (o) => <RefundState order={o} /> },
        {
          id: 'actions',
          header: t('pay.orders.actions'),
          cell: (o) =>
            o.refundOpen && o.refundStatus !== 'refunding' ? (
              <RefundWithdrawAction order={o} />
            ) : canRequestRefund(o) ? (
              <RefundRequestAction order={o} />
            ) : o.status === 'unpaid' || o.status === 'failed' ? (
              <Button
                variant="inline-link"
                onClick={() => cancel.mutate(o.id)}
                data-testid={`order-cancel-${o.id}`}
              >
                {t('pay.dialog.cancelOrder')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

/** /open-record: the caller's records; orders, capacity and invoices tabs (?tab=order|capacity|invoice). */
export function OpenRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <ContentLayout defaultPadding header={<Header variant="h1">{t('pay.records.title')}</Header>}>
      <Tabs
        activeTabId={TABS.find((tab) => tab === params.get('tab')) ?? 'order'}
        onChange={({ detail }) => setParams({ tab: detail.activeTabId }, { replace: true })}
        tabs={[
          { id: 'order', label: t('pay.records.orders'), content: <OrdersTable /> },
          { id: 'capacity', label: t('capacity.tab'), content: <CapacityTab /> },
          { id: 'invoice', label: t('pay.records.invoices'), content: <InvoicesTable /> },
        ]}
      />
    </ContentLayout>
  );
}
