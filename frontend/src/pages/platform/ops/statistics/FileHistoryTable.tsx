import DatePicker from '@cloudscape-design/components/date-picker';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileHistoryRecord, fileHistory } from '../../../../api/platformOps.ts';
import { formatBytes } from '../../../../app/format.ts';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../../components/crud/CrudTable.tsx';
import { shortTime } from '../../../../components/crud/format.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { opsKeys } from '../queries.ts';
import { today } from '../shared/DayRangePicker.tsx';

/** One day's uploads behind the file statistics (cloud/fileHis/page): who uploaded what, newest first. */
export function FileHistoryTable() {
  const { t } = useTranslation();
  const [day, setDay] = useState(today());
  const [modelsOnly, setModelsOnly] = useState(false);
  const rows = usePagedQuery({
    queryKey: [...opsKeys.statistics(), 'fileHistory', day, modelsOnly],
    load: ({ current, size, search }) =>
      fileHistory({
        current,
        size,
        day,
        ...(search ? { account: search } : {}),
        ...(modelsOnly ? { isModel: 1 as const } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  return (
    <CrudTable<FileHistoryRecord>
      testId="file-history-table"
      paged={rows}
      trackBy="id"
      header={<Header counter={`(${rows.total})`}>{t('userRows.fileHistory')}</Header>}
      columns={[
        { id: 'at', header: t('userRows.uploadedAt'), cell: (r) => shortTime(r.at) },
        { id: 'fileName', header: t('userRows.fileName'), cell: (r) => r.fileName, isRowHeader: true },
        { id: 'fileSuffix', header: t('userRows.fileSuffix'), cell: (r) => r.fileSuffix || '-' },
        { id: 'fileSize', header: t('userRows.fileSize'), cell: (r) => formatBytes(r.fileSize) },
        { id: 'isModel', header: t('userRows.isModel'), cell: (r) => (r.isModel ? '✓' : '') },
        { id: 'account', header: t('userRows.uploadedBy'), cell: (r) => r.account },
      ]}
      filter={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <TextFilter
            filteringText={rows.filter}
            filteringPlaceholder={t('userRows.historySearch')}
            filteringAriaLabel={t('userRows.historySearch')}
            onChange={({ detail }) => rows.setFilter(detail.filteringText)}
          />
          <DatePicker
            value={day}
            placeholder="YYYY/MM/DD"
            ariaLabel={t('userRows.fileHistoryDay')}
            isDateEnabled={(date) => date.getTime() <= Date.now()}
            onChange={({ detail }) => {
              if (detail.value) setDay(detail.value);
              rows.setCurrent(1);
            }}
          />
          <Toggle
            checked={modelsOnly}
            onChange={({ detail }) => {
              setModelsOnly(detail.checked);
              rows.setCurrent(1);
            }}
          >
            {t('userRows.modelsOnly')}
          </Toggle>
        </SpaceBetween>
      }
    />
  );
}
