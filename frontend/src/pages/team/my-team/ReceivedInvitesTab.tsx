import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerInvites, receivedInvites, type TeamInvite } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { InviteState } from '../components/StatusLabels.tsx';
import { useList } from '../components/useList.ts';
import { teamKeys } from '../queries.ts';
import { newestFirst } from '../rules.ts';

/**
 * /myTeam/invite-list (the default child; notice 11's "view now"): invitations to other people's
 * teams. Pending ones are accepted or declined, one by one or several at once.
 */
export function ReceivedInvitesTab() {
  const { t } = useTranslation();
  const load = useCallback(async () => newestFirst(await receivedInvites(), (i) => i.createTime), []);
  const { items, loading, failed, reload } = useList(teamKeys.receivedInvites(), load);
  const [selected, setSelected] = useState<TeamInvite[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (invites: TeamInvite[], accept: boolean, key: string) => {
    setBusy(key);
    try {
      const reply = await answerInvites(
        invites.map((i) => i.ownerId),
        accept,
      );
      notify.success(reply.msg || t(accept ? 'myTeam.received.accepted' : 'myTeam.received.declined'));
      setSelected([]);
      reload();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Table<TeamInvite>
      data-testid="team-received"
      variant="container"
      items={items}
      trackBy="ownerId"
      loading={loading && items.length === 0}
      loadingText={t('myTeam.loading')}
      selectionType="multi"
      selectedItems={selected}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      isItemDisabled={(row) => row.status !== 'pending'}
      ariaLabels={{
        selectionGroupLabel: t('projectMembers.selection'),
        allItemsSelectionLabel: () => t('projectMembers.selectAll'),
        itemSelectionLabel: (_, row) => t('projectMembers.selectOne', { account: row.ownerAccount }),
      }}
      columnDefinitions={[
        {
          id: 'team',
          header: t('myTeam.received.team'),
          cell: (row) => t('myTeam.received.teamOf', { account: row.ownerAccount }),
          isRowHeader: true,
        },
        { id: 'time', header: t('myTeam.received.time'), cell: (row) => formatDateTime(row.createTime) },
        {
          id: 'status',
          header: t('myTeam.column.status'),
          cell: (row) => <InviteState status={row.status} />,
        },
        {
          id: 'actions',
          header: t('myTeam.column.actions'),
          cell: (row) =>
            row.status === 'pending' ? (
              <SpaceBetween size="xs" direction="horizontal">
                <Button
                  variant="inline-link"
                  loading={busy === `accept-${row.ownerId}`}
                  disabled={busy !== null}
                  onClick={() => void answer([row], true, `accept-${row.ownerId}`)}
                  data-testid={`accept-${row.ownerAccount}`}
                >
                  {t('myTeam.received.accept')}
                </Button>
                <Button
                  variant="inline-link"
                  loading={busy === `decline-${row.ownerId}`}
                  disabled={busy !== null}
                  onClick={() => void answer([row], false, `decline-${row.ownerId}`)}
                  data-testid={`decline-${row.ownerAccount}`}
                >
                  {t('myTeam.received.decline')}
                </Button>
              </SpaceBetween>
            ) : (
              <Box color="text-body-secondary">{formatDateTime(row.updateTime)}</Box>
            ),
        },
      ]}
      header={
        <Header
          counter={loading ? undefined : `(${items.filter((i) => i.status === 'pending').length})`}
          description={t('myTeam.received.description')}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={reload} />
              <Button
                disabled={selected.length === 0 || busy !== null}
                loading={busy === 'decline-all'}
                onClick={() => void answer(selected, false, 'decline-all')}
              >
                {t('myTeam.received.decline')}
              </Button>
              <Button
                variant="primary"
                disabled={selected.length === 0 || busy !== null}
                loading={busy === 'accept-all'}
                onClick={() => void answer(selected, true, 'accept-all')}
                data-testid="received-accept-selected"
              >
                {t('myTeam.received.accept')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('myTeam.tab.inviteList')}
        </Header>
      }
      empty={
        <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
          {failed ?? t('myTeam.received.empty')}
        </Box>
      }
    />
  );
}
