import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ProjectGroup, RoleStatus } from '../../../api/projects.ts';
import type { PickablePerson } from '../../../components/members/MemberPicker.tsx';
import { groupLabel } from '../components/groupLabel.ts';
import { assignableGroups, withRole } from '../rules.ts';

export type RoleChoice = { roleStatus: RoleStatus; groupId: string };

/** The set-role step of "add members": a role (member or member admin) and a group per person picked. */
export function SetRoleTable({
  picked,
  groups,
  roles,
  onChange,
}: {
  picked: PickablePerson[];
  groups: ProjectGroup[];
  roles: Record<string, RoleChoice>;
  onChange: (userId: string, choice: RoleChoice) => void;
}) {
  const { t } = useTranslation();
  const groupOptions = assignableGroups(groups).map((g) => ({ value: g.id, label: groupLabel(g, t) }));
  const roleOptions = [
    { value: 'user', label: t('projects.role.user') },
    { value: 'admin', label: t('projects.role.admin') },
  ];
  return (
    <Table<PickablePerson>
      variant="embedded"
      items={picked}
      trackBy="id"
      columnDefinitions={[
        { id: 'account', header: t('projectMembers.column.account'), cell: (p) => p.account },
        {
          id: 'role',
          header: t('projectMembers.column.role'),
          cell: (p) => {
            const choice = roles[p.id]!;
            return (
              <Select
                selectedOption={roleOptions.find((o) => o.value === choice.roleStatus) ?? null}
                options={roleOptions}
                ariaLabel={t('projectAddMembers.roleFor', { account: p.account })}
                data-testid={`role-${p.account}`}
                expandToViewport
                onChange={({ detail }) => {
                  const roleStatus = detail.selectedOption.value as RoleStatus;
                  onChange(p.id, { roleStatus, groupId: withRole(groups, choice.groupId, roleStatus) });
                }}
              />
            );
          },
        },
        {
          id: 'group',
          header: t('projectMembers.column.group'),
          cell: (p) => {
            const choice = roles[p.id]!;
            return (
              <Select
                selectedOption={groupOptions.find((o) => o.value === choice.groupId) ?? null}
                options={groupOptions}
                disabled={choice.roleStatus === 'admin'}
                ariaLabel={t('projectAddMembers.groupFor', { account: p.account })}
                data-testid={`group-${p.account}`}
                expandToViewport
                onChange={({ detail }) =>
                  onChange(p.id, { ...choice, groupId: detail.selectedOption.value ?? choice.groupId })
                }
              />
            );
          },
        },
      ]}
    />
  );
}
