import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantUsers, type RoleView } from '../../../api/console.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

/** Gives the role to users by id (blade-user/grant); they are signed out and sign in with it. */
export function AssignDialog({ role, onClose }: { role: RoleView; onClose: () => void }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState('');
  const [busy, setBusy] = useState(false);
  const userIds = ids
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const save = async () => {
    setBusy(true);
    try {
      const res = await grantUsers({ userIds, roleIds: [role.id] });
      notify.success(res.msg || t('crud.updateSuccess'));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('roles.assignTitle', { name: role.roleName })}
      footer={
        <DialogFooter onCancel={onClose} onConfirm={save} busy={busy} disabled={userIds.length === 0} />
      }
    >
      <FormField label={t('roles.userIds')} description={t('roles.userIdsHint')}>
        <Input value={ids} onChange={({ detail }) => setIds(detail.value)} />
      </FormField>
    </Modal>
  );
}
