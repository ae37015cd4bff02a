import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WhitelistSaveBody } from '@loopline/shared/contracts/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWhitelist, updateWhitelist, type WhitelistEntry } from '../../../../api/settings.ts';
import { useCrudSave } from '../../../../components/crud/CrudForm.tsx';
import { DialogFooter } from '../../../../components/crud/DialogFooter.tsx';

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
  const { errors, saving, save } = useCrudSave({
    schema: WhitelistSaveBody,
    input: () => ({ phone, remark }),
    submit: (body) => (entry ? updateWhitelist({ id: entry.id, ...body }) : saveWhitelist(body)),
    editing: !!entry,
    onSaved,
  });

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(entry ? 'system.whitelist.edit' : 'system.whitelist.add')}
      data-testid="whitelist-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={saving} testId="whitelist-save" />}
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
