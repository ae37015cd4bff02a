import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindInviteCode } from '../../api/account.ts';
import { notify } from '../notifications/store.ts';

/** The invite-code prompt (collaboration client): non-empty; confirm binds and shows the server message. */
export function InviteCodeDialog({
  visible,
  onClose,
}: {
  visible: boolean;
  onClose: (bound: boolean) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (visible) {
      setCode('');
      setTried(false);
    }
  }, [visible]);
  const submit = async () => {
    setTried(true);
    if (!code.trim()) return;
    setSaving(true);
    try {
      const res = await bindInviteCode(code.trim());
      notify.success(res.msg);
      onClose(true);
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible={visible}
      onDismiss={() => onClose(false)}
      size="small"
      header={t('inviteCode.title')}
      data-testid="invite-code-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => onClose(false)}>
              {t('action.cancel')}
            </Button>
            <Button variant="primary" loading={saving} onClick={submit} data-testid="invite-code-submit">
              {t('action.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField
        label={t('inviteCode.label')}
        description={t('inviteCode.description')}
        errorText={tried && !code.trim() ? t('invite.codeRequired') : undefined}
      >
        <Input
          data-testid="invite-code-input"
          value={code}
          onChange={({ detail }) => setCode(detail.value.toUpperCase())}
          onKeyDown={({ detail }) => detail.key === 'Enter' && void submit()}
        />
      </FormField>
    </Modal>
  );
}
