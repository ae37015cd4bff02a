import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from './DetailPanel.tsx';
import { MissedTagsPanel } from './MissedTagsPanel.tsx';
import { PipelinesPanel } from './PipelinesPanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import type { IdentifyScreenState } from './useIdentifyScreen.ts';

/** The side of a recognised page: the drawing's panels, review, pipe runs, missed tags, the selected item. */
export function IdentifySide({ s }: { s: IdentifyScreenState }) {
  const { t } = useTranslation();
  const { projectId, pfileId, page, rows, editable, selected, relations, suggestion, edit } = s;
  return (
    <aside className="identify-side" data-testid="identify-side">
      {s.pid.panel}
      {s.reviewing && (
        <Box margin={{ bottom: 'l' }}>
          <ReviewPanel
            queue={s.review.queue}
            index={s.review.index}
            loading={s.review.loading}
            threshold={s.review.threshold}
            editable={editable}
            saving={s.threshold.isPending}
            onThreshold={(value) => s.threshold.mutate(value)}
            onStep={s.step}
          />
        </Box>
      )}
      {s.showRuns && (
        <Box margin={{ bottom: 'l' }}>
          <PipelinesPanel
            projectId={projectId}
            pfileId={pfileId}
            page={page}
            name={s.name}
            tree={s.treePage}
            rows={rows}
            editable={editable}
            selectedId={s.selectedId}
            onSelect={(id) => {
              s.select(id);
              const row = rows.find((r) => r.id === id);
              if (row) s.stage.current?.reveal(row.box);
            }}
            runs={s.runs}
            addRun={s.newRun.form}
          />
        </Box>
      )}
      {s.showMissed && (
        <Box margin={{ bottom: 'l' }}>
          <MissedTagsPanel
            projectId={projectId}
            pfileId={pfileId}
            page={page}
            editable={editable}
            adding={s.add.isPending}
            onShow={s.showWord}
            onAccept={s.acceptWord}
          />
        </Box>
      )}
      {selected && relations ? (
        <DetailPanel
          key={selected.id}
          row={selected}
          relations={relations}
          attributes={s.attributes}
          editable={editable}
          suggestion={suggestion?.id === selected.id ? suggestion.value : null}
          saving={edit.isPending}
          onSaveTag={(tag) => edit.mutate({ id: selected.id, tag: tag.trim() })}
          onDelete={() => s.setConfirmDelete(selected)}
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
  );
}
