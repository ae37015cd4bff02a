import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileEntry, moveEntries, moveTargets } from '../../../../api/files.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { FolderTree } from '../FolderTree.tsx';

/** Moves the selection into a folder picked from a tree that leaves the moved folders out. */
export function MoveDialog({
  projectId,
  rootLabel,
  entries,
  onClose,
  onMoved,
}: {
  projectId: string;
  rootLabel: string;
  entries: FileEntry[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = entries.map((e) => e.id).join(',');
  const load = useCallback(
    (dirId: string) => moveTargets(projectId, dirId, ids.split(',')),
    [projectId, ids],
  );
  const [only] = entries;
  const unchanged = target !== null && entries.every((e) => e.parentId === target);

  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const res = await moveEntries(projectId, target, entries);
      notify.success(res.msg);
      onMoved();
    } catch {
      // The API client has shown the server's message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      header={t('files.move.title')}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid="move-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('files.dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={!target || unchanged}
              onClick={() => void submit()}
              data-testid="move-submit"
            >
              {t('files.move.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box color="text-body-secondary">
          {entries.length === 1 && only
            ? t('files.move.textOne', { name: only.fileName })
            : t('files.move.textMany', { count: entries.length })}
        </Box>
        <div className="ll-move-tree">
          <FolderTree
            rootId={projectId}
            rootLabel={rootLabel}
            load={load}
            selectedId={target}
            onSelect={setTarget}
            testId="move-tree"
            ariaLabel={t('files.move.tree')}
          />
        </div>
      </SpaceBetween>
    </Modal>
  );
}
