import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApplicationStatus,
  decideApplication,
  type JoinApplication,
  joinApplications,
  removeApplications,
} from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { ApplicationState } from '../components/StatusLabels.tsx';
import { useList } from '../components/useList.ts';
import { teamKeys } from '../queries.ts';
import { newestFirst } from '../rules.ts';

type Filter = ApplicationStatus | 'all';
const FILTERS: readonly Filter[] = ['pending', 'approved', 'declined', 'all'];

/**
 * /myTeam/applications: people who asked to join through a link that needs approval. Team
 * administrators approve or decline pending applications and remove decided ones from the list.
 */
export function ApplicationsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('pending');
  const load = useCallback(
    async () =>
      newestFirst(await joinApplications(filter === 'all' ? undefined : filter), (a) => a.createTime),
    [filter],
  );
  const { items, loading, failed, reload } = useList([...teamKeys.applications(), filter], load);
  const [selected, setSelected] = useState<JoinApplication[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const decide = async (row: JoinApplication, status: 'approved' | 'declined') => {
    setBusy(`${status}-${row.userId}`);
    try {
      await decideApplication(row.userId, status);
      notify.success(
        t(status === 'approved' ? 'myTeam.applications.approvedDone' : 'myTeam.applications.declinedDone', {
          account: row.account,
        }),
      );
      reload();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Table<JoinApplication>
        data-testid="team-applications"
        variant="container"
        items={items}
        trackBy="userId"
        loading={loading}
        loadingText={t('myTeam.loading')}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(row) => row.status === 'pending'}
        ariaLabels={{
          selectionGroupLabel: t('projectMembers.selection'),
          allItemsSelectionLabel: () => t('projectMembers.selectAll'),
          itemSelectionLabel: (_, row) => t('projectMembers.selectOne', { account: row.account }),
        }}
        columnDefinitions={[
          {
            id: 'account',
            header: t('myTeam.column.account'),
            cell: (row) => row.account,
            isRowHeader: true,
          },
          { id: 'name', header: t('myTeam.column.name'), cell: (row) => row.memberName || '-' },
          { id: 'phone', header: t('myTeam.column.phone'), cell: (row) => row.phone || '-' },
          {
            id: 'time',
            header: t('myTeam.applications.time'),
            cell: (row) => formatDateTime(row.createTime),
          },
          {
            id: 'status',
            header: t('myTeam.column.status'),
            cell: (row) => <ApplicationState status={row.status} />,
          },
          {
            id: 'actions',
            header: t('myTeam.column.actions'),
            cell: (row) =>
              row.status === 'pending' ? (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="inline-link"
                    disabled={busy !== null}
                    loading={busy === `approved-${row.userId}`}
                    onClick={() => void decide(row, 'approved')}
                    data-testid={`approve-${row.account}`}
                  >
                    {t('myTeam.applications.approve')}
                  </Button>
                  <Button
                    variant="inline-link"
                    disabled={busy !== null}
                    loading={busy === `declined-${row.userId}`}
                    onClick={() => void decide(row, 'declined')}
                    data-testid={`decline-application-${row.account}`}
                  >
                    {t('myTeam.applications.decline')}
                  </Button>
                </SpaceBetween>
              ) : (
                <Box color="text-body-secondary">{formatDateTime(row.updateTime)}</Box>
              ),
          },
        ]}
        filter={
          <SegmentedControl
            selectedId={filter}
            label={t('myTeam.applications.filter')}
            onChange={({ detail }) => {
              setFilter(detail.selectedId as Filter);
              setSelected([]);
            }}
            options={FILTERS.map((id) => ({
              id,
              text: id === 'all' ? t('myTeam.applications.all') : t(`myTeam.applicationStatus.${id}`),
            }))}
            data-testid="applications-filter"
          />
        }
        header={
          <Header
            counter={loading ? undefined : `(${items.length})`}
            description={t('myTeam.applications.description')}
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                <Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={reload} />
                <Button
                  disabled={selected.length === 0}
                  onClick={() => setRemoving(true)}
                  data-testid="applications-remove"
                >
                  {t('myTeam.applications.remove')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('myTeam.tab.applications')}
          </Header>
        }
        empty={
          <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
            {failed ?? t('myTeam.applications.empty')}
          </Box>
        }
      />
      {removing && (
        <ConfirmModal
          testId="applications-remove-confirm"
          header={t('myTeam.applications.removeTitle')}
          confirmText={t('myTeam.applications.remove')}
          onConfirm={async () => {
            await removeApplications(selected.map((a) => a.userId));
            notify.success(t('myTeam.applications.removed'));
            setSelected([]);
            reload();
          }}
          onCancel={() => setRemoving(false)}
          onDone={() => setRemoving(false)}
        >
          {t('myTeam.applications.removeText', { count: selected.length })}
        </ConfirmModal>
      )}
    </>
  );
}
