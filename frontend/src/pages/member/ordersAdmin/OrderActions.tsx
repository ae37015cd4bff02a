import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminOrderFilter,
  type AdminOrderView,
  ordersExcel,
  removeOrders,
} from '../../../api/payAdmin.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

/**
 * The order list's actions: export what the filters show (order/down, xlsx named with the day) and
 * delete the selected orders nobody paid (order/remove; only those rows can be selected).
 */
export function OrderActions({
  filter,
  selected,
  onRemoved,
}: {
  filter: Omit<AdminOrderFilter, 'current' | 'size'>;
  selected: readonly AdminOrderView[];
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const exported = useMutation({
    mutationFn: () => ordersExcel(filter),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify.error(error.message),
  });
  const remove = async () => {
    notify.success((await removeOrders(selected.map((o) => o.id))).msg);
    onRemoved();
    void client.invalidateQueries({ queryKey: payKeys.all });
  };
  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          data-testid="orders-remove"
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
        >
          {t('payOrders.remove')}
        </Button>
        <Button
          data-testid="orders-export"
          iconName="download"
          loading={exported.isPending}
          onClick={() => exported.mutate()}
        >
          {t('payOrders.export')}
        </Button>
      </SpaceBetween>
      {confirming && (
        <ConfirmModal
          header={t('payOrders.remove')}
          confirmText={t('payOrders.remove')}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
          testId="orders-remove-dialog"
        >
          {t('payOrders.removeConfirm', { count: selected.length })}
        </ConfirmModal>
      )}
    </>
  );
}
