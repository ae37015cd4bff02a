import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleView, submitRole } from '../../../api/console.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

/** Add a role, or edit one the tenant added: name, alias, sort. */
export function RoleForm({
  role,
  onClose,
  onSaved,
}: {
  role: RoleView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [roleName, setRoleName] = useState(role?.roleName ?? '');
  const [roleAlias, setRoleAlias] = useState(role?.roleAlias ?? '');
  const [sort, setSort] = useState(String(role?.sort ?? 0));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const save = async () => {
    setTried(true);
    if (!roleName.trim() || !roleAlias.trim()) return;
    setBusy(true);
    try {
      await submitRole({ id: role?.id, roleName, roleAlias, sort: Number(sort) || 0 });
      notify.success(t(role ? 'crud.updateSuccess' : 'crud.addSuccess'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(role ? 'roles.editTitle' : 'roles.addTitle')}
      data-testid="role-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={busy} testId="role-form-save" />}
    >
      <Form>
        <SpaceBetween size="m">
          <FormField
            label={t('roles.name')}
            errorText={tried && !roleName.trim() ? t('roles.name') : undefined}
          >
            <Input
              value={roleName}
              onChange={({ detail }) => setRoleName(detail.value)}
              data-testid="role-name"
            />
          </FormField>
          <FormField
            label={t('roles.alias')}
            errorText={tried && !roleAlias.trim() ? t('roles.alias') : undefined}
          >
            <Input
              value={roleAlias}
              onChange={({ detail }) => setRoleAlias(detail.value)}
              data-testid="role-alias"
            />
          </FormField>
          <FormField label={t('roles.sort')}>
            <Input
              type="number"
              inputMode="numeric"
              value={sort}
              onChange={({ detail }) => setSort(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
