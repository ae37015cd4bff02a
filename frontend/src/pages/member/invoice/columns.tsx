import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { InvoiceView } from '@loopline/shared/contracts/invoice';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../app/format.ts';
import { formatFen } from '../money.ts';

/** The columns the user's and the back office's invoice tables share. */
export function invoiceColumns<T extends InvoiceView>(
  t: TFunction,
  language: string,
): TableProps.ColumnDefinition<T>[] {
  return [
    { id: 'time', header: t('invoice.list.time'), cell: (i) => formatDateTime(i.createTime) },
    { id: 'type', header: t('invoice.list.type'), cell: (i) => t(`invoice.form.${i.invoiceType}`) },
    {
      id: 'title',
      header: t('invoice.list.titleCol'),
      cell: (i) => `${i.title} (${t(`invoice.form.${i.titleType}`)})`,
    },
    { id: 'amount', header: t('invoice.list.amount'), cell: (i) => formatFen(i.amountFen, language) },
    { id: 'orders', header: t('invoice.list.orders'), cell: (i) => i.orderIds.join(', ') },
    {
      id: 'status',
      header: t('invoice.list.status'),
      cell: (i) => (
        <span data-testid={`invoice-status-${i.id}`}>
          <StatusIndicator type={i.status === 'done' ? 'success' : 'in-progress'}>
            {t(`invoice.status.${i.status}`)}
          </StatusIndicator>
        </span>
      ),
    },
  ];
}
