import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { PID_STATE } from '@loopline/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PidFileRecord } from '../../../api/pidDetails.ts';
import { errorText } from '../../../app/queryClient.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { DrawingRules } from './DrawingRules.tsx';
import { IdentifySide } from './IdentifySide.tsx';
import { Centered, Problem } from './Problem.tsx';
import type { IdentifyQuery } from './query.ts';
import { Stage } from './Stage.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useIdentifyScreen } from './useIdentifyScreen.ts';

interface Props {
  query: IdentifyQuery;
  record: PidFileRecord;
  onPage: (page: number) => void;
}

/** One recognised page: the drawing with its boxes, layers, the selected item, corrections and review. */
export function IdentifyScreen({ query, record, onPage }: Props) {
  const { t } = useTranslation();
  const s = useIdentifyScreen(query, record, onPage);
  const { drawing, rowsQuery, rows, editable, newRun, tool, stage, confirmDelete } = s;

  const retry = () => {
    void drawing.refetch();
    void rowsQuery.refetch();
  };
  // Only a first read that failed leaves nothing to show. A read again (after an edit) that fails keeps
  // the page, its panels and their state, and says so above it.
  const firstFailure = (!drawing.data && drawing.error) || (!rowsQuery.data && rowsQuery.error);
  if (firstFailure)
    return (
      <Problem message={t('identify.loadFailed', { message: errorText(firstFailure) })} onRetry={retry} />
    );
  if (!drawing.url || !drawing.size || !rowsQuery.data)
    return <Centered loading>{t('identify.loading')}</Centered>;
  const refreshFailure = drawing.error ?? rowsQuery.error;

  return (
    <>
      <Toolbar
        name={s.name}
        page={s.page}
        pages={record.numPage}
        onPage={onPage}
        rows={rows}
        layers={s.layers}
        onToggleLayer={(type) => s.setLayers((l) => ({ ...l, [type]: !l[type] }))}
        editable={editable}
        tool={newRun.drawing ? 'draw' : tool}
        onTool={(next) => {
          newRun.stopDrawing();
          s.setTool(next);
        }}
        onZoom={(f) => stage.current?.zoomBy(f)}
        onFit={() => stage.current?.fit()}
        reviewing={s.reviewing}
        onReview={() => s.setReviewing((r) => !r)}
        showRuns={s.showRuns}
        onRuns={() => s.setShowRuns((r) => !r)}
        extra={s.pid.buttons}
        showMissed={s.showMissed}
        onMissed={() => {
          s.setShowMissed((m) => !m);
          s.setMarker(null);
        }}
        onRules={() => s.setRulesOpen(true)}
      />
      {refreshFailure && (
        <div className="identify-refresh-failed" data-testid="identify-refresh-failed">
          <Alert type="warning" action={<Button onClick={retry}>{t('identify.retry')}</Button>}>
            {t('identify.refreshFailed', { message: errorText(refreshFailure) })}
          </Alert>
        </div>
      )}
      <div className="identify-body">
        <Stage
          ref={stage}
          drawingUrl={drawing.url}
          width={drawing.size.w}
          height={drawing.size.h}
          rows={rows}
          layers={s.layers}
          selected={s.selected}
          related={s.related}
          marker={s.marker}
          editable={editable}
          tool={newRun.drawing ? 'draw' : tool}
          onSelect={s.select}
          onChangeBox={s.onChangeBox}
          onDraw={s.onDraw}
        />
        <IdentifySide s={s} />
      </div>
      {s.rulesOpen && (
        <DrawingRules
          projectId={s.projectId}
          fileId={s.fileId}
          pfileId={s.pfileId}
          editable={editable}
          onClose={() => s.setRulesOpen(false)}
        />
      )}
      {confirmDelete && (
        <ConfirmModal
          header={t('identify.deleteTitle')}
          confirmText={t('identify.delete')}
          onConfirm={async () => {
            await s.remove.mutateAsync(confirmDelete.id);
            s.select(null);
          }}
          onCancel={() => s.setConfirmDelete(null)}
          onDone={() => s.setConfirmDelete(null)}
          testId="identify-delete-confirm"
        >
          {t('identify.deleteConfirm', { tag: confirmDelete.tag || t('identify.noTag') })}
        </ConfirmModal>
      )}
    </>
  );
}

/** The record's state as a reason not to show the page, or null when it is recognised. */
export function notReadyMessage(record: PidFileRecord | null, t: TFunction) {
  if (!record) return t('identify.notSubmitted');
  if (record.state === PID_STATE.failed) return t('identify.failed', { reason: record.reason });
  if (record.state !== PID_STATE.identified)
    return t('identify.notReady', { done: record.numSuccess, pages: record.numPage });
  return null;
}
