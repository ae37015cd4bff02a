import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allCharges, type ChargeItem, removeCharge } from '../../../api/pay.ts';
import { formatBytes } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';
import { ChargeForm } from './ChargeForm.tsx';

/** Back office (personal-price, fee rules): the price list the member centre sells from, in fen. */
export function PriceListPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const items = useQuery({ queryKey: [...payKeys.all, 'admin', 'charges'], queryFn: allCharges });
  const [editing, setEditing] = useState<ChargeItem | null | 'new'>(null);
  const [removing, setRemoving] = useState<ChargeItem | null>(null);
  const remove = async (id: string) => {
    notify.success((await removeCharge(id)).msg);
    void client.invalidateQueries({ queryKey: payKeys.all });
  };
  const what = (item: ChargeItem) =>
    item.kind === 'membership'
      ? t('pay.item.membership', { tier: t(`privilege.tier.${item.tier}`), months: item.months })
      : item.kind === 'storage'
        ? formatBytes(item.storageBytes)
        : String(item.parseCount);
  return (
    <>
      <Table
        variant="full-page"
        data-testid="price-list"
        loading={items.isLoading}
        items={items.data ?? []}
        trackBy="id"
        header={
          <Header
            variant="h1"
            description={t('payAdmin.description')}
            actions={
              <Button variant="primary" onClick={() => setEditing('new')} data-testid="charge-add">
                {t('payAdmin.add')}
              </Button>
            }
          >
            {t('payAdmin.title')}
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('pay.orders.item'),
            cell: (i) => (i18n.language === 'zh' ? i.name : i.nameEn),
          },
          { id: 'kind', header: t('payAdmin.kind'), cell: (i) => t(`pay.tab.${i.kind}`) },
          { id: 'what', header: t('payAdmin.grants'), cell: what },
          { id: 'price', header: t('payAdmin.price'), cell: (i) => formatFen(i.priceFen, i18n.language) },
          {
            id: 'published',
            header: t('payAdmin.published'),
            cell: (i) => (
              <StatusIndicator type={i.published ? 'success' : 'stopped'}>
                {t(i.published ? 'payAdmin.onSale' : 'payAdmin.offSale')}
              </StatusIndicator>
            ),
          },
          { id: 'sort', header: t('payAdmin.sort'), cell: (i) => i.sort },
          {
            id: 'actions',
            header: t('pay.orders.actions'),
            cell: (i) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  onClick={() => setEditing(i)}
                  data-testid={`charge-edit-${i.id}`}
                >
                  {t('payAdmin.edit')}
                </Button>
                <Button variant="inline-link" onClick={() => setRemoving(i)}>
                  {t('payAdmin.remove')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {editing && <ChargeForm item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmModal
          header={t('payAdmin.remove')}
          confirmText={t('payAdmin.remove')}
          onConfirm={() => remove(removing.id)}
          onCancel={() => setRemoving(null)}
          onDone={() => setRemoving(null)}
          testId="charge-remove"
        >
          {t('payAdmin.removeConfirm', { name: i18n.language === 'zh' ? removing.name : removing.nameEn })}
        </ConfirmModal>
      )}
    </>
  );
}
