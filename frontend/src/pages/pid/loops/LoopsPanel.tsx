import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Drawing,
  deleteLoop,
  type LoopRecord,
  removeLoopTag,
  renameLoop,
  saveLoop,
  updateLoopTags,
} from '../../../api/pidLoops.ts';
import { errorText } from '../../../app/queryClient.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { refreshLoops, useDrawingTree, useLoops } from '../queries.ts';
import { LoopCard } from './LoopCard.tsx';
import { LoopNumberForm } from './LoopNumberForm.tsx';
import { unassignedTags, withTag } from './members.ts';
import { UnassignedTags } from './UnassignedTags.tsx';

interface Props {
  drawing: Drawing;
  editable: boolean;
  /** Shows a member on the drawing. */
  onSelect?: (detailId: string, pageNum: number) => void;
}

/**
 * The drawing's instrument loops (issue 17 item 5): each with its member tags; create, renumber (a
 * taken number is said inline), delete with a confirm, take a tag out; tags in no loop are dragged
 * (or picked from their menu) into one. Read-only members see the loops and nothing to change them.
 */
export function LoopsPanel({ drawing, editable, onSelect }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const loops = useLoops(drawing);
  const tree = useDrawingTree(drawing);
  const [creating, setCreating] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LoopRecord | null>(null);
  const free = useMemo(() => unassignedTags(tree.data ?? [], loops.data ?? []), [tree.data, loops.data]);

  const done = (envelope: { msg: string }) => {
    notify.success(envelope.msg);
    return refreshLoops(client, drawing);
  };
  const create = useMutation({
    mutationFn: (loopNum: string) => saveLoop(drawing, loopNum, []),
    onSuccess: async (envelope) => {
      setCreating(false);
      await done(envelope);
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, loopNum }: { id: string; loopNum: string }) => renameLoop(drawing, id, loopNum),
    onSuccess: async (envelope) => {
      setRenamingId(null);
      await done(envelope);
    },
  });
  const addTag = useMutation({
    mutationFn: ({ loop, tag }: { loop: LoopRecord; tag: string }) =>
      updateLoopTags(drawing, loop.id, withTag(loop, tag)),
    onSuccess: done,
  });
  const removeTag = useMutation({
    mutationFn: ({ id, tag }: { id: string; tag: string }) => removeLoopTag(drawing, id, tag),
    onSuccess: done,
  });
  const busy = addTag.isPending || removeTag.isPending;

  const failure = loops.error ?? tree.error;
  if (failure)
    return (
      <Alert
        type="error"
        data-testid="pid-loops-error"
        action={
          <Button
            onClick={() => {
              void loops.refetch();
              void tree.refetch();
            }}
          >
            {t('pidPanels.retry')}
          </Button>
        }
      >
        {t('pidPanels.loops.loadFailed', { message: errorText(failure) })}
      </Alert>
    );
  if (!loops.data || !tree.data)
    return (
      <Box textAlign="center" color="text-status-inactive">
        <Spinner /> {t('pidPanels.loading')}
      </Box>
    );

  return (
    <SpaceBetween size="s">
      <div data-testid="pid-loops">
        <Header
          variant="h3"
          counter={`(${loops.data.length})`}
          actions={
            editable && !creating ? (
              <Button iconName="add-plus" onClick={() => setCreating(true)} data-testid="pid-loop-new">
                {t('pidPanels.loops.create')}
              </Button>
            ) : undefined
          }
        >
          {t('pidPanels.loops.title')}
        </Header>
      </div>
      {creating && (
        <LoopNumberForm
          drawing={drawing}
          submitText={t('pidPanels.loops.create')}
          saving={create.isPending}
          onSubmit={(loopNum) => create.mutate(loopNum)}
          onCancel={() => setCreating(false)}
          testId="pid-loop-create"
        />
      )}
      {loops.data.length === 0 ? (
        <Box color="text-status-inactive" data-testid="pid-loops-empty">
          {t(editable ? 'pidPanels.loops.none' : 'pidPanels.loops.noneReadOnly')}
        </Box>
      ) : (
        <ul className="pid-loops" data-testid="pid-loop-list">
          {loops.data.map((loop) => (
            <LoopCard
              key={loop.id}
              drawing={drawing}
              loop={loop}
              editable={editable}
              renaming={renamingId === loop.id}
              busy={busy || rename.isPending}
              onStartRename={() => setRenamingId(loop.id)}
              onRename={(loopNum) =>
                loopNum === null ? setRenamingId(null) : rename.mutate({ id: loop.id, loopNum })
              }
              onDelete={() => setDeleting(loop)}
              onRemoveTag={(tag) => removeTag.mutate({ id: loop.id, tag })}
              onDropTag={(tag) => addTag.mutate({ loop, tag })}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
      <Box variant="h4" padding={{ top: 'xs' }}>
        {t('pidPanels.loops.unassigned')} ({free.length})
      </Box>
      {editable && free.length > 0 && loops.data.length > 0 && (
        <Box fontSize="body-s" color="text-body-secondary">
          {t('pidPanels.loops.dragHint')}
        </Box>
      )}
      <UnassignedTags
        tags={free}
        loops={loops.data}
        editable={editable}
        busy={busy}
        onAdd={(loop, tag) => addTag.mutate({ loop, tag })}
      />
      {deleting && (
        <ConfirmModal
          header={t('pidPanels.loops.deleteTitle')}
          confirmText={t('pidPanels.loops.delete')}
          onConfirm={async () => {
            await done(await deleteLoop(drawing, deleting.id));
          }}
          onCancel={() => setDeleting(null)}
          onDone={() => setDeleting(null)}
          testId="pid-loop-delete-confirm"
        >
          {t('pidPanels.loops.deleteConfirm', { loopNum: deleting.loopNum })}
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
