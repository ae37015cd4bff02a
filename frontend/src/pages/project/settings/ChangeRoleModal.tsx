import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MemberRow, type ProjectGroup, type RoleStatus, updateMember } from '../../../api/projects.ts';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { assignableGroups, withRole } from '../rules.ts';

/**
 * Change an existing member's role and group (updateProjectUser): choosing member admin moves them
 * to the read-write group and locks the group (spec 2 §4).
 */
export function ChangeRoleModal({
  projectId,
  member,
  groups,
  onDismiss,
  onSaved,
}: {
  projectId: string;
  member: MemberRow;
  groups: ProjectGroup[];
  onDismiss: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [roleStatus, setRoleStatus] = useState<RoleStatus>(member.roleStatus);
  const [groupId, setGroupId] = useState(withRole(groups, member.groupId, member.roleStatus));
  const [busy, setBusy] = useState(false);
  const roleOptions = [
    { value: 'user', label: t('projects.role.user') },
    { value: 'admin', label: t('projects.role.admin') },
  ];
  const groupOptions = assignableGroups(groups).map((g) => ({ value: g.id, label: groupLabel(g, t) }));

  const save = async () => {
    setBusy(true);
    try {
      const answer = await updateMember(projectId, { userId: member.userId, roleStatus, groupId });
      notify.success(answer.msg || t('projectMembers.roleChanged'));
      onSaved();
    } catch {
      // The API client has shown the server's message; the choices stay.
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      width={500}
      header={t('projectMembers.changeRoleTitle', { account: member.account })}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={() => !busy && onDismiss()}
      data-testid="change-role"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={busy}>
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void save()}
              data-testid="change-role-submit"
            >
              {t('projectAddMembers.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <FormField label={t('projectMembers.column.role')}>
          <Select
            selectedOption={roleOptions.find((o) => o.value === roleStatus) ?? null}
            options={roleOptions}
            data-testid="change-role-role"
            onChange={({ detail }) => {
              const role = detail.selectedOption.value as RoleStatus;
              setRoleStatus(role);
              setGroupId(withRole(groups, groupId, role));
            }}
          />
        </FormField>
        <FormField
          label={t('projectMembers.column.group')}
          description={roleStatus === 'admin' ? t('projectMembers.adminGroupHint') : undefined}
        >
          <Select
            selectedOption={groupOptions.find((o) => o.value === groupId) ?? null}
            options={groupOptions}
            disabled={roleStatus === 'admin'}
            data-testid="change-role-group"
            onChange={({ detail }) => setGroupId(detail.selectedOption.value ?? groupId)}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
