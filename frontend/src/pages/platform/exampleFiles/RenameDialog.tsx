import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fileNameProblem } from '@loopline/shared/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExampleFile, renameExampleFile } from '../../../api/exampleFiles.ts';
import { notify } from '../../../components/notifications/store.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

/** Renames an unpublished example file (the server refuses a published one too). */
export function RenameDialog({
  file,
  onClose,
  onSaved,
}: {
  file: ExampleFile;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(file.fileName);
  const trimmed = name.trim();
  const problem = trimmed ? fileNameProblem(trimmed) : 'exampleFile.nameRequired';

  const { submitting, submit } = useSubmit(
    () => problem === null,
    async () => {
      const res = await renameExampleFile(file.id, trimmed);
      notify.success(res.msg || t('crud.updateSuccess'));
      onSaved();
    },
  );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('exampleFiles.renameTitle')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('crud.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={submitting}
              disabled={problem !== null}
              data-testid="example-rename-save"
              onClick={() => void submit()}
            >
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={t('exampleFiles.fileName')} errorText={problem ? t(problem) : undefined}>
        <Input
          value={name}
          onChange={({ detail }) => setName(detail.value)}
          data-testid="example-rename-input"
        />
      </FormField>
    </Modal>
  );
}
