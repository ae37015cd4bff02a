import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchDeptRole } from '../../api/auth.ts';
import { selectDepts, selectRoles } from '../../api/system.ts';
import type { UserInfo } from '../../api/types.ts';
import { accountKeys } from '../../app/accountQueries.ts';
import { useSession } from '../../app/session.ts';
import { loadCurrentUser } from '../../app/sessionActions.ts';
import { notify } from '../notifications/store.ts';

/** "User information selection": switch department and role (both required), then a new token. */
export function DeptRoleDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { user } = useSession();
  return visible && user ? <DeptRoleModal user={user} onClose={onClose} /> : null;
}

/** The open dialog: the user's departments and roles, read afresh, the current ones picked. */
function DeptRoleModal({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const choices = useQuery({
    queryKey: accountKeys.deptRoles(user.userId),
    queryFn: () => Promise.all([selectDepts(user.userId), selectRoles(user.userId)]),
    gcTime: 0,
  });
  const [depts, roles] = choices.data ?? [null, null];
  const failed = choices.isError;
  // Until the user picks, the current department and role are the choice.
  const [deptPick, setDept] = useState<SelectProps.Option | null>();
  const [rolePick, setRole] = useState<SelectProps.Option | null>();
  const currentDept = depts?.find((x) => x.id === user.deptId);
  const currentRole = roles?.find((x) => x.id === user.roleId);
  const dept =
    deptPick !== undefined
      ? deptPick
      : currentDept
        ? { value: currentDept.id, label: currentDept.deptName }
        : null;
  const role =
    rolePick !== undefined
      ? rolePick
      : currentRole
        ? { value: currentRole.id, label: currentRole.roleName }
        : null;
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setTried(true);
    if (!dept?.value || !role?.value) return;
    setSaving(true);
    try {
      await switchDeptRole(dept.value, role.value);
      await loadCurrentUser();
      notify.success(t('switch.done'));
      onClose();
    } catch {
      // The client showed the server message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      size="small"
      header={t('switch.title')}
      data-testid="dept-role-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button variant="primary" loading={saving} onClick={submit} data-testid="dept-role-submit">
              {t('action.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form>
        <SpaceBetween size="m">
          {failed && <Box color="text-status-error">{t('switch.loadFailed')}</Box>}
          <FormField
            label={t('switch.dept')}
            errorText={tried && !dept ? t('switch.deptRequired') : undefined}
          >
            <Select
              data-testid="dept-select"
              selectedOption={dept}
              onChange={({ detail }) => setDept(detail.selectedOption)}
              options={(depts ?? []).map((d) => ({ value: d.id, label: d.deptName }))}
              statusType={depts === null && !failed ? 'loading' : 'finished'}
              loadingText={t('app.loading')}
              empty={t('switch.none')}
              placeholder={t('switch.deptRequired')}
            />
          </FormField>
          <FormField
            label={t('switch.role')}
            errorText={tried && !role ? t('switch.roleRequired') : undefined}
          >
            <Select
              data-testid="role-select"
              selectedOption={role}
              onChange={({ detail }) => setRole(detail.selectedOption)}
              options={(roles ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
              statusType={roles === null && !failed ? 'loading' : 'finished'}
              loadingText={t('app.loading')}
              empty={t('switch.none')}
              placeholder={t('switch.roleRequired')}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
