import Button from '@cloudscape-design/components/button';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PidDetailRow } from '../../../api/pidDetails.ts';
import { itemLabel } from './AddRunForm.tsx';
import { JOINABLE_TYPES } from './useRunEdits.ts';

interface Props {
  run: PidDetailRow;
  rows: PidDetailRow[];
  saving: boolean;
  onJoin: (itemIds: string[]) => void;
  onClose: () => void;
}

/** Items of the page joined to one pipe run (pipeline/circuit/add): any symbol not on it already. */
export function JoinItems({ run, rows, saving, onJoin, onClose }: Props) {
  const { t } = useTranslation();
  const [itemIds, setItemIds] = useState<string[]>([]);
  const options = rows
    .filter((r) => JOINABLE_TYPES.has(r.type) && r.parentId !== run.id)
    .map((r) => ({ value: r.id, label: itemLabel(r, t) }));
  return (
    <SpaceBetween size="xs">
      <Multiselect
        selectedOptions={options.filter((o) => itemIds.includes(o.value))}
        onChange={({ detail }) => setItemIds(detail.selectedOptions.map((o) => o.value ?? ''))}
        options={options}
        filteringType="auto"
        placeholder={t('identify.runItemsPlaceholder')}
        empty={t('identify.runItemsEmpty')}
        ariaLabel={t('identify.joinItems', { tag: run.tag })}
        tokenLimit={3}
        data-testid="identify-join-items"
      />
      <SpaceBetween size="xs" direction="horizontal">
        <Button onClick={onClose}>{t('identify.cancel')}</Button>
        <Button
          variant="primary"
          disabled={itemIds.length === 0}
          loading={saving}
          onClick={() => onJoin(itemIds)}
          data-testid="identify-join-save"
        >
          {t('identify.joinSave')}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}
