import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** A dialog's footer: Cancel, then the primary button (`testId`), which spins while `busy`. */
export function DialogFooter({
  onCancel,
  onConfirm,
  busy,
  disabled,
  testId,
  confirmLabel,
}: {
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  busy: boolean;
  /** The primary button waits for something (a choice, a load). */
  disabled?: boolean;
  testId?: string;
  /** The primary button's text; Confirm when not given. */
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={disabled}
          onClick={() => void onConfirm()}
          data-testid={testId}
        >
          {confirmLabel ?? t('crud.confirm')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
