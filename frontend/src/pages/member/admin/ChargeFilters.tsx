import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ChargeDir, ChargeInfoFilter } from '@loopline/shared/contracts/chargeAdmin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The price list's filters (charge/info/query): directory, on sale or not, a word of the name. */
export function ChargeFilters({
  dirs,
  onApply,
}: {
  dirs: readonly ChargeDir[];
  onApply: (filter: ChargeInfoFilter) => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ChargeInfoFilter>({});
  const any: SelectProps.Option = { value: '', label: t('payOrders.filter.any') };
  const kindOptions = [
    any,
    ...dirs.map((d) => ({ value: d.id, label: i18n.language === 'zh' ? d.name : d.nameEn })),
  ];
  const stateOptions = [
    any,
    { value: 'true', label: t('payAdmin.onSale') },
    { value: 'false', label: t('payAdmin.offSale') },
  ];
  const published = draft.published === undefined ? '' : String(draft.published);
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FormField label={t('chargeDirs.heading')}>
        <Select
          data-testid="charge-filter-kind"
          options={kindOptions}
          selectedOption={kindOptions.find((o) => o.value === (draft.kind ?? '')) ?? any}
          onChange={({ detail }) =>
            setDraft((d) => ({
              ...d,
              kind: (detail.selectedOption.value || undefined) as ChargeInfoFilter['kind'],
            }))
          }
        />
      </FormField>
      <FormField label={t('payAdmin.published')}>
        <Select
          data-testid="charge-filter-published"
          options={stateOptions}
          selectedOption={stateOptions.find((o) => o.value === published) ?? any}
          onChange={({ detail }) => {
            const value = detail.selectedOption.value;
            setDraft((d) => ({ ...d, published: value ? value === 'true' : undefined }));
          }}
        />
      </FormField>
      <FormField label={t('chargeDirs.nameFilter')}>
        <Input
          data-testid="charge-filter-name"
          value={draft.name ?? ''}
          onChange={({ detail }) => setDraft((d) => ({ ...d, name: detail.value }))}
          onKeyDown={({ detail }) =>
            detail.key === 'Enter' && onApply({ ...draft, name: draft.name?.trim() || undefined })
          }
        />
      </FormField>
      <Button
        variant="primary"
        data-testid="charge-search"
        onClick={() => onApply({ ...draft, name: draft.name?.trim() || undefined })}
      >
        {t('payOrders.filter.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        {t('payOrders.filter.clear')}
      </Button>
    </SpaceBetween>
  );
}
