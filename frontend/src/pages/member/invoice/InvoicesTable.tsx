import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import type { InvoiceView } from '@loopline/shared/contracts/invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { invoicePdfLink } from '../../../api/invoice.ts';
import { invoiceColumns } from './columns.tsx';
import { useOwnInvoices } from './queries.ts';

const PAGE_SIZE = 10;

/** Sends the browser to a fresh short-lived address of the PDF (asked for at the click: it expires). */
async function download(invoice: InvoiceView) {
  const { url } = await invoicePdfLink(invoice.id);
  window.location.assign(url);
}

/** The invoices tab of /open-record: the caller's invoices and their PDFs. */
export function InvoicesTable() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const invoices = useOwnInvoices(current, PAGE_SIZE);
  const total = invoices.data?.total ?? 0;
  return (
    <Table
      data-testid="invoices-table"
      loading={invoices.isLoading}
      items={invoices.data?.records ?? []}
      trackBy="id"
      empty={t('invoice.list.empty')}
      header={
        <Header
          counter={`(${total})`}
          actions={
            <Button onClick={() => navigate('/invoicing')} data-testid="invoice-request">
              {t('invoice.list.request')}
            </Button>
          }
        >
          {t('invoice.list.title')}
        </Header>
      }
      pagination={
        <Pagination
          currentPageIndex={current}
          pagesCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
        />
      }
      columnDefinitions={[
        ...invoiceColumns<InvoiceView>(t, i18n.language),
        {
          id: 'actions',
          header: t('invoice.list.actions'),
          cell: (i) =>
            i.hasPdf ? (
              <Button
                variant="inline-link"
                iconName="download"
                onClick={() => void download(i)}
                data-testid={`invoice-download-${i.id}`}
              >
                {t('invoice.list.download')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
