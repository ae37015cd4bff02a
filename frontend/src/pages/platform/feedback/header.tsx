import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { FEEDBACK_URGENCY } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../api/feedback.ts';
import { selectionAction } from '../../../components/crud/selection.ts';

/** The feedback table's header: the count (picked of all), refresh, delete and the xlsx export. */
export function FeedbackTableHeader({
  selected,
  total,
  onRefresh,
  onDelete,
  onExport,
}: {
  selected: Feedback[];
  total: number;
  onRefresh: () => void;
  onDelete: () => void;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Header
      counter={selected.length ? `(${selected.length}/${total})` : `(${total})`}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="refresh" ariaLabel={t('crud.refresh')} onClick={onRefresh} />
          <Button
            data-testid="feedback-delete"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => onDelete()}
          >
            {t('crud.delete')}
          </Button>
          <Button iconName="download" data-testid="feedback-export" onClick={onExport}>
            {t('feedbackAdmin.export')}
          </Button>
        </SpaceBetween>
      }
    >
      {t('feedbackAdmin.title')}
    </Header>
  );
}

export interface FeedbackFilterValues {
  replyStatus: string;
  urgency: string;
  range: DateRangePickerProps.Value | null;
}

/** The filters over the feedback table: text (account or content), reply state, urgency and a date range. */
export function FeedbackFilterBar({
  text,
  onText,
  values,
  onChange,
}: {
  text: string;
  onText: (text: string) => void;
  values: FeedbackFilterValues;
  onChange: (values: FeedbackFilterValues) => void;
}) {
  const { t } = useTranslation();
  const statusOptions = [
    { value: '', label: t('feedbackAdmin.anyStatus') },
    { value: '0', label: t('feedback.replyStatus.0') },
    { value: '1', label: t('feedback.replyStatus.1') },
  ];
  const urgencyOptions = [
    { value: '', label: t('feedbackAdmin.anyUrgency') },
    ...FEEDBACK_URGENCY.map((n) => ({ value: String(n), label: t(`feedback.urgency.${n}`) })),
  ];
  return (
    <div className="ll-admin-fb__filters">
      <TextFilter
        filteringText={text}
        filteringPlaceholder={t('feedbackAdmin.search')}
        filteringAriaLabel={t('feedbackAdmin.search')}
        onChange={({ detail }) => onText(detail.filteringText)}
      />
      <Select
        selectedOption={statusOptions.find((o) => o.value === values.replyStatus)!}
        options={statusOptions}
        onChange={({ detail }) => onChange({ ...values, replyStatus: detail.selectedOption.value ?? '' })}
      />
      <Select
        selectedOption={urgencyOptions.find((o) => o.value === values.urgency)!}
        options={urgencyOptions}
        onChange={({ detail }) => onChange({ ...values, urgency: detail.selectedOption.value ?? '' })}
      />
      <DateRangePicker
        value={values.range}
        rangeSelectorMode="absolute-only"
        relativeOptions={[]}
        dateOnly
        placeholder={t('feedbackAdmin.dateRange')}
        isValidRange={(value) =>
          value?.type === 'absolute' && value.startDate > value.endDate
            ? { valid: false, errorMessage: t('feedbackAdmin.rangeInvalid') }
            : { valid: true }
        }
        onChange={({ detail }) => onChange({ ...values, range: detail.value })}
        i18nStrings={{
          applyButtonLabel: t('feedbackAdmin.dateApply'),
          clearButtonLabel: t('feedbackAdmin.dateClear'),
          cancelButtonLabel: t('feedbackAdmin.dateCancel'),
          startDateLabel: t('feedbackAdmin.rangeStart'),
          endDateLabel: t('feedbackAdmin.rangeEnd'),
        }}
      />
    </div>
  );
}
