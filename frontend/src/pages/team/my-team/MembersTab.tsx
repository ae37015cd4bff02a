import Button from '@cloudscape-design/components/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  myTeamMembers,
  removeTeamMembers,
  type TeamMember,
  teamMemberUserId,
  teamPrivileges,
} from '../../../api/team.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { MemberTable, useMemberPages } from '../../../components/members/MemberTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { BatchInviteModal } from '../components/BatchInviteModal.tsx';
import { InviteModal } from '../components/InviteModal.tsx';
import { teamKeys } from '../queries.ts';
import { teamMemberColumns } from './columns.tsx';
import { TeamMembersHeader } from './header.tsx';
import { RenameMemberDialog } from './RenameMemberDialog.tsx';

/**
 * /myTeam/index: the members of my team (account, name, phone, e-mail, role, joined), searched by
 * account or name and sorted by account on the server; several can be removed at once (confirmed);
 * people are invited by phone or from a spreadsheet.
 */
export function TeamMembersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'invite' | 'batch' | 'remove' | null>(null);
  const members = useMemberPages(teamKeys.members(), ({ search, ...request }) =>
    myTeamMembers({ ...request, account: search }),
  );
  const reload = () => void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  const selected = members.selected;
  // My own team: the server says what I may do in it (renaming members needs its administration).
  const privileges = useQuery({ queryKey: teamKeys.privileges('mine'), queryFn: () => teamPrivileges() });
  const [renaming, setRenaming] = useState<TeamMember | null>(null);
  const columns = [
    ...teamMemberColumns(t),
    ...(privileges.data?.manage
      ? [
          {
            id: 'actions',
            header: t('myTeam.column.actions'),
            cell: (row: TeamMember) => (
              <Button
                variant="inline-link"
                data-testid={`rename-member-${row.account}`}
                onClick={() => setRenaming(row)}
              >
                {t('userRows.rename')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <MemberTable<TeamMember>
        testId="team-members"
        paged={members}
        trackBy={teamMemberUserId}
        columns={columns}
        selectable
        loadingText={t('myTeam.loading')}
        searchText={t('myTeam.search')}
        emptyText={t('myTeam.empty')}
        header={(counter) => (
          <TeamMembersHeader counter={counter} selectedCount={selected.length} onOpen={setDialog} />
        )}
      />
      {renaming && (
        <RenameMemberDialog
          member={renaming}
          onClose={() => setRenaming(null)}
          onSaved={() => {
            setRenaming(null);
            reload();
          }}
        />
      )}
      {dialog === 'invite' && <InviteModal onDismiss={() => setDialog(null)} onInvited={reload} />}
      {dialog === 'batch' && <BatchInviteModal onDismiss={() => setDialog(null)} onInvited={reload} />}
      {dialog === 'remove' && (
        <ConfirmModal
          testId="team-remove-confirm"
          header={t('myTeam.removeTitle')}
          confirmText={t('myTeam.remove')}
          onConfirm={async () => {
            const answer = await removeTeamMembers(selected.map(teamMemberUserId));
            notify.success(answer.msg || t('myTeam.removed'));
            reload();
          }}
          onCancel={() => setDialog(null)}
          onDone={() => setDialog(null)}
        >
          {t('myTeam.removeText', {
            count: selected.length,
            accounts: selected.map((m) => m.account).join(', '),
          })}
        </ConfirmModal>
      )}
    </>
  );
}
