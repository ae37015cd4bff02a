import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDeletable, type DeleteKind, deleteEntries, type FileEntry } from '../../../../api/files.ts';
import { notify } from '../../../../components/notifications/store.ts';

/**
 * The delete confirmation (spec 1 §8): its text follows the server's kind (one entry, several, or
 * folders with content). Confirming checks the selection first; a failed check closes silently.
 */
export function DeleteDialog({
  projectId,
  parentId,
  entries,
  kind,
  onClose,
  onDeleted,
}: {
  projectId: string;
  parentId: string;
  entries: FileEntry[];
  kind: DeleteKind;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [only] = entries;

  const confirm = async () => {
    setBusy(true);
    try {
      await checkDeletable(projectId, parentId, entries);
    } catch {
      setBusy(false);
      onClose();
      return;
    }
    try {
      const res = await deleteEntries(projectId, entries);
      notify.success(res.msg);
      onDeleted();
    } catch {
      // The API client has shown the server's message.
      setBusy(false);
    }
  };

  const text =
    kind === 'special'
      ? entries.length === 1 && only
        ? t('files.delete.specialOne', { name: only.fileName })
        : t('files.delete.special', { count: entries.length })
      : kind === 'single' && only
        ? t('files.delete.single', { name: only.fileName })
        : t('files.delete.multiple', { count: entries.length });

  return (
    <Modal
      visible
      header={t('files.delete.title')}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid="delete-dialog"
      data-kind={kind}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy} data-testid="delete-cancel">
              {t('files.dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void confirm()}
              data-testid="delete-confirm"
            >
              {t('files.delete.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {kind === 'special' ? (
        <Alert type="warning" data-testid="delete-text">
          {text}
        </Alert>
      ) : (
        <Box data-testid="delete-text">{text}</Box>
      )}
    </Modal>
  );
}
