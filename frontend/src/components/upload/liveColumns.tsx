import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../app/format.ts';
import type { QueueItem } from '../../upload/queue.ts';
import { ItemStatus } from './ItemStatus.tsx';
import { uploadQueue } from './instance.ts';

/** Statuses of an item still on its way. */
export const LIVE = new Set(['cmd5', 'waiting', 'uploading', 'paused']);

function LiveActions({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const queue = uploadQueue();
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {item.status === 'paused' && !item.needsFile && (
        <Button
          variant="inline-icon"
          iconName="caret-right-filled"
          ariaLabel={t('uploads.resume')}
          data-testid="upload-resume"
          onClick={() => queue.resume(item.id)}
        />
      )}
      {LIVE.has(item.status) && item.status !== 'paused' && (
        <Button
          variant="inline-icon"
          iconName="pause"
          ariaLabel={t('uploads.pause')}
          data-testid="upload-pause"
          onClick={() => queue.pause(item.id)}
        />
      )}
      {item.status !== 'success' && (
        <Button
          variant="inline-icon"
          iconName="close"
          ariaLabel={t('uploads.remove')}
          data-testid="upload-remove"
          onClick={() => void queue.remove(item.id)}
        />
      )}
    </SpaceBetween>
  );
}

export function liveColumns(
  t: (k: string) => string,
  withProject: boolean,
): TableProps.ColumnDefinition<QueueItem>[] {
  return [
    {
      id: 'name',
      header: t('uploads.col.name'),
      cell: (i) => (
        <span data-testid="upload-item-name">
          {i.kind === 'folder' && <Icon name="folder" />} {i.name}
        </span>
      ),
    },
    { id: 'size', header: t('uploads.col.size'), cell: (i) => formatBytes(i.size) },
    ...(withProject
      ? [{ id: 'project', header: t('uploads.col.project'), cell: (i: QueueItem) => i.target.projectName }]
      : []),
    { id: 'status', header: t('uploads.col.status'), cell: (i) => <ItemStatus item={i} />, minWidth: 180 },
    {
      id: 'time',
      header: t('uploads.col.time'),
      cell: (i) => formatDateTime(new Date(i.createdAt).toISOString()),
    },
    { id: 'actions', header: t('uploads.col.actions'), cell: (i) => <LiveActions item={i} /> },
  ];
}
