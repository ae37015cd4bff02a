import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myTeamMembers, removeTeamMembers, type TeamMember, teamMemberUserId } from '../../../api/team.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { MemberTable, useMemberPages } from '../../../components/members/MemberTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { BatchInviteModal } from '../components/BatchInviteModal.tsx';
import { InviteModal } from '../components/InviteModal.tsx';
import { teamKeys } from '../queries.ts';
import { teamMemberColumns } from './columns.tsx';
import { TeamMembersHeader } from './header.tsx';

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

  return (
    <>
      <MemberTable<TeamMember>
        testId="team-members"
        paged={members}
        trackBy={teamMemberUserId}
        columns={teamMemberColumns(t)}
        selectable
        loadingText={t('myTeam.loading')}
        searchText={t('myTeam.search')}
        emptyText={t('myTeam.empty')}
        header={(counter) => (
          <TeamMembersHeader counter={counter} selectedCount={selected.length} onOpen={setDialog} />
        )}
      />
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
