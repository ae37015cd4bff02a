import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { usernameRule } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PersonInfo, updateAccount } from '../../../api/account.ts';
import { ApiError } from '../../../api/errors.ts';
import { formatDate } from '../../../app/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { check } from '../../../forms/rules.ts';

/** User name: spec rules, unique, once a year. */
export function RenameDialog({
  visible,
  info,
  onClose,
}: {
  visible: boolean;
  info: PersonInfo;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(info.account);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (visible) {
      setValue(info.account);
      setTried(false);
      setServerError(undefined);
    }
  }, [visible, info.account]);
  const locked = Boolean(info.nextAccountChange);
  const problem = check(usernameRule, value);
  const submit = async () => {
    setTried(true);
    if (problem || locked) return;
    setSaving(true);
    try {
      const res = await updateAccount(value.trim());
      notify.success(res.msg);
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) setServerError(error.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible={visible}
      onDismiss={() => onClose(false)}
      size="small"
      header={t('profile.renameTitle')}
      data-testid="rename-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => onClose(false)}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={locked}
              loading={saving}
              onClick={submit}
              data-testid="rename-submit"
            >
              {t('action.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField
        label={t('profile.userName')}
        description={
          locked
            ? t('profile.renameLocked', { date: formatDate(info.nextAccountChange) })
            : t('profile.renameRule')
        }
        errorText={serverError ?? (tried && problem ? t(problem) : undefined)}
      >
        <Input
          data-testid="rename-input"
          value={value}
          disabled={locked}
          onChange={({ detail }) => {
            setValue(detail.value);
            setServerError(undefined);
          }}
        />
      </FormField>
    </Modal>
  );
}
