import DatePicker from '@cloudscape-design/components/date-picker';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginRecord, loginBehavior } from '../../../../api/platformOps.ts';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../../components/crud/CrudTable.tsx';
import { shortTime } from '../../../../components/crud/format.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { opsKeys } from '../queries.ts';
import { today } from '../shared/DayRangePicker.tsx';

type ResultFilter = '' | 'success' | 'fail';

/** One day's sign-in attempts: account, result, client, IP and device. */
export function BehaviorTab() {
  const { t } = useTranslation();
  const [day, setDay] = useState(today());
  const [result, setResult] = useState<ResultFilter>('');
  const rows = usePagedQuery({
    queryKey: [...opsKeys.loginLog(), 'behavior', day, result],
    load: ({ current, size, search }) =>
      loginBehavior({
        current,
        size,
        day,
        ...(search ? { account: search } : {}),
        ...(result ? { result } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const options = [
    { value: '', label: t('ops.log.anyResult') },
    { value: 'success', label: t('ops.log.result.success') },
    { value: 'fail', label: t('ops.log.result.fail') },
  ];
  return (
    <CrudTable<LoginRecord>
      testId="login-behavior-table"
      paged={rows}
      trackBy="id"
      header={<Header counter={`(${rows.total})`}>{t('ops.log.behavior')}</Header>}
      columns={[
        { id: 'at', header: t('ops.log.col.time'), cell: (r) => shortTime(r.at) },
        { id: 'account', header: t('ops.log.col.account'), cell: (r) => r.account, isRowHeader: true },
        {
          id: 'result',
          header: t('ops.log.col.result'),
          cell: (r) => (
            <StatusIndicator type={r.result === 'success' ? 'success' : 'error'}>
              {t(`ops.log.result.${r.result}`)}
            </StatusIndicator>
          ),
        },
        { id: 'grantType', header: t('ops.log.col.grantType'), cell: (r) => r.grantType },
        { id: 'clientId', header: t('ops.log.col.client'), cell: (r) => r.clientId },
        { id: 'ip', header: t('ops.log.col.ip'), cell: (r) => r.ip },
        { id: 'userAgent', header: t('ops.log.col.device'), cell: (r) => r.userAgent, maxWidth: 360 },
      ]}
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter
            filteringText={rows.filter}
            filteringPlaceholder={t('ops.log.col.account')}
            filteringAriaLabel={t('ops.log.col.account')}
            onChange={({ detail }) => rows.setFilter(detail.filteringText)}
          />
          <DatePicker
            value={day}
            placeholder="YYYY/MM/DD"
            isDateEnabled={(date) => date.getTime() <= Date.now()}
            onChange={({ detail }) => {
              if (detail.value) setDay(detail.value);
              rows.setCurrent(1);
            }}
          />
          <Select
            selectedOption={options.find((o) => o.value === result) ?? options[0]!}
            options={options}
            onChange={({ detail }) => {
              setResult((detail.selectedOption.value ?? '') as ResultFilter);
              rows.setCurrent(1);
            }}
          />
        </SpaceBetween>
      }
    />
  );
}
