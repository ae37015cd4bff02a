import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  REFUND_RECORD_STATES,
  REFUND_SOURCES,
  type RefundRecordState,
  type RefundSource,
  type RefundView,
} from '@loopline/shared/contracts/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveRefund, syncRefund } from '../../../api/refund.ts';
import { notify } from '../../../components/notifications/store.ts';
import { refundColumns } from './columns.tsx';
import { type RefundFilter, refundKeys, useTenantRefunds } from './queries.ts';
import { InitiateDialog, RejectDialog } from './RefundDialogs.tsx';

const PAGE_SIZE = 20;

/** Back office, `refund` (spec 3 §2): buyers' requests to approve or reject, refunds to start or follow. */
export function AdminRefundPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [filter, setFilter] = useState<RefundFilter>({});
  const [orderText, setOrderText] = useState('');
  const [initiating, setInitiating] = useState(false);
  const [rejecting, setRejecting] = useState<RefundView | null>(null);
  const refunds = useTenantRefunds(current, PAGE_SIZE, filter);
  const total = refunds.data?.total ?? 0;
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'sync' }) =>
      action === 'approve' ? approveRefund(id) : syncRefund(id),
    onSuccess: (envelope) => {
      if (envelope.msg) notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: refundKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
  const refine = (next: RefundFilter) => {
    setCurrent(1);
    setFilter(next);
  };
  const all = { value: '', label: t('refund.admin.all') };
  const statusOptions = [
    all,
    ...REFUND_RECORD_STATES.map((s) => ({ value: s, label: t(`refund.record.${s}`) })),
  ];
  const sourceOptions = [all, ...REFUND_SOURCES.map((s) => ({ value: s, label: t(`refund.source.${s}`) }))];
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header
          variant="h1"
          description={t('refund.admin.description')}
          actions={
            <Button variant="primary" onClick={() => setInitiating(true)} data-testid="refund-initiate-open">
              {t('refund.admin.initiate')}
            </Button>
          }
        >
          {t('refund.admin.title')}
        </Header>
      }
    >
      <Table
        data-testid="admin-refunds"
        wrapLines
        loading={refunds.isLoading}
        items={refunds.data?.records ?? []}
        trackBy="id"
        empty={t('refund.admin.empty')}
        header={<Header counter={`(${total})`}>{t('refund.admin.list')}</Header>}
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <FormField label={t('refund.admin.filterStatus')}>
              <Select
                data-testid="refund-filter-status"
                selectedOption={statusOptions.find((o) => o.value === (filter.status ?? '')) ?? all}
                options={statusOptions}
                onChange={({ detail }) =>
                  refine({
                    ...filter,
                    status: (detail.selectedOption.value || undefined) as RefundRecordState | undefined,
                  })
                }
              />
            </FormField>
            <FormField label={t('refund.admin.filterSource')}>
              <Select
                selectedOption={sourceOptions.find((o) => o.value === (filter.source ?? '')) ?? all}
                options={sourceOptions}
                onChange={({ detail }) =>
                  refine({
                    ...filter,
                    source: (detail.selectedOption.value || undefined) as RefundSource | undefined,
                  })
                }
              />
            </FormField>
            <FormField label={t('refund.admin.orderFilter')}>
              <Input
                type="search"
                value={orderText}
                onChange={({ detail }) => {
                  setOrderText(detail.value);
                  if (!detail.value.trim()) refine({ ...filter, orderId: undefined });
                }}
                onKeyDown={({ detail }) => {
                  if (detail.key === 'Enter') refine({ ...filter, orderId: orderText.trim() || undefined });
                }}
              />
            </FormField>
          </SpaceBetween>
        }
        pagination={
          <Pagination
            currentPageIndex={current}
            pagesCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
          />
        }
        columnDefinitions={[
          ...refundColumns(t, i18n.language),
          {
            id: 'actions',
            header: t('refund.admin.actions'),
            cell: (r) =>
              r.status === 'requested' ? (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    onClick={() => act.mutate({ id: r.id, action: 'approve' })}
                    data-testid={`refund-approve-${r.id}`}
                  >
                    {t('refund.admin.approve')}
                  </Button>
                  <Button
                    variant="inline-link"
                    onClick={() => setRejecting(r)}
                    data-testid={`refund-reject-${r.id}`}
                  >
                    {t('refund.admin.reject')}
                  </Button>
                </SpaceBetween>
              ) : r.status === 'refunding' ? (
                <Button
                  variant="inline-link"
                  onClick={() => act.mutate({ id: r.id, action: 'sync' })}
                  data-testid={`refund-sync-${r.id}`}
                >
                  {t('refund.admin.sync')}
                </Button>
              ) : null,
          },
        ]}
      />
      {initiating && <InitiateDialog onClose={() => setInitiating(false)} />}
      {rejecting && <RejectDialog refund={rejecting} onClose={() => setRejecting(null)} />}
    </ContentLayout>
  );
}
