import Badge from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';

/** A team member's role: team administrator or member. */
export function TeamRole({ roleStatus }: { roleStatus?: string }) {
  const { t } = useTranslation();
  return roleStatus === 'admin' ? (
    <Badge color="green">{t('myTeam.role.admin')}</Badge>
  ) : (
    <span>{t('myTeam.role.user')}</span>
  );
}

/** The members table's columns: account (the sort column), name, phone, e-mail, role, joined. */
export function teamMemberColumns(t: TFunction): TableProps.ColumnDefinition<TeamMember>[] {
  return [
    {
      id: 'account',
      header: t('myTeam.column.account'),
      cell: (row) => row.account,
      sortingField: 'account',
      isRowHeader: true,
    },
    { id: 'name', header: t('myTeam.column.name'), cell: (row) => row.memberName || '-' },
    { id: 'phone', header: t('myTeam.column.phone'), cell: (row) => row.phone || '-' },
    { id: 'email', header: t('myTeam.column.email'), cell: (row) => row.email || '-' },
    { id: 'role', header: t('myTeam.column.role'), cell: (row) => <TeamRole roleStatus={row.roleStatus} /> },
    {
      id: 'joined',
      header: t('myTeam.column.joined'),
      cell: (row) => (row.joinTime ? formatDateTime(row.joinTime) : '-'),
    },
  ];
}
