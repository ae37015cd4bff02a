import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WhitelistSaveBody } from '@loopline/shared/contracts/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWhitelist, updateWhitelist, type WhitelistEntry } from '../../../../api/settings.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { fieldErrors } from '../../marketing/formErrors.ts';

/** Add or change a whitelisted phone number or prefix. */
export function EntryForm({
  entry,
  onClose,
  onSaved,
}: {
  entry?: WhitelistEntry;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(entry?.phone ?? '');
  const [remark, setRemark] = useState(entry?.remark ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found = fieldErrors(WhitelistSaveBody, { phone, remark });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = entry
        ? await updateWhitelist({ id: entry.id, phone, remark })
        : await saveWhitelist({ phone, remark });
      notify.success(res.msg);
      onSaved();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(entry ? 'system.whitelist.edit' : 'system.whitelist.add')}
      data-testid="whitelist-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button
              variant="primary"
              loading={saving}
              onClick={() => void save()}
              data-testid="whitelist-save"
            >
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('system.whitelist.phone')}
          description={t('system.whitelist.phoneHint')}
          errorText={errors.phone}
        >
          <Input value={phone} inputMode="numeric" onChange={({ detail }) => setPhone(detail.value)} />
        </FormField>
        <FormField label={t('system.whitelist.remark')} errorText={errors.remark}>
          <Input value={remark} onChange={({ detail }) => setRemark(detail.value)} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
