import Box from '@cloudscape-design/components/box';
import { PID_STATE } from '@loopline/shared';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailBox, PidDetailRow, PidFileRecord, TagSuggestion } from '../../../api/pidDetails.ts';
import type { SuspectWord } from '../../../api/pidPipelines.ts';
import { errorText } from '../../../app/queryClient.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { usePidPanels } from '../../pid/usePidPanels.tsx';
import { DetailPanel } from './DetailPanel.tsx';
import { DrawingRules } from './DrawingRules.tsx';
import { MissedTagsPanel } from './MissedTagsPanel.tsx';
import { PipelinesPanel } from './PipelinesPanel.tsx';
import { Centered, Problem } from './Problem.tsx';
import { useAttributes, useDrawing, useMayEdit, useRows, useTree } from './queries.ts';
import type { IdentifyQuery } from './query.ts';
import { ReviewPanel } from './ReviewPanel.tsx';
import { relationsOf } from './related.ts';
import { Stage, type StageHandle } from './Stage.tsx';
import { Toolbar } from './Toolbar.tsx';
import { allLayers, type Layers, type Tool } from './types.ts';
import { useAddRun } from './useAddRun.ts';
import { useCorrections } from './useCorrections.ts';
import { useReviewKeys } from './useReviewKeys.ts';
import { useReviewQueue } from './useReviewQueue.ts';
import { useRunEdits } from './useRunEdits.ts';

interface Props {
  query: IdentifyQuery;
  record: PidFileRecord;
  onPage: (page: number) => void;
}

/** One recognised page: the drawing with its boxes, layers, the selected item, corrections and review. */
export function IdentifyScreen({ query, record, onPage }: Props) {
  const { t } = useTranslation();
  const { projectId, fileId, pfileId } = query;
  const page = Math.min(query.page, Math.max(1, record.numPage));
  const drawing = useDrawing(projectId, fileId, page, true);
  const rowsQuery = useRows(projectId, pfileId, page, true);
  const tree = useTree(projectId, pfileId, true);
  const attributes = useAttributes(projectId).data ?? [];
  const editable = useMayEdit(projectId, fileId);
  const rows = rowsQuery.data ?? NO_ROWS;
  const [layers, setLayers] = useState<Layers>(allLayers);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tool, setTool] = useState<Tool>('select');
  const [suggestion, setSuggestion] = useState<{ id: string; value: TagSuggestion } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<PidDetailRow | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [showRuns, setShowRuns] = useState(false);
  const [showMissed, setShowMissed] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [marker, setMarker] = useState<DetailBox | null>(null);
  const stage = useRef<StageHandle>(null);
  const { edit, add, remove, threshold } = useCorrections({ projectId, pfileId, page });
  const name = query.name || record.fileName;
  const pid = usePidPanels({ projectId, pfileId, name, page, editable, onPage, onSelect: setSelectedId });

  const runs = useRunEdits({ projectId, pfileId, page });
  const newRun = useAddRun(runs, (lineId) => select(lineId));

  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const treePage = tree.data?.find((p) => p.pageNum === page);
  const relations = useMemo(
    () => (selected ? relationsOf(selected, rows, treePage) : null),
    [selected, rows, treePage],
  );
  const related = useMemo(
    () =>
      relations
        ? [...relations.pipelineItems, ...relations.loopItems].filter((r) => layers[r.type])
        : NO_ROWS,
    [relations, layers],
  );
  const review = useReviewQueue({ projectId, pfileId, page, rows, reviewing, selectedId });

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    setSuggestion((s) => (s && s.id === id ? s : null));
  }, []);

  const step = (delta: number) => {
    const next = review.nextOf(delta);
    if (!next) return;
    select(next.id);
    stage.current?.reveal(next.box);
  };

  useReviewKeys({
    reviewing,
    step,
    onDelete: editable && selected ? () => setConfirmDelete(selected) : undefined,
    onEscape: () => {
      if (newRun.drawing) newRun.stopDrawing();
      else if (tool === 'draw') setTool('select');
      else select(null);
    },
  });

  const added = useCallback((answer: { detail: PidDetailRow; suggestion: TagSuggestion }) => {
    setTool('select');
    setMarker(null);
    setSelectedId(answer.detail.id);
    setSuggestion({ id: answer.detail.id, value: answer.suggestion });
  }, []);

  // A box drawn while a pipe run waits for its line number's box is that box; any other is a new item.
  const onDraw = (box: DetailBox) => {
    if (newRun.drawing) newRun.drawn(box);
    else add.mutate({ box }, { onSuccess: added });
  };

  const showWord = (word: SuspectWord) => {
    setMarker(word.box);
    stage.current?.reveal(word.box);
  };
  const acceptWord = (word: SuspectWord) =>
    add.mutate({ box: word.box, tag: word.tag, type: word.type }, { onSuccess: added });
  const onChangeBox = useCallback((id: string, box: DetailBox) => edit.mutate({ id, box }), [edit]);

  if (drawing.error || rowsQuery.error) {
    const message = errorText(drawing.error ?? rowsQuery.error);
    return (
      <Problem
        message={t('identify.loadFailed', { message })}
        onRetry={() => {
          void drawing.refetch();
          void rowsQuery.refetch();
        }}
      />
    );
  }
  if (!drawing.url || !drawing.size || !rowsQuery.data)
    return <Centered loading>{t('identify.loading')}</Centered>;

  return (
    <>
      <Toolbar
        name={query.name || record.fileName}
        page={page}
        pages={record.numPage}
        onPage={onPage}
        rows={rows}
        layers={layers}
        onToggleLayer={(type) => setLayers((l) => ({ ...l, [type]: !l[type] }))}
        editable={editable}
        tool={newRun.drawing ? 'draw' : tool}
        onTool={(next) => {
          newRun.stopDrawing();
          setTool(next);
        }}
        onZoom={(f) => stage.current?.zoomBy(f)}
        onFit={() => stage.current?.fit()}
        reviewing={reviewing}
        onReview={() => setReviewing((r) => !r)}
        showRuns={showRuns}
        onRuns={() => setShowRuns((r) => !r)}
        extra={pid.buttons}
        showMissed={showMissed}
        onMissed={() => {
          setShowMissed((m) => !m);
          setMarker(null);
        }}
        onRules={() => setRulesOpen(true)}
      />
      <div className="identify-body">
        <Stage
          ref={stage}
          drawingUrl={drawing.url}
          width={drawing.size.w}
          height={drawing.size.h}
          rows={rows}
          layers={layers}
          selected={selected}
          related={related}
          marker={marker}
          editable={editable}
          tool={newRun.drawing ? 'draw' : tool}
          onSelect={select}
          onChangeBox={onChangeBox}
          onDraw={onDraw}
        />
        <aside className="identify-side" data-testid="identify-side">
          {pid.panel}
          {reviewing && (
            <Box margin={{ bottom: 'l' }}>
              <ReviewPanel
                queue={review.queue}
                index={review.index}
                loading={review.loading}
                threshold={review.threshold}
                editable={editable}
                saving={threshold.isPending}
                onThreshold={(value) => threshold.mutate(value)}
                onStep={step}
              />
            </Box>
          )}
          {showRuns && (
            <Box margin={{ bottom: 'l' }}>
              <PipelinesPanel
                projectId={projectId}
                pfileId={pfileId}
                page={page}
                name={query.name || record.fileName}
                tree={treePage}
                rows={rows}
                editable={editable}
                selectedId={selectedId}
                onSelect={(id) => {
                  select(id);
                  const row = rows.find((r) => r.id === id);
                  if (row) stage.current?.reveal(row.box);
                }}
                runs={runs}
                addRun={newRun.form}
              />
            </Box>
          )}
          {showMissed && (
            <Box margin={{ bottom: 'l' }}>
              <MissedTagsPanel
                projectId={projectId}
                pfileId={pfileId}
                page={page}
                editable={editable}
                adding={add.isPending}
                onShow={showWord}
                onAccept={acceptWord}
              />
            </Box>
          )}
          {selected && relations ? (
            <DetailPanel
              key={selected.id}
              row={selected}
              relations={relations}
              attributes={attributes}
              editable={editable}
              suggestion={suggestion?.id === selected.id ? suggestion.value : null}
              saving={edit.isPending}
              onSaveTag={(tag) => edit.mutate({ id: selected.id, tag: tag.trim() })}
              onDelete={() => setConfirmDelete(selected)}
            />
          ) : (
            <Box color="text-body-secondary" data-testid="identify-hint">
              {rows.length === 0
                ? t(editable ? 'identify.noItems' : 'identify.noItemsReadOnly')
                : t('identify.selectHint')}
              <Box margin={{ top: 's' }} fontSize="body-s">
                {t(editable ? 'identify.editHint' : 'identify.readOnlyHint')}
              </Box>
            </Box>
          )}
        </aside>
      </div>
      {rulesOpen && (
        <DrawingRules
          projectId={projectId}
          fileId={fileId}
          pfileId={pfileId}
          editable={editable}
          onClose={() => setRulesOpen(false)}
        />
      )}
      {confirmDelete && (
        <ConfirmModal
          header={t('identify.deleteTitle')}
          confirmText={t('identify.delete')}
          onConfirm={async () => {
            await remove.mutateAsync(confirmDelete.id);
            select(null);
          }}
          onCancel={() => setConfirmDelete(null)}
          onDone={() => setConfirmDelete(null)}
          testId="identify-delete-confirm"
        >
          {t('identify.deleteConfirm', { tag: confirmDelete.tag || t('identify.noTag') })}
        </ConfirmModal>
      )}
    </>
  );
}

const NO_ROWS: PidDetailRow[] = [];

/** The record's state as a reason not to show the page, or null when it is recognised. */
export function notReadyMessage(record: PidFileRecord | null, t: TFunction) {
  if (!record) return t('identify.notSubmitted');
  if (record.state === PID_STATE.failed) return t('identify.failed', { reason: record.reason });
  if (record.state !== PID_STATE.identified)
    return t('identify.notReady', { done: record.numSuccess, pages: record.numPage });
  return null;
}
