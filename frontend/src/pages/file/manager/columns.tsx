import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FileEntry, SortField } from '../../../api/files.ts';
import { ModelStatus } from './ModelStatus.tsx';
import { absoluteTime, formatSize, relativeTime } from './rules.ts';

/** A time as "3 minutes ago" (the exact time on hover), or the date once it is old. */
export function TimeText({ iso, t, language }: { iso: string; t: TFunction; language: string }) {
  const when = relativeTime(iso, language);
  const text = when.kind === 'now' ? t('files.justNow') : when.kind === 'none' ? '-' : when.text;
  return <span title={absoluteTime(iso)}>{text}</span>;
}

export function sizeText(entry: FileEntry): string {
  return entry.isFile ? formatSize(entry.fileSize) : '-';
}

function PublishText({ entry, t }: { entry: FileEntry; t: TFunction }) {
  if (!entry.isFile) return <Box color="text-status-inactive">-</Box>;
  return entry.publishStatus === '1' ? (
    <StatusIndicator type="success">{t('files.publish.1')}</StatusIndicator>
  ) : (
    <StatusIndicator type="stopped">{t('files.publish.0')}</StatusIndicator>
  );
}

/** The sort field each sortable column stands for. */
export const COLUMN_SORT: Record<string, SortField> = {
  name: 'name',
  size: 'size',
  time: 'time',
  publish: 'publish',
};

export function fileColumns(
  t: TFunction,
  language: string,
  name: (entry: FileEntry) => ReactNode,
  recognition: (entry: FileEntry) => ReactNode,
): TableProps.ColumnDefinition<FileEntry>[] {
  return [
    {
      id: 'name',
      header: t('files.col.name'),
      cell: name,
      sortingField: 'name',
      isRowHeader: true,
      minWidth: 280,
    },
    { id: 'size', header: t('files.col.size'), cell: sizeText, sortingField: 'size', width: 130 },
    {
      id: 'time',
      header: t('files.col.time'),
      cell: (entry) => <TimeText iso={entry.time} t={t} language={language} />,
      sortingField: 'time',
      width: 170,
    },
    { id: 'user', header: t('files.col.user'), cell: (entry) => entry.userName || '-', width: 150 },
    {
      id: 'model',
      header: t('models.col.model'),
      cell: (entry) => <ModelStatus entry={entry} />,
      width: 150,
    },
    {
      id: 'recognition',
      header: t('recognition.col'),
      cell: recognition,
      width: 170,
    },
    {
      id: 'publish',
      header: t('files.col.publish'),
      cell: (entry) => <PublishText entry={entry} t={t} />,
      sortingField: 'publish',
      width: 140,
    },
  ];
}
