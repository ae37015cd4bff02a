import Button from '@cloudscape-design/components/button';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { ORDER_KINDS, ORDER_STATES, type OrderView } from '@loopline/shared/contracts/pay';
import type { AdminOrderFilter, AdminOrderView } from '@loopline/shared/contracts/payAdmin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { formatFen } from '../money.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { useAdminOrders } from './queries.ts';

const PAGE_SIZE = 20;
const STATUS_TYPE: Record<OrderView['status'], StatusIndicatorProps.Type> = {
  unpaid: 'pending',
  paid: 'in-progress',
  completed: 'success',
  noPayment: 'success',
  cancelled: 'stopped',
  failed: 'error',
};
const PAY_TYPES = ['wxpay', 'alipay', 'none'] as const;

type Fields = Pick<AdminOrderFilter, 'status' | 'kind' | 'payType' | 'orderNo' | 'userId' | 'from' | 'to'>;
const EMPTY: Fields = {};

/**
 * The tenant's orders with the back office's filters and a detail dialog. `recharge` fixes the type
 * to the storage and parse packs (the recharge records of order/index).
 */
export function OrdersTable({ recharge = false }: { recharge?: boolean }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Fields>(EMPTY);
  const [applied, setApplied] = useState<Fields>(EMPTY);
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<AdminOrderView[]>([]);
  const shown: Fields = { ...applied, ...(recharge ? { kind: 'recharge' } : {}) };
  const filter: AdminOrderFilter = { ...shown, current, size: PAGE_SIZE };
  const orders = useAdminOrders(filter);
  const total = orders.data?.total ?? 0;
  const money = (fen: number) => formatFen(fen, i18n.language);
  const any: SelectProps.Option = { value: '', label: t('payOrders.filter.any') };
  const options = (values: readonly string[], label: (v: string) => string) => [
    any,
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const chosen = (list: SelectProps.Option[], value: string | undefined) =>
    list.find((o) => o.value === (value ?? '')) ?? any;
  const statusOptions = options(ORDER_STATES, (v) => t(`pay.status.${v}`));
  const kindOptions = options(ORDER_KINDS, (v) => t(`pay.kind.${v}`));
  const payOptions = options(PAY_TYPES, (v) => (v === 'none' ? t('payOrders.payType.none') : t(`pay.${v}`)));
  const set = (patch: Partial<Fields>) => setDraft((d) => ({ ...d, ...patch }));
  const search = () => {
    setApplied({
      ...draft,
      orderNo: draft.orderNo?.trim() || undefined,
      userId: draft.userId?.trim() || undefined,
    });
    setCurrent(1);
  };

  const filters = (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FormField label={t('payOrders.filter.status')}>
        <Select
          data-testid="orders-filter-status"
          options={statusOptions}
          selectedOption={chosen(statusOptions, draft.status)}
          onChange={({ detail }) =>
            set({ status: (detail.selectedOption.value || undefined) as Fields['status'] })
          }
        />
      </FormField>
      {!recharge && (
        <FormField label={t('payOrders.filter.kind')}>
          <Select
            data-testid="orders-filter-kind"
            options={kindOptions}
            selectedOption={chosen(kindOptions, draft.kind)}
            onChange={({ detail }) =>
              set({ kind: (detail.selectedOption.value || undefined) as Fields['kind'] })
            }
          />
        </FormField>
      )}
      <FormField label={t('payOrders.filter.payType')}>
        <Select
          options={payOptions}
          selectedOption={chosen(payOptions, draft.payType)}
          onChange={({ detail }) =>
            set({ payType: (detail.selectedOption.value || undefined) as Fields['payType'] })
          }
        />
      </FormField>
      <FormField label={t('payOrders.filter.orderNo')}>
        <Input
          data-testid="orders-filter-no"
          value={draft.orderNo ?? ''}
          onChange={({ detail }) => set({ orderNo: detail.value })}
          onKeyDown={({ detail }) => detail.key === 'Enter' && search()}
        />
      </FormField>
      <FormField label={t('payOrders.filter.userId')}>
        <Input
          data-testid="orders-filter-user"
          value={draft.userId ?? ''}
          onChange={({ detail }) => set({ userId: detail.value })}
        />
      </FormField>
      <FormField label={t('payOrders.filter.dates')}>
        <DateRangePicker
          rangeSelectorMode="absolute-only"
          dateOnly
          relativeOptions={[]}
          value={
            draft.from && draft.to ? { type: 'absolute', startDate: draft.from, endDate: draft.to } : null
          }
          isValidRange={() => ({ valid: true })}
          placeholder={t('payOrders.range.placeholder')}
          i18nStrings={{
            applyButtonLabel: t('ops.range.apply'),
            cancelButtonLabel: t('ops.range.cancel'),
            clearButtonLabel: t('ops.range.clear'),
            startDateLabel: t('ops.range.start'),
            endDateLabel: t('ops.range.end'),
          }}
          onChange={({ detail }) => {
            const range = detail.value;
            if (range?.type === 'absolute')
              set({ from: range.startDate.slice(0, 10), to: range.endDate.slice(0, 10) });
            else set({ from: undefined, to: undefined });
          }}
        />
      </FormField>
      <Button variant="primary" onClick={search} data-testid="orders-search">
        {t('payOrders.filter.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY);
          setApplied(EMPTY);
          setCurrent(1);
        }}
      >
        {t('payOrders.filter.clear')}
      </Button>
    </SpaceBetween>
  );

  return (
    <>
      <Table
        data-testid={recharge ? 'recharge-orders' : 'admin-orders'}
        variant="container"
        loading={orders.isLoading}
        loadingText={t('pay.orders.loading')}
        items={orders.data?.records ?? []}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(o) => !o.removable}
        ariaLabels={{
          itemSelectionLabel: (_, o) => o.orderNo,
          allItemsSelectionLabel: () => t('payOrders.selectAll'),
          selectionGroupLabel: t('payOrders.selectAll'),
        }}
        empty={t('pay.orders.empty')}
        header={
          <Header
            counter={`(${total})`}
            actions={<OrderActions filter={shown} selected={selected} onRemoved={() => setSelected([])} />}
          >
            {recharge ? t('payOrders.records') : t('payOrders.title')}
          </Header>
        }
        filter={filters}
        pagination={
          <Pagination
            currentPageIndex={current}
            pagesCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            onChange={({ detail }) => {
              setCurrent(detail.currentPageIndex);
              setSelected([]);
            }}
          />
        }
        columnDefinitions={[
          { id: 'time', header: t('pay.orders.time'), cell: (o) => formatDateTime(o.createTime) },
          { id: 'no', header: t('pay.orders.no'), cell: (o) => o.orderNo },
          { id: 'buyer', header: t('payOrders.buyer'), cell: (o) => o.account || o.userId },
          {
            id: 'item',
            header: t('pay.orders.item'),
            cell: (o) => (i18n.language === 'zh' ? o.name : o.nameEn),
          },
          { id: 'kind', header: t('pay.orders.kind'), cell: (o) => t(`pay.kind.${o.kind}`) },
          { id: 'paid', header: t('pay.orders.pay'), cell: (o) => money(o.payFen) },
          {
            id: 'method',
            header: t('pay.orders.method'),
            cell: (o) =>
              o.payType === 'wxpay' || o.payType === 'alipay' || o.payType === 'petalpay'
                ? t(`pay.${o.payType}`)
                : '—',
          },
          {
            id: 'status',
            header: t('pay.orders.status'),
            cell: (o) => (
              <StatusIndicator type={STATUS_TYPE[o.status]}>{t(`pay.status.${o.status}`)}</StatusIndicator>
            ),
          },
          {
            id: 'actions',
            header: t('pay.orders.actions'),
            cell: (o) => (
              <Button
                variant="inline-link"
                onClick={() => setOpen(o.id)}
                data-testid={`order-detail-${o.id}`}
              >
                {t('payOrders.detail')}
              </Button>
            ),
          },
        ]}
      />
      {open && <OrderDetail orderId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
