import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedFile, QueueItem } from '../../upload/queue.ts';
import { DropArea } from './DropArea.tsx';
import { savedFailuresBeyondQueue } from './failedLines.ts';
import { uploadQueue, useUploadItems } from './instance.ts';
import { LIVE, liveColumns } from './liveColumns.tsx';
import { ServerLinesTable, ServerList } from './ServerList.tsx';
import { useServerLines } from './serverLines.ts';

interface Props {
  /** fileManager: tabs Uploading, Uploaded, Failed; shell: import, uploading, success, load, fail. */
  mode: 'fileManager' | 'shell';
  onPick: (picked: PickedFile[]) => void;
  /** Shown above the drop area in the import tab (the shell's project choice). */
  importTarget?: ReactNode;
  canPick: boolean;
}

function LiveTable({
  rows,
  testId,
  withProject,
}: {
  rows: QueueItem[];
  testId: string;
  withProject: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table
      variant="embedded"
      wrapLines
      items={rows}
      data-testid={testId}
      columnDefinitions={liveColumns(t, withProject)}
      empty={
        <Box textAlign="center" color="inherit">
          {t('uploads.empty')}
        </Box>
      }
    />
  );
}

/** Unfinished uploads with "cancel all" (asked once more before it acts). */
function UploadingList({ live }: { live: QueueItem[] }) {
  const { t } = useTranslation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const queue = uploadQueue();
  return (
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
      <LiveTable rows={live} testId="upload-live" withProject />
    </SpaceBetween>
  );
}

/** The file manager's three tabs; the Failed count is the rows its tab lists (queue and saved). */
function FileManagerTabs({ drop }: { drop: ReactNode }) {
  const { t } = useTranslation();
  const items = useUploadItems();
  const [tab, setTab] = useState('uploading');
  const live = items.filter((i) => LIVE.has(i.status));
  const done = items.filter((i) => i.status === 'success');
  const failed = items.filter((i) => i.status === 'error' || i.status === 'fileError');
  // Loaded while the panel is open, not only on its tab, so the tab's label counts it.
  const saved = useServerLines('fail', true);
  const savedOnly = savedFailuresBeyondQueue(failed, saved.lines);
  const tabs = [
    {
      id: 'uploading',
      label: `${t('uploads.tab.uploading')} (${live.length})`,
      content: (
        <SpaceBetween size="s">
          {drop}
          <UploadingList live={live} />
        </SpaceBetween>
      ),
    },
    {
      id: 'uploaded',
      label: `${t('uploads.tab.uploaded')} (${done.length})`,
      content: <LiveTable rows={done} testId="upload-done" withProject />,
    },
    {
      id: 'failed',
      label: `${t('uploads.tab.failed')} (${failed.length + savedOnly.length})`,
      content: (
        <SpaceBetween size="s">
          {failed.length > 0 && <LiveTable rows={failed} testId="upload-failed" withProject />}
          {(savedOnly.length > 0 || failed.length === 0) && (
            <ServerLinesTable type="fail" list={saved} lines={savedOnly} onRemove />
          )}
        </SpaceBetween>
      ),
    },
  ];
  return <Tabs activeTabId={tab} onChange={({ detail }) => setTab(detail.activeTabId)} tabs={tabs} />;
}

/** The upload lists (spec 1 §2): live items from the queue, finished lines from the server. */
export function UploadPanel({ mode, onPick, importTarget, canPick }: Props) {
  const { t } = useTranslation();
  const items = useUploadItems();
  const [tab, setTab] = useState('import');
  const drop = <DropArea onPick={onPick} disabled={!canPick} />;
  if (mode === 'fileManager') return <FileManagerTabs drop={drop} />;
  const live = items.filter((i) => LIVE.has(i.status));
  const tabs = [
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
    {
      id: 'uploading',
      label: `${t('uploads.tab.uploading')} (${live.length})`,
      content: <UploadingList live={live} />,
    },
    {
      id: 'success',
      label: t('uploads.tab.success'),
      content: <ServerList type="upload" active={tab === 'success'} onRemove />,
    },
    { id: 'load', label: t('uploads.tab.load'), content: <ServerList type="load" active={tab === 'load'} /> },
    {
      id: 'fail',
      label: t('uploads.tab.fail'),
      content: <ServerList type="fail" active={tab === 'fail'} onRemove />,
    },
  ];
  return <Tabs activeTabId={tab} onChange={({ detail }) => setTab(detail.activeTabId)} tabs={tabs} />;
}
