import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { MembershipLog } from '../../../api/projects.ts';
import { RoleBadge } from './columns.tsx';

/** The columns of the invite and records logs: time, the action (records only), who, role, group, by whom. */
export function membershipLogColumns(
  t: TFunction,
  language: string,
  kind: 'invite' | 'records',
  groupNames: Map<string, string>,
): TableProps.ColumnDefinition<MembershipLog>[] {
  const time = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return [
    { id: 'time', header: t('projectLogs.time'), cell: (row) => time.format(new Date(row.createTime)) },
    ...(kind === 'records'
      ? [
          {
            id: 'action',
            header: t('projectLogs.action'),
            cell: (row: MembershipLog) => t(`projectLogs.action.${row.action}`),
          },
        ]
      : []),
    { id: 'account', header: t('projectMembers.column.account'), cell: (row) => row.account },
    { id: 'name', header: t('projectMembers.column.name'), cell: (row) => row.memberName || '-' },
    {
      id: 'role',
      header: t('projectMembers.column.role'),
      cell: (row) => <RoleBadge row={{ isCreator: false, roleStatus: row.roleStatus }} />,
    },
    {
      id: 'group',
      header: t('projectMembers.column.group'),
      cell: (row) =>
        row.groupId
          ? (groupNames.get(row.groupId) ?? t('projectLogs.groupGone'))
          : t('projectMembers.noGroup'),
    },
    { id: 'by', header: t('projectLogs.by'), cell: (row) => row.byAccount || '-' },
  ];
}
