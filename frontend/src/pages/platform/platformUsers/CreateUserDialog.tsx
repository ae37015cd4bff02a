import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PlatformUserCreateBody } from '@loopline/shared/contracts/platformUserAccount';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlatformUser, listRoles } from '../../../api/console.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { platformKeys } from '../queries.ts';
import { fieldMessageKey } from './fieldMessages.ts';

type Field = 'account' | 'phone' | 'password' | 'realName' | 'email';
const FIELDS: Field[] = ['account', 'phone', 'password', 'realName', 'email'];

/**
 * Create a user of the tenant (cloud/platformUser/submit): the sign-up rules, checked here with the
 * server's own schema so the messages match; roles optional (none: an ordinary user).
 */
export function CreateUserDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: platformKeys.roles(), queryFn: listRoles });
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    phone: '',
    password: '',
    realName: '',
    email: '',
  });
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const body = () => ({
    account: values.account.trim(),
    phone: values.phone.trim(),
    password: values.password,
    ...(values.realName.trim() ? { realName: values.realName.trim() } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    roleIds,
  });
  const save = async () => {
    const parsed = PlatformUserCreateBody.safeParse(body());
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(fieldMessageKey(field, issue.message));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createPlatformUser(body());
      notify.success(t('crud.addSuccess'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }));
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('platformUsers.createTitle')}
      data-testid="create-user-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={busy} testId="create-user-save" />}
    >
      <Form>
        <SpaceBetween size="m">
          {FIELDS.map((field) => (
            <FormField
              key={field}
              label={t(`platformUsers.${field}`)}
              errorText={errors[field]}
              constraintText={
                field === 'realName' || field === 'email' ? t('platformUsers.optional') : undefined
              }
            >
              <Input
                type={field === 'password' ? 'password' : 'text'}
                value={values[field]}
                onChange={({ detail }) => setValues((v) => ({ ...v, [field]: detail.value }))}
                data-testid={`create-user-${field}`}
              />
            </FormField>
          ))}
          <FormField label={t('platformUsers.roles')} constraintText={t('platformUsers.rolesHint')}>
            <Multiselect
              selectedOptions={roleOptions.filter((o) => roleIds.includes(o.value))}
              options={roleOptions}
              statusType={roles.isLoading ? 'loading' : 'finished'}
              placeholder={t('platformUsers.roles')}
              onChange={({ detail }) => setRoleIds(detail.selectedOptions.map((o) => o.value ?? ''))}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
