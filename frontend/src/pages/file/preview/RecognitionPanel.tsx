import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { PID_STATE } from '@loopline/shared';
import { DETAIL_TYPES } from '@loopline/shared/contracts/recognition';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PidFileRecord } from '../../../api/recognition.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { errorText } from '../../../app/queryClient.ts';
import { pagesPercent } from '../../../components/progress/progressSettings.ts';
import { TimeLeft } from '../../../components/progress/TimeLeft.tsx';
import { DrawingActions } from '../../pid/DrawingActions.tsx';
import { PanelResizer } from './PanelResizer.tsx';
import { identifyPreviewPath, type PageRow, pageRows } from './recognitionPanel.ts';

/** Opens a recognised page in `#/file/identify-preview` in a new window (spec 1 §2). */
function openPage(record: PidFileRecord, projectId: string, pageNum: number) {
  const path = identifyPreviewPath({ projectId, fileId: record.fileId, name: record.fileName, pageNum });
  window.open(`#${withClientId(path, currentClientId())}`, '_blank', 'noopener');
}

function PageStatusText({ row }: { row: PageRow }) {
  const { t } = useTranslation();
  return row.status === 'identified' ? (
    <StatusIndicator type="success">{t('recognition.state.identified')}</StatusIndicator>
  ) : (
    <StatusIndicator type="in-progress">{t('recognition.state.recognising')}</StatusIndicator>
  );
}

/** How far the run is, or why it has no pages: waiting, the progress, the failure with its reason. */
function RunState({ record }: { record: PidFileRecord }) {
  const { t } = useTranslation();
  if (record.state === PID_STATE.waiting)
    return <StatusIndicator type="pending">{t('recognition.panel.waiting')}</StatusIndicator>;
  if (record.state === PID_STATE.failed)
    return (
      <Alert type="error" data-testid="recognition-panel-failed">
        {t('recognition.panel.failed', { reason: record.reason || t('recognition.failedNoReason') })}
      </Alert>
    );
  if (record.state === PID_STATE.recognising) {
    const value = pagesPercent(record.numSuccess, record.numPage);
    return (
      <ProgressBar
        value={value}
        description={t('recognition.panel.progress', { done: record.numSuccess, total: record.numPage })}
        additionalInfo={<TimeLeft kind="identify" progress={value} testId="identify-time-left" />}
        data-testid="recognition-panel-progress"
      />
    );
  }
  return <Box color="text-body-secondary">{t('recognition.panel.openHint')}</Box>;
}

/** What the run found on the whole drawing, by type (the record's counts). */
function Found({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation();
  const found = DETAIL_TYPES.filter((type) => (counts[type] ?? 0) > 0);
  if (!found.length) return null;
  return (
    <div>
      <Box variant="awsui-key-label">{t('recognition.panel.found')}</Box>
      <ul className="ll-rec-panel__counts" data-testid="recognition-panel-counts">
        {found.map((type) => (
          <li key={type}>
            <span>{t(`recognition.type.${type}`)}</span>
            <span>{counts[type]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface RecognitionPanelProps {
  projectId: string;
  record: { status: 'error'; error: unknown } | { status: 'success'; data: PidFileRecord };
  width: number;
  onWidth: (width: number) => void;
  onHide: () => void;
}

/**
 * The recognition side panel beside a recognised drawing's preview (spec 1 §2): its pages with their
 * status, updating live; a page opens in the identify preview in a new window. Resizable 288–500 px.
 */
export function RecognitionPanel({ projectId, record, width, onWidth, onHide }: RecognitionPanelProps) {
  const { t } = useTranslation();
  const data = record.status === 'success' ? record.data : null;
  const rows = data ? pageRows(data) : [];
  const clickable = data?.state === PID_STATE.identified;
  // A click on the page link also reaches its row: the row does not open the page a second time.
  const followed = useRef(false);
  const open = (pageNum: number) => {
    if (data && clickable) openPage(data, projectId, pageNum);
  };
  return (
    <aside
      className="ll-rec-panel"
      style={{ width }}
      data-testid="recognition-panel"
      data-width={width}
      data-state={data?.state ?? ''}
      aria-label={t('recognition.panel.title')}
    >
      <PanelResizer width={width} onWidth={onWidth} label={t('recognition.panel.resize')} />
      <div className="ll-rec-panel__body">
        <SpaceBetween size="s">
          <Header
            variant="h3"
            counter={data && rows.length ? `(${rows.length})` : undefined}
            actions={
              <Button
                variant="icon"
                iconName="angle-right"
                ariaLabel={t('recognition.panel.hide')}
                onClick={onHide}
                data-testid="recognition-panel-hide"
              />
            }
          >
            {t('recognition.panel.title')}
          </Header>
          {record.status === 'error' && (
            <Alert type="error">{errorText(record.error) || t('recognition.panel.loadFailed')}</Alert>
          )}
          {data && <RunState record={data} />}
          {data && rows.length > 0 && (
            <Table<PageRow>
              variant="embedded"
              items={rows}
              trackBy="id"
              onRowClick={({ detail }) => {
                if (followed.current) followed.current = false;
                else open(detail.item.pageNum);
              }}
              columnDefinitions={[
                {
                  id: 'page',
                  header: t('recognition.panel.col.page'),
                  cell: (row) =>
                    clickable ? (
                      <Link
                        onFollow={(event) => {
                          event.preventDefault();
                          followed.current = true;
                          open(row.pageNum);
                          // A keyboard follow reaches no row: forget it after this event.
                          setTimeout(() => {
                            followed.current = false;
                          });
                        }}
                        ariaLabel={t('recognition.panel.open', { page: row.pageNum })}
                        data-testid="recognition-page-link"
                      >
                        {t('recognition.panel.page', { page: row.pageNum })}
                      </Link>
                    ) : (
                      t('recognition.panel.page', { page: row.pageNum })
                    ),
                },
                {
                  id: 'status',
                  header: t('recognition.panel.col.status'),
                  cell: (row) => <PageStatusText row={row} />,
                },
              ]}
              empty={<Box color="text-body-secondary">{t('recognition.panel.noPages')}</Box>}
              data-testid="recognition-pages"
            />
          )}
          {data?.state === PID_STATE.identified && <Found counts={data.counts} />}
          {data?.state === PID_STATE.identified && (
            <DrawingActions projectId={projectId} fileId={data.fileId} name={data.fileName} />
          )}
        </SpaceBetween>
      </div>
    </aside>
  );
}
