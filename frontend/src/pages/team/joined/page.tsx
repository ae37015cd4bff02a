import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exitTeams, type JoinedTeam, joinedTeams } from '../../../api/team.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { ServerPagedTable } from '../../../components/paged/ServerPagedTable.tsx';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { DEFAULT_MEMBER_PAGE_SIZE } from '../../../components/paging.ts';
import { teamKeys } from '../queries.ts';
import { joinedTeamColumns } from './columns.tsx';

/**
 * /teamJoin/index ("joined teams" in the avatar menu): the teams I joined, searched by the owner's
 * name or account and ordered by join time (listJoinTeams: orderWay, keyword, paging); leaving one
 * or several is confirmed first.
 */
export function JoinedTeamsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const teams = usePagedQuery({
    queryKey: teamKeys.joined(),
    load: ({ search, order, current, size }) =>
      joinedTeams({ keyword: search, orderWay: order, current, size }),
    defaultSize: DEFAULT_MEMBER_PAGE_SIZE,
    defaultDescending: true,
  });
  const selected = teams.selected;

  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('joinedTeams.description')}>
          <span data-testid="joined-teams-title">{t('joinedTeams.title')}</span>
        </Header>
      }
    >
      <ServerPagedTable<JoinedTeam>
        testId="joined-teams"
        paged={teams}
        trackBy="teamId"
        columns={joinedTeamColumns(t)}
        loadingText={t('myTeam.loading')}
        selectable
        itemLabel={(row) => row.ownerAccount}
        sortingColumnId="joined"
        searchText={t('joinedTeams.search')}
        countMatches={false}
        searchTestId="joined-search"
        emptyText={t('joinedTeams.empty')}
        noMatchText={t('projectMembers.noMatch')}
        header={(counter) => (
          <Header
            counter={counter}
            actions={
              <Button
                disabled={selected.length === 0}
                onClick={() => setLeaving(true)}
                data-testid="joined-exit"
              >
                {t('joinedTeams.exit')}
              </Button>
            }
          >
            {t('joinedTeams.listTitle')}
          </Header>
        )}
      />
      {leaving && (
        <ConfirmModal
          testId="joined-exit-confirm"
          header={t('joinedTeams.exitTitle')}
          confirmText={t('joinedTeams.exit')}
          onConfirm={async () => {
            const answer = await exitTeams(selected.map((team) => team.teamId));
            notify.success(answer.msg || t('joinedTeams.exited'));
            void queryClient.invalidateQueries({ queryKey: teamKeys.joined() });
          }}
          onCancel={() => setLeaving(false)}
          onDone={() => setLeaving(false)}
        >
          {t('joinedTeams.exitText', {
            count: selected.length,
            names: selected.map((team) => team.ownerName || team.ownerAccount).join(', '),
          })}
        </ConfirmModal>
      )}
    </ContentLayout>
  );
}
