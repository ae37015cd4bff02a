import Box from '@cloudscape-design/components/box';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { JoinedTeam } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { TeamRole } from '../my-team/columns.tsx';

/** The joined teams' columns: the owner (avatar, name, account), my role there, and when I joined (the sort column). */
export function joinedTeamColumns(t: TFunction): TableProps.ColumnDefinition<JoinedTeam>[] {
  return [
    {
      id: 'owner',
      header: t('joinedTeams.owner'),
      isRowHeader: true,
      cell: (row) => (
        <span className="ll-team-person">
          <UserAvatar id={row.ownerAvatar} name={row.ownerName || row.ownerAccount} size={28} />
          <span>
            {row.ownerName || row.ownerAccount}
            <Box color="text-body-secondary" fontSize="body-s">
              {row.ownerAccount}
            </Box>
          </span>
        </span>
      ),
    },
    { id: 'role', header: t('joinedTeams.myRole'), cell: (row) => <TeamRole roleStatus={row.roleStatus} /> },
    {
      id: 'joined',
      header: t('myTeam.column.joined'),
      cell: (row) => formatDateTime(row.joinTime),
      sortingField: 'joinTime',
    },
  ];
}
