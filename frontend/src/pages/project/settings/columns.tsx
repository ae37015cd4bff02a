import Badge from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../api/projects.ts';
import { MemberStatus } from '../../../components/members/MemberStatus.tsx';

/** The role a member row shows. */
export function RoleBadge({ row }: { row: Pick<MemberRow, 'isCreator' | 'roleStatus'> }) {
  const { t } = useTranslation();
  if (row.isCreator) return <Badge color="blue">{t('projects.role.creator')}</Badge>;
  return row.roleStatus === 'admin' ? (
    <Badge color="green">{t('projects.role.admin')}</Badge>
  ) : (
    <span>{t('projects.role.user')}</span>
  );
}

type Column = TableProps.ColumnDefinition<MemberRow>;

/**
 * The columns of a project's member tables (the members tab and a group's members): account (the
 * sort column), name, e-mail, phone, role, the group when `groupNames` is given, status, then `extra`.
 */
export function projectMemberColumns(
  t: TFunction,
  { groupNames, extra = [] }: { groupNames?: Map<string, string>; extra?: Column[] } = {},
): Column[] {
  const group: Column[] = groupNames
    ? [
        {
          id: 'group',
          header: t('projectMembers.column.group'),
          cell: (row) => groupNames.get(row.groupId) ?? t('projectMembers.noGroup'),
        },
      ]
    : [];
  return [
    {
      id: 'account',
      header: t('projectMembers.column.account'),
      cell: (row) => row.account,
      sortingField: 'account',
    },
    { id: 'name', header: t('projectMembers.column.name'), cell: (row) => row.memberName || '-' },
    { id: 'email', header: t('projectMembers.column.email'), cell: (row) => row.email || '-' },
    { id: 'phone', header: t('projectMembers.column.phone'), cell: (row) => row.phone || '-' },
    { id: 'role', header: t('projectMembers.column.role'), cell: (row) => <RoleBadge row={row} /> },
    ...group,
    {
      id: 'status',
      header: t('projectMembers.column.status'),
      cell: (row) => <MemberStatus status={row.status} />,
    },
    ...extra,
  ];
}
