import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../app/format.ts';
import type { PickedFile, QueueItem } from '../../upload/queue.ts';
import { DropArea } from './DropArea.tsx';
import { ItemStatus } from './ItemStatus.tsx';
import { uploadQueue, useUploadItems } from './instance.ts';
import { type ServerLine, type ServerListType, useServerLines } from './serverLines.ts';

const LIVE = new Set(['cmd5', 'waiting', 'uploading', 'paused']);
const LOAD_POLL_MS = 30_000;

interface Props {
  /** fileManager: tabs Uploading, Uploaded, Failed; shell: import, uploading, success, load, fail. */
  mode: 'fileManager' | 'shell';
  onPick: (picked: PickedFile[]) => void;
  /** Shown above the drop area in the import tab (the shell's project choice). */
  importTarget?: ReactNode;
  canPick: boolean;
}

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

function liveColumns(
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

function ServerList({
  type,
  active,
  onRemove,
}: {
  type: ServerListType;
  active: boolean;
  onRemove?: boolean;
}) {
  const { t } = useTranslation();
  const list = useServerLines(type, active, type === 'load' ? LOAD_POLL_MS : undefined);
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
      items={list.lines}
      data-testid={`upload-server-${type}`}
      header={
        type !== 'load' && list.lines.length > 0 ? (
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

/** The upload lists (spec 1 §2): live items from the queue, finished lines from the server. */
export function UploadPanel({ mode, onPick, importTarget, canPick }: Props) {
  const { t } = useTranslation();
  const items = useUploadItems();
  const queue = uploadQueue();
  const [tab, setTab] = useState(mode === 'shell' ? 'import' : 'uploading');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const live = items.filter((i) => LIVE.has(i.status));
  const done = items.filter((i) => i.status === 'success');
  const failed = items.filter((i) => i.status === 'error' || i.status === 'fileError');
  const table = (rows: QueueItem[], testId: string) => (
    <Table
      variant="embedded"
      items={rows}
      data-testid={testId}
      columnDefinitions={liveColumns(t, mode === 'fileManager' || mode === 'shell')}
      empty={
        <Box textAlign="center" color="inherit">
          {t('uploads.empty')}
        </Box>
      }
    />
  );
  const uploadingTab = (
    <SpaceBetween size="s">
      {live.length > 0 && (
        <Box float="right">
          {confirmCancel ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box>{t('uploads.cancelAllConfirm')}</Box>
              <Button onClick={() => setConfirmCancel(false)}>{t('uploads.cancel')}</Button>
              <Button
                variant="primary"
                data-testid="upload-cancel-all-ok"
                onClick={() => {
                  setConfirmCancel(false);
                  void queue.cancelAll();
                }}
              >
                {t('uploads.cancelAll')}
              </Button>
            </SpaceBetween>
          ) : (
            <Button data-testid="upload-cancel-all" onClick={() => setConfirmCancel(true)}>
              {t('uploads.cancelAll')}
            </Button>
          )}
        </Box>
      )}
      {table(live, 'upload-live')}
    </SpaceBetween>
  );
  const drop = <DropArea onPick={onPick} disabled={!canPick} />;
  const tabs =
    mode === 'fileManager'
      ? [
          {
            id: 'uploading',
            label: `${t('uploads.tab.uploading')} (${live.length})`,
            content: (
              <SpaceBetween size="s">
                {drop}
                {uploadingTab}
              </SpaceBetween>
            ),
          },
          {
            id: 'uploaded',
            label: `${t('uploads.tab.uploaded')} (${done.length})`,
            content: table(done, 'upload-done'),
          },
          {
            id: 'failed',
            label: `${t('uploads.tab.failed')} (${failed.length})`,
            content: (
              <SpaceBetween size="s">
                {table(failed, 'upload-failed')}
                <ServerList type="fail" active={tab === 'failed'} onRemove />
              </SpaceBetween>
            ),
          },
        ]
      : [
          {
            id: 'import',
            label: t('uploads.tab.import'),
            content: (
              <SpaceBetween size="s">
                {importTarget}
                {drop}
              </SpaceBetween>
            ),
          },
          { id: 'uploading', label: `${t('uploads.tab.uploading')} (${live.length})`, content: uploadingTab },
          {
            id: 'success',
            label: t('uploads.tab.success'),
            content: <ServerList type="upload" active={tab === 'success'} onRemove />,
          },
          {
            id: 'load',
            label: t('uploads.tab.load'),
            content: <ServerList type="load" active={tab === 'load'} />,
          },
          {
            id: 'fail',
            label: t('uploads.tab.fail'),
            content: <ServerList type="fail" active={tab === 'fail'} onRemove />,
          },
        ];
  return <Tabs activeTabId={tab} onChange={({ detail }) => setTab(detail.activeTabId)} tabs={tabs} />;
}
