import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { PlatformNotice } from '../../../api/notice.ts';
import { shortTime as when } from '../../../components/crud/format.ts';

/** The notice table's columns: titles, languages, state (expired, draft, published), end, recipients, updated. */
export function noticeColumns(t: TFunction): TableProps.ColumnDefinition<PlatformNotice>[] {
  return [
    { id: 'title', header: t('noticeAdmin.col.title'), cell: (n) => n.title, isRowHeader: true },
    { id: 'titleEn', header: t('noticeAdmin.col.titleEn'), cell: (n) => n.titleEn },
    {
      id: 'languages',
      header: t('noticeAdmin.col.languages'),
      cell: (n) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {n.languages.split(',').map((l) => (
            <Badge key={l}>{t(`lang.${l}`)}</Badge>
          ))}
        </SpaceBetween>
      ),
    },
    {
      id: 'status',
      header: t('noticeAdmin.col.status'),
      cell: (n) =>
        n.expired ? (
          <StatusIndicator type="stopped">{t('noticeAdmin.expired')}</StatusIndicator>
        ) : (
          <StatusIndicator type={n.status === 1 ? 'success' : 'pending'}>
            {t(`noticeAdmin.status.${n.status}`)}
          </StatusIndicator>
        ),
    },
    {
      id: 'endTime',
      header: t('noticeAdmin.col.endTime'),
      cell: (n) => (n.status === 1 ? when(n.endTime) : '—'),
    },
    {
      id: 'recipients',
      header: t('noticeAdmin.col.recipients'),
      cell: (n) => (n.status === 1 ? (n.recipients ?? 0) : '—'),
    },
    { id: 'updateTime', header: t('noticeAdmin.col.updateTime'), cell: (n) => when(n.updateTime) },
  ];
}
