import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { INVOICE_LIMIT_FEN } from '@loopline/shared/contracts/invoice';
import type { OrderView } from '@loopline/shared/contracts/pay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { requestInvoice } from '../../../api/invoice.ts';
import { formatDateTime } from '../../../app/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { type InvoiceFields, InvoiceForm } from './InvoiceForm.tsx';
import { invoiceKeys, useOrdersWithoutInvoice } from './queries.ts';

/** /invoicing: choose paid orders without an invoice and request one (spec 2 §2, §5). */
export function InvoicingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const orders = useOrdersWithoutInvoice();
  const [selected, setSelected] = useState<OrderView[]>([]);
  const money = (fen: number) => formatFen(fen, i18n.language);
  const totalFen = selected.reduce((sum, o) => sum + o.payFen, 0);
  const save = useMutation({
    mutationFn: (body: InvoiceFields & { orderIds: string[] }) => requestInvoice(body),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      setSelected([]);
      void client.invalidateQueries({ queryKey: invoiceKeys.all });
      navigate('/open-record?tab=invoice');
    },
  });

  return (
    <ContentLayout
      defaultPadding
      header={
        <Header
          variant="h1"
          description={t('invoice.page.description')}
          actions={
            <Button onClick={() => navigate('/open-record?tab=invoice')}>{t('invoice.form.records')}</Button>
          }
        >
          {t('invoice.page.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Table
          data-testid="invoice-orders"
          variant="container"
          selectionType="multi"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          loading={orders.isLoading}
          items={orders.data ?? []}
          trackBy="id"
          empty={t('invoice.orders.empty')}
          header={
            <Header
              counter={`(${orders.data?.length ?? 0})`}
              description={t('invoice.orders.selected', { count: selected.length, amount: money(totalFen) })}
            >
              {t('invoice.orders.title')}
            </Header>
          }
          columnDefinitions={[
            { id: 'time', header: t('pay.orders.time'), cell: (o) => formatDateTime(o.createTime) },
            { id: 'no', header: t('pay.orders.no'), cell: (o) => o.orderNo },
            {
              id: 'item',
              header: t('pay.orders.item'),
              cell: (o) => (i18n.language === 'zh' ? o.name : o.nameEn),
            },
            { id: 'paid', header: t('pay.orders.pay'), cell: (o) => money(o.payFen) },
          ]}
        />
        <InvoiceForm
          orderIds={selected.map((o) => o.id)}
          busy={save.isPending}
          blocked={totalFen >= INVOICE_LIMIT_FEN ? t('invoice.priceLimit') : undefined}
          onSubmit={(body) => save.mutate(body)}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
