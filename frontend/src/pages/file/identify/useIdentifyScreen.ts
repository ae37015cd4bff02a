import { useCallback, useMemo, useRef, useState } from 'react';
import type { DetailBox, PidDetailRow, PidFileRecord, TagSuggestion } from '../../../api/pidDetails.ts';
import type { SuspectWord } from '../../../api/pidPipelines.ts';
import { usePidPanels } from '../../pid/usePidPanels.tsx';
import { useAttributes, useDrawing, useMayEdit, useRows, useTree } from './queries.ts';
import type { IdentifyQuery } from './query.ts';
import { relationsOf } from './related.ts';
import type { StageHandle } from './Stage.tsx';
import { allLayers, type Layers, type Tool } from './types.ts';
import { useAddRun } from './useAddRun.ts';
import { useCorrections } from './useCorrections.ts';
import { useReviewKeys } from './useReviewKeys.ts';
import { useReviewQueue } from './useReviewQueue.ts';
import { useRunEdits } from './useRunEdits.ts';

const NO_ROWS: PidDetailRow[] = [];

/**
 * The state of one recognised page's screen: its reads, the layers, the selected item, the tool, the
 * open side panels, and the actions that move between them. The screen and its side panel only render it.
 */
export function useIdentifyScreen(
  query: IdentifyQuery,
  record: PidFileRecord,
  onPage: (page: number) => void,
) {
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

  return {
    projectId,
    fileId,
    pfileId,
    page,
    name,
    drawing,
    rowsQuery,
    rows,
    attributes,
    editable,
    stage,
    layers,
    setLayers,
    selectedId,
    selected,
    tool,
    setTool,
    suggestion,
    confirmDelete,
    setConfirmDelete,
    reviewing,
    setReviewing,
    showRuns,
    setShowRuns,
    showMissed,
    setShowMissed,
    rulesOpen,
    setRulesOpen,
    marker,
    setMarker,
    edit,
    add,
    remove,
    threshold,
    pid,
    runs,
    newRun,
    treePage,
    relations,
    related,
    review,
    select,
    step,
    onDraw,
    showWord,
    acceptWord,
    onChangeBox,
  };
}

export type IdentifyScreenState = ReturnType<typeof useIdentifyScreen>;
