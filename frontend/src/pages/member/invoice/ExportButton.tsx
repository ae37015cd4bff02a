import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoicesExcel } from '../../../api/payAdmin.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';

type Scope = 'all' | 'invoicing' | 'done';

/** `downExcel`: the tenant's invoices (all, invoicing or done) as an xlsx file. */
export function InvoiceExportButton() {
  const { t } = useTranslation();
  const exported = useMutation({
    mutationFn: (scope: Scope) => invoicesExcel(scope === 'all' ? {} : { status: scope }),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify.error(error.message),
  });
  return (
    <ButtonDropdown
      data-testid="invoice-export"
      loading={exported.isPending}
      items={(['all', 'invoicing', 'done'] as const).map((id) => ({ id, text: t(`invoiceExport.${id}`) }))}
      onItemClick={({ detail }) => exported.mutate(detail.id as Scope)}
    >
      {t('invoiceExport.button')}
    </ButtonDropdown>
  );
}
