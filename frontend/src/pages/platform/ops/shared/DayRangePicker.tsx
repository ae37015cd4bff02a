import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../../api/platformOps.ts';

const DAY_MS = 86_400_000;
export const today = () => new Date().toISOString().slice(0, 10);

/** The last `days` days up to today. */
export function lastDays(days: number): DayRange {
  const end = today();
  return {
    startDay: new Date(Date.parse(end) - (days - 1) * DAY_MS).toISOString().slice(0, 10),
    endDay: end,
  };
}

/** An absolute day range for the statistics (at most 366 days; days after today cannot be picked). */
export function DayRangePicker({
  value,
  onChange,
  testId,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const isValidRange: DateRangePickerProps.ValidationFunction = (range) => {
    if (range?.type !== 'absolute' || !range.startDate || !range.endDate)
      return { valid: false, errorMessage: t('ops.range.incomplete') };
    const days =
      (Date.parse(range.endDate.slice(0, 10)) - Date.parse(range.startDate.slice(0, 10))) / DAY_MS + 1;
    if (days > 366) return { valid: false, errorMessage: t('ops.range.tooLong') };
    return { valid: true };
  };
  return (
    <DateRangePicker
      data-testid={testId}
      rangeSelectorMode="absolute-only"
      dateOnly
      value={{ type: 'absolute', startDate: value.startDay, endDate: value.endDay }}
      isDateEnabled={(date) => date.getTime() <= Date.now()}
      isValidRange={isValidRange}
      relativeOptions={[]}
      placeholder={t('ops.range.placeholder')}
      i18nStrings={{
        applyButtonLabel: t('ops.range.apply'),
        cancelButtonLabel: t('ops.range.cancel'),
        clearButtonLabel: t('ops.range.clear'),
        startDateLabel: t('ops.range.start'),
        endDateLabel: t('ops.range.end'),
      }}
      onChange={({ detail }) => {
        const range = detail.value;
        if (range?.type === 'absolute')
          onChange({ startDay: range.startDate.slice(0, 10), endDay: range.endDate.slice(0, 10) });
      }}
    />
  );
}
