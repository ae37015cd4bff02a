import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { ChargeInfoFilter } from '@loopline/shared/contracts/chargeAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishCharge, sortCharges } from '../../../api/charge.ts';
import { type ChargeItem, removeCharge } from '../../../api/pay.ts';
import { formatBytes } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';
import { ChargeDirs } from './ChargeDirs.tsx';
import { ChargeFilters } from './ChargeFilters.tsx';
import { ChargeForm } from './ChargeForm.tsx';
import { useChargeDirs, useChargeQuery } from './queries.ts';

/**
 * Back office (personal-price, fee rules): the charge directories, then the price list the member
 * centre sells from (in fen), grouped by directory, filtered, ordered and put on or off sale.
 */
export function PriceListPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<ChargeInfoFilter>({});
  const items = useChargeQuery(filter);
  const dirs = useChargeDirs();
  const [editing, setEditing] = useState<ChargeItem | null | 'new'>(null);
  const [removing, setRemoving] = useState<ChargeItem | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: payKeys.all });
  const remove = async (id: string) => {
    notify.success((await removeCharge(id)).msg);
    refresh();
  };
  const publish = useMutation({
    mutationFn: (item: ChargeItem) => publishCharge(item.id, !item.published),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      refresh();
    },
    onError: (error) => notify.error(error.message),
  });
  const dirOrder = (dirs.data ?? []).map((d) => d.id);
  const rows = [...(items.data ?? [])].sort(
    (a, b) => dirOrder.indexOf(a.kind) - dirOrder.indexOf(b.kind) || a.sort - b.sort,
  );
  const move = useMutation({
    mutationFn: ({ item, by }: { item: ChargeItem; by: -1 | 1 }) => {
      const ids = rows.filter((r) => r.kind === item.kind).map((r) => r.id);
      const at = ids.indexOf(item.id);
      [ids[at], ids[at + by]] = [ids[at + by]!, ids[at]!];
      return sortCharges(ids);
    },
    onSuccess: refresh,
    onError: (error) => notify.error(error.message),
  });
  const neighbours = (item: ChargeItem) => {
    const same = rows.filter((r) => r.kind === item.kind);
    const at = same.indexOf(item);
    return { first: at === 0, last: at === same.length - 1 };
  };
  const dirName = (kind: ChargeItem['kind']) => {
    const dir = dirs.data?.find((d) => d.id === kind);
    return dir ? (i18n.language === 'zh' ? dir.name : dir.nameEn) : t(`pay.tab.${kind}`);
  };
  const what = (item: ChargeItem) =>
    item.kind === 'membership'
      ? t('pay.item.membership', { tier: t(`privilege.tier.${item.tier}`), count: item.months })
      : item.kind === 'storage'
        ? formatBytes(item.storageBytes)
        : String(item.parseCount);
  return (
    <SpaceBetween size="l">
      <Table
        variant="full-page"
        data-testid="price-list"
        loading={items.isLoading}
        items={rows}
        trackBy="id"
        filter={<ChargeFilters dirs={dirs.data ?? []} onApply={setFilter} />}
        empty={t('chargeDirs.noItems')}
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
          { id: 'kind', header: t('chargeDirs.heading'), cell: (i) => dirName(i.kind) },
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
          {
            id: 'sort',
            header: t('payAdmin.sort'),
            cell: (i) => {
              const { first, last } = neighbours(i);
              return (
                <SpaceBetween direction="horizontal" size="xxs">
                  <Button
                    variant="inline-icon"
                    iconName="arrow-up"
                    ariaLabel={t('chargeDirs.up')}
                    disabled={first || move.isPending}
                    onClick={() => move.mutate({ item: i, by: -1 })}
                    data-testid={`charge-up-${i.id}`}
                  />
                  <Button
                    variant="inline-icon"
                    iconName="arrow-down"
                    ariaLabel={t('chargeDirs.down')}
                    disabled={last || move.isPending}
                    onClick={() => move.mutate({ item: i, by: 1 })}
                  />
                </SpaceBetween>
              );
            },
          },
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
                <Button
                  variant="inline-link"
                  disabled={publish.isPending}
                  onClick={() => publish.mutate(i)}
                  data-testid={`charge-publish-${i.id}`}
                >
                  {t(i.published ? 'chargeDirs.unpublish' : 'chargeDirs.publish')}
                </Button>
                <Button variant="inline-link" onClick={() => setRemoving(i)}>
                  {t('payAdmin.remove')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      <ChargeDirs />
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
    </SpaceBetween>
  );
}
