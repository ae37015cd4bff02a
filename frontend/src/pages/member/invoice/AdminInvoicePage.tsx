import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { type AdminInvoiceView, INVOICE_PDF_MAX_BYTES } from '@loopline/shared/contracts/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeInvoice } from '../../../api/invoice.ts';
import { notify } from '../../../components/notifications/store.ts';
import { invoiceColumns } from './columns.tsx';
import { InvoiceExportButton } from './ExportButton.tsx';
import { invoiceKeys, useTenantInvoices } from './queries.ts';

const PAGE_SIZE = 20;

/** Marks one invoice done, with the PDF invoice when one is chosen (checked here as the server does). */
function CompleteDialog({ invoice, onClose }: { invoice: AdminInvoiceView; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const pdf = files[0] ?? null;
  const wrong = pdf && (pdf.type !== 'application/pdf' || pdf.size > INVOICE_PDF_MAX_BYTES);
  const done = useMutation({
    mutationFn: () => completeInvoice(invoice.id, pdf),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: invoiceKeys.all });
      onClose();
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('invoice.admin.completeTitle')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('invoice.admin.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={done.isPending}
              disabled={Boolean(wrong)}
              onClick={() => done.mutate()}
              data-testid="invoice-confirm-done"
            >
              {t('invoice.admin.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>
          {t('invoice.admin.details', {
            title: invoice.title,
            taxpayerId: invoice.taxpayerId || '—',
            email: invoice.email,
          })}
        </Box>
        <FormField label={t('invoice.admin.pdf')} errorText={wrong ? t('invoice.pdfOnly') : undefined}>
          <FileUpload
            value={files}
            onChange={({ detail }) => setFiles(detail.value)}
            accept="application/pdf"
            showFileSize
            i18nStrings={{
              uploadButtonText: () => t('invoice.admin.choose'),
              dropzoneText: () => t('invoice.admin.choose'),
              removeFileAriaLabel: () => t('invoice.admin.cancel'),
              errorIconAriaLabel: t('invoice.pdfOnly'),
            }}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/** Back office, order/invoice: the tenant's invoice requests; mark done with the PDF invoice. */
export function AdminInvoicePage() {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [completing, setCompleting] = useState<AdminInvoiceView | null>(null);
  const invoices = useTenantInvoices(current, PAGE_SIZE);
  const total = invoices.data?.total ?? 0;
  return (
    <ContentLayout defaultPadding header={<Header variant="h1">{t('invoice.admin.title')}</Header>}>
      <Table
        data-testid="admin-invoices"
        loading={invoices.isLoading}
        items={invoices.data?.records ?? []}
        trackBy="id"
        empty={t('invoice.list.empty')}
        header={
          <Header counter={`(${total})`} actions={<InvoiceExportButton />}>
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
          { id: 'user', header: t('invoice.list.user'), cell: (i) => i.userId },
          ...invoiceColumns<AdminInvoiceView>(t, i18n.language),
          {
            id: 'actions',
            header: t('invoice.list.actions'),
            cell: (i) =>
              i.status === 'invoicing' ? (
                <Button
                  variant="inline-link"
                  onClick={() => setCompleting(i)}
                  data-testid={`invoice-complete-${i.id}`}
                >
                  {t('invoice.admin.complete')}
                </Button>
              ) : null,
          },
        ]}
      />
      {completing && <CompleteDialog invoice={completing} onClose={() => setCompleting(null)} />}
    </ContentLayout>
  );
}
