import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../app/format.ts';
import { type ServerLine, type ServerLines, type ServerListType, useServerLines } from './serverLines.ts';

const LOAD_POLL_MS = 30_000;

/** A server list that loads itself while its tab is shown. */
export function ServerList({
  type,
  active,
  onRemove,
}: {
  type: ServerListType;
  active: boolean;
  onRemove?: boolean;
}) {
  const list = useServerLines(type, active, type === 'load' ? LOAD_POLL_MS : undefined);
  return <ServerLinesTable type={type} list={list} lines={list.lines} onRemove={onRemove} />;
}

/** Saved upload-list lines (`lines`: the ones of `list` to show). */
export function ServerLinesTable({
  type,
  list,
  lines,
  onRemove,
}: {
  type: ServerListType;
  list: ServerLines;
  lines: readonly ServerLine[];
  onRemove?: boolean;
}) {
  const { t } = useTranslation();
  const status = (line: ServerLine) =>
    type === 'fail' ? (
      <StatusIndicator type="error">{line.fileState}</StatusIndicator>
    ) : type === 'load' ? (
      <StatusIndicator
        type={line.modelStatus === 'fail' ? 'error' : line.modelStatus === 'success' ? 'success' : 'loading'}
      >
        {line.fileState || t(`uploads.load.${line.modelStatus ?? 'load'}`)}
      </StatusIndicator>
    ) : (
      <StatusIndicator type="success">{t('uploads.status.success')}</StatusIndicator>
    );
  return (
    <Table
      variant="embedded"
      loading={list.loading && !list.lines.length}
      loadingText={t('uploads.loading')}
      items={[...lines]}
      data-testid={`upload-server-${type}`}
      header={
        type !== 'load' && lines.length > 0 ? (
          <Box float="right">
            <Button onClick={() => void list.clearAll()} data-testid={`upload-clear-${type}`}>
              {t('uploads.clearAll')}
            </Button>
          </Box>
        ) : undefined
      }
      columnDefinitions={[
        {
          id: 'name',
          header: t('uploads.col.name'),
          cell: (l) => (
            <span>
              {l.isDir ? <Icon name="folder" /> : null} {l.fileName}
            </span>
          ),
        },
        { id: 'size', header: t('uploads.col.size'), cell: (l) => formatBytes(l.fileSize) },
        { id: 'project', header: t('uploads.col.project'), cell: (l) => l.proName },
        { id: 'status', header: t('uploads.col.status'), cell: status },
        { id: 'time', header: t('uploads.col.time'), cell: (l) => formatDateTime(l.createTime) },
        ...(onRemove
          ? [
              {
                id: 'actions',
                header: t('uploads.col.actions'),
                cell: (l: ServerLine) => (
                  <Button
                    variant="inline-icon"
                    iconName="remove"
                    ariaLabel={t('uploads.remove')}
                    onClick={() => void list.remove([l.id])}
                  />
                ),
              },
            ]
          : []),
      ]}
      empty={
        <Box textAlign="center" color="inherit">
          {t('uploads.empty')}
        </Box>
      }
    />
  );
}
