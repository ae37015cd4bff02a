import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  header: string;
  children: React.ReactNode;
  confirmText: string;
  /** Runs the action; the dialog closes when it settles (errors have been shown by then). */
  onConfirm: () => Promise<void>;
  /** Closed without confirming. */
  onCancel: () => void;
  onDone: () => void;
  testId?: string;
}

/** A confirmation dialog for a destructive action. */
export function ConfirmModal({
  header,
  children,
  confirmText,
  onConfirm,
  onCancel,
  onDone,
  testId,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Modal
      visible
      width={500}
      header={header}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={() => !busy && onCancel()}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="link"
              onClick={onCancel}
              disabled={busy}
              data-testid={testId && `${testId}-cancel`}
            >
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void confirm()}
              loading={busy}
              data-testid={testId && `${testId}-confirm`}
            >
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
