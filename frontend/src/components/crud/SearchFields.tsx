import DatePicker from '@cloudscape-design/components/date-picker';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../paged/usePagedQuery.ts';
import { type DayRange, filledCount, notAfterToday, type SearchField, type SearchValues } from './search.ts';

/**
 * The search part of a list page (spec 3 §2): the one search box (the paged query's debounced text),
 * fields beside it, and an expandable advanced form. Field values are the page's state (`values`);
 * every change goes back to page 1.
 */
export function SearchFields<T>({
  paged,
  placeholder,
  fields = [],
  advanced = [],
  values = {},
  onChange,
  testId,
}: {
  paged: PagedQuery<T>;
  placeholder: string;
  fields?: SearchField[];
  advanced?: SearchField[];
  values?: SearchValues;
  onChange?: (values: SearchValues) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: SearchValues[string]) => {
    onChange?.({ ...values, [key]: value });
    paged.setCurrent(1);
  };
  const inUse = filledCount(advanced, values);
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs">
        <TextFilter
          filteringText={paged.filter}
          filteringPlaceholder={placeholder}
          filteringAriaLabel={placeholder}
          onChange={({ detail }) => paged.setFilter(detail.filteringText)}
          data-testid={testId}
        />
        {fields.map((field) => (
          <FieldInput key={field.key} field={field} value={values[field.key]} onChange={set} compact />
        ))}
      </SpaceBetween>
      {advanced.length > 0 && (
        <ExpandableSection
          headerText={inUse ? t('crud.advancedInUse', { count: inUse }) : t('crud.advanced')}
          data-testid={testId ? `${testId}-advanced` : undefined}
        >
          <Grid gridDefinition={advanced.map(() => ({ colspan: { default: 12, s: 6, l: 4 } }))}>
            {advanced.map((field) => (
              <FormField key={field.key} label={field.label} stretch>
                <FieldInput field={field} value={values[field.key]} onChange={set} />
              </FormField>
            ))}
          </Grid>
        </ExpandableSection>
      )}
    </SpaceBetween>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  compact,
}: {
  field: SearchField;
  value: SearchValues[string];
  onChange: (key: string, value: SearchValues[string]) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
      return (
        <Input
          value={text}
          placeholder={compact ? field.label : undefined}
          ariaLabel={field.label}
          onChange={({ detail }) => onChange(field.key, detail.value)}
        />
      );
    case 'select': {
      const options = [
        { value: '', label: compact ? `${field.label}: ${t('crud.any')}` : t('crud.any') },
        ...field.options,
      ];
      return (
        <Select
          selectedOption={options.find((o) => o.value === text) ?? options[0]!}
          options={options}
          ariaLabel={field.label}
          onChange={({ detail }) => onChange(field.key, detail.selectedOption.value ?? '')}
        />
      );
    }
    case 'multiselect': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <Multiselect
          selectedOptions={field.options.filter((o) => picked.includes(o.value))}
          options={field.options}
          placeholder={field.label}
          ariaLabel={field.label}
          onChange={({ detail }) =>
            onChange(
              field.key,
              detail.selectedOptions.map((o) => o.value ?? ''),
            )
          }
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          value={text}
          placeholder="YYYY/MM/DD"
          ariaLabel={field.label}
          isDateEnabled={field.noFuture ? (date) => notAfterToday(date) : undefined}
          onChange={({ detail }) => onChange(field.key, detail.value)}
        />
      );
    case 'dateRange': {
      const range = value && typeof value === 'object' && !Array.isArray(value) ? (value as DayRange) : null;
      return (
        <DateRangePicker
          rangeSelectorMode="absolute-only"
          dateOnly
          relativeOptions={[]}
          placeholder={field.label}
          value={range?.start ? { type: 'absolute', startDate: range.start, endDate: range.end } : null}
          isDateEnabled={field.noFuture ? (date) => notAfterToday(date) : undefined}
          isValidRange={(r) =>
            r?.type === 'absolute' && r.startDate && r.endDate
              ? { valid: true }
              : { valid: false, errorMessage: t('crud.rangeIncomplete') }
          }
          onChange={({ detail }) => {
            const next = detail.value;
            onChange(
              field.key,
              next?.type === 'absolute'
                ? { start: next.startDate.slice(0, 10), end: next.endDate.slice(0, 10) }
                : undefined,
            );
          }}
        />
      );
    }
  }
}
