import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { shortTime } from './format.ts';
import type { SearchField } from './search.ts';

/** The Normal (1) / Disable (0) status of a back-office row: its column and its search field. */
export function statusColumn<T extends { status: number }>(t: TFunction): TableProps.ColumnDefinition<T> {
  return {
    id: 'status',
    header: t('crud.status'),
    cell: (row) => (
      <StatusIndicator type={row.status === 1 ? 'success' : 'stopped'}>
        {t(row.status === 1 ? 'crud.statusNormal' : 'crud.statusDisabled')}
      </StatusIndicator>
    ),
  };
}

export function statusSearchField(t: TFunction): SearchField {
  return {
    kind: 'select',
    key: 'status',
    label: t('crud.status'),
    options: [
      { value: '1', label: t('crud.statusNormal') },
      { value: '0', label: t('crud.statusDisabled') },
    ],
  };
}

/** The row's last change, as the back office shows times. */
export function updateTimeColumn<T extends { updateTime?: string }>(
  header: string,
): TableProps.ColumnDefinition<T> {
  return { id: 'updateTime', header, cell: (row) => shortTime(row.updateTime) };
}
