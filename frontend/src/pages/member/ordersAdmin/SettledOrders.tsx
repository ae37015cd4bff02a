import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settledOrders } from '../../../api/equity.ts';
import { dayOrdersExcel } from '../../../api/payAdmin.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';

const SIZE = 20;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `queryOrder`: the orders settled in the page's range, newest first, and `downDayOrder`: one day's
 * settled orders as an xlsx file.
 */
export function SettledOrders({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [day, setDay] = useState(today());
  const page = useQuery({
    queryKey: [...payKeys.all, 'admin', 'settledOrders', from, to, current],
    queryFn: () => settledOrders({ from, to, current, size: SIZE }),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => dayOrdersExcel(day),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify.error(error.message),
  });
  const total = page.data?.total ?? 0;
  return (
    <Table
      data-testid="settled-orders"
      loading={page.isLoading}
      items={page.data?.records ?? []}
      trackBy="id"
      header={
        <Header
          counter={`(${total})`}
          description={t('rechargeStats.ordersDescription')}
          actions={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <DatePicker
                value={day}
                placeholder="YYYY/MM/DD"
                ariaLabel={t('rechargeStats.day')}
                isDateEnabled={(date) => date.getTime() <= Date.now()}
                onChange={({ detail }) => detail.value && setDay(detail.value)}
              />
              <Button
                iconName="download"
                loading={download.isPending}
                onClick={() => download.mutate()}
                data-testid="settled-orders-download"
              >
                {t('rechargeStats.downDay')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('rechargeStats.orders')}
        </Header>
      }
      pagination={
        <Pagination
          currentPageIndex={current}
          pagesCount={Math.max(1, Math.ceil(total / SIZE))}
          onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
        />
      }
      columnDefinitions={[
        { id: 'id', header: t('rechargeStats.orderNo'), cell: (o) => o.id },
        {
          id: 'time',
          header: t('rechargeStats.time'),
          cell: (o) => o.createTime.slice(0, 19).replace('T', ' '),
        },
        { id: 'account', header: t('rechargeStats.account'), cell: (o) => o.account },
        { id: 'kind', header: t('rechargeStats.kind'), cell: (o) => t(`pay.kind.${o.kind}`) },
        { id: 'pay', header: t('rechargeStats.paid'), cell: (o) => formatFen(o.payFen, i18n.language) },
      ]}
    />
  );
}
