import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { LogFilters } from '../../../api/console.ts';

export interface LogFilterValues {
  account: string;
  operaModule: string;
  range: DateRangePickerProps.AbsoluteValue | null;
}

/** The day a picked date stands for, YYYY-MM-DD in the browser's calendar. */
const dayOf = (value: string) => value.slice(0, 10);

/** The server's filters for the filter bar's values (empty ones left out). */
export function toLogFilters({ account, operaModule, range }: LogFilterValues): LogFilters {
  return {
    ...(account.trim() ? { account: account.trim() } : {}),
    ...(operaModule.trim() ? { operaModule: operaModule.trim() } : {}),
    ...(range ? { startDate: dayOf(range.startDate), endDate: dayOf(range.endDate) } : {}),
  };
}

/** Dates from tomorrow on cannot be picked: nothing was logged there yet (spec 3 §2). */
export function isPastOrToday(date: Date, now = new Date()): boolean {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return date < end;
}

/** The operation log's search fields: account, module and a date range of up to 31 days. */
export function LogFilterBar({
  values,
  onChange,
}: {
  values: LogFilterValues;
  onChange: (v: LogFilterValues) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Input
        type="search"
        placeholder={t('oplog.account')}
        ariaLabel={t('oplog.account')}
        value={values.account}
        data-testid="oplog-account"
        onChange={({ detail }) => onChange({ ...values, account: detail.value })}
      />
      <Input
        type="search"
        placeholder={t('oplog.operaModule')}
        ariaLabel={t('oplog.operaModule')}
        value={values.operaModule}
        onChange={({ detail }) => onChange({ ...values, operaModule: detail.value })}
      />
      <DateRangePicker
        rangeSelectorMode="absolute-only"
        dateOnly
        locale={i18n.language.startsWith('en') ? 'en-GB' : 'zh-CN'}
        placeholder={t('oplog.range')}
        value={values.range}
        isDateEnabled={(date) => isPastOrToday(date)}
        isValidRange={(range) => {
          if (range?.type !== 'absolute' || !range.startDate || !range.endDate) return { valid: true };
          const days =
            (Date.parse(dayOf(range.endDate)) - Date.parse(dayOf(range.startDate))) / 86_400_000 + 1;
          return days >= 1 && days <= 31
            ? { valid: true }
            : { valid: false, errorMessage: t('oplog.rangeHint') };
        }}
        relativeOptions={[]}
        onChange={({ detail }) =>
          onChange({ ...values, range: detail.value?.type === 'absolute' ? detail.value : null })
        }
        i18nStrings={{
          applyButtonLabel: t('crud.confirm'),
          cancelButtonLabel: t('crud.cancel'),
          clearButtonLabel: t('crud.reset'),
        }}
      />
    </SpaceBetween>
  );
}
