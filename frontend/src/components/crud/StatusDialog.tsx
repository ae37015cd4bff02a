import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The status dialog of the back office (spec 3 §2): Normal (1) or Disable (0), required. */
export function StatusDialog({
  initial,
  busy,
  onCancel,
  onConfirm,
}: {
  initial?: 0 | 1;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (status: 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string>(initial === undefined ? '' : String(initial));
  const [tried, setTried] = useState(false);
  const confirm = () => {
    setTried(true);
    if (value === '1' || value === '0') onConfirm(Number(value) as 0 | 1);
  };
  return (
    <Modal
      visible
      size="small"
      onDismiss={onCancel}
      header={t('crud.statusTitle')}
      data-testid="status-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onCancel}>{t('crud.cancel')}</Button>
            <Button variant="primary" loading={busy} onClick={confirm} data-testid="status-dialog-ok">
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={t('crud.status')} errorText={tried && !value ? t('crud.pleaseSelStatus') : undefined}>
        <RadioGroup
          value={value}
          onChange={({ detail }) => setValue(detail.value)}
          items={[
            { value: '1', label: t('crud.statusNormal') },
            { value: '0', label: t('crud.statusDisabled') },
          ]}
        />
      </FormField>
    </Modal>
  );
}
