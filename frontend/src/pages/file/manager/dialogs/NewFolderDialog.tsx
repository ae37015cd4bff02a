import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FILE_NAME_MAX } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { createFolder, type FileEntry } from '../../../../api/files.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { folderNameProblem } from '../rules.ts';

/** Creates a folder in the folder shown; name rules of spec 1 §5, the server's refusal on the field. */
export function NewFolderDialog({
  projectId,
  dirId,
  onClose,
  onCreated,
}: {
  projectId: string;
  dirId: string;
  onClose: () => void;
  onCreated: (folder: FileEntry) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const key = folderNameProblem(name);
    if (key) return setProblem(t(key));
    setBusy(true);
    try {
      const res = await createFolder(projectId, dirId, name.trim(), { silent: true });
      notify.success(res.msg);
      onCreated(res.data);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      header={t('files.newFolder.title')}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid="new-folder-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('files.dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void submit()}
              data-testid="new-folder-submit"
            >
              {t('files.newFolder.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label={t('files.newFolder.name')}
          errorText={problem}
          constraintText={t('files.nameHint', { max: FILE_NAME_MAX })}
        >
          <Input
            value={name}
            autoFocus
            placeholder={t('files.newFolder.placeholder')}
            onChange={({ detail }) => {
              setName(detail.value.slice(0, FILE_NAME_MAX));
              setProblem(null);
            }}
            data-testid="new-folder-name"
          />
        </FormField>
      </form>
    </Modal>
  );
}
