import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useConfirmRequest } from './instance.ts';

/** The warning confirmation of a check-file answer with code 5000 (spec 1 §4). */
export function UploadConfirm() {
  const { t } = useTranslation();
  const request = useConfirmRequest();
  return (
    <Modal
      visible={Boolean(request)}
      onDismiss={() => request?.answer(false)}
      header={t('uploads.confirmTitle')}
      data-testid="upload-confirm"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => request?.answer(false)}>{t('uploads.cancel')}</Button>
            <Button variant="primary" data-testid="upload-confirm-ok" onClick={() => request?.answer(true)}>
              {t('uploads.continue')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {request?.message}
    </Modal>
  );
}
