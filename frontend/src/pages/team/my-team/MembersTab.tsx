import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { myTeamMembers, removeTeamMembers, type TeamMember, teamMemberUserId } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, MEMBER_PAGE_SIZES, pageCount } from '../../../components/paging.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { BatchInviteModal } from '../components/BatchInviteModal.tsx';
import { InviteModal } from '../components/InviteModal.tsx';

/** A team member's role: team administrator or member. */
export function TeamRole({ roleStatus }: { roleStatus?: string }) {
  const { t } = useTranslation();
  return roleStatus === 'admin' ? (
    <Badge color="green">{t('myTeam.role.admin')}</Badge>
  ) : (
    <span>{t('myTeam.role.user')}</span>
  );
}

/**
 * /myTeam/index: the members of my team (account, name, phone, e-mail, role, joined), searched by
 * account or name and sorted by account on the server; several can be removed at once (confirmed);
 * people are invited by phone or from a spreadsheet.
 */
export function TeamMembersTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const account = useDebounced(filter.trim());
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_MEMBER_PAGE_SIZE);
  const [descending, setDescending] = useState(false);
  const [rows, setRows] = useState<TeamMember[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<TeamMember[]>([]);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<'invite' | 'batch' | 'remove' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh load.
  useEffect(() => {
    let live = true;
    setLoading(true);
    myTeamMembers({ account, current, size, order: descending ? 'desc' : 'asc' })
      .then((page) => {
        if (!live) return;
        if (page.records.length === 0 && current > 1) setCurrent(pageCount(page.total, size));
        setRows(page.records);
        setTotal(page.total);
        setFailed(undefined);
        setSelected([]);
      })
      .catch((error: unknown) => live && setFailed(isApiError(error) ? error.message : String(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [account, current, size, descending, version]);

  const reload = () => setVersion((v) => v + 1);

  const columns: TableProps.ColumnDefinition<TeamMember>[] = [
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

  return (
    <>
      <Table<TeamMember>
        data-testid="team-members"
        variant="container"
        items={rows}
        trackBy={teamMemberUserId}
        columnDefinitions={columns}
        loading={loading}
        loadingText={t('myTeam.loading')}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        sortingColumn={columns[0]}
        sortingDescending={descending}
        onSortingChange={({ detail }) => {
          setDescending(detail.isDescending ?? false);
          setCurrent(1);
        }}
        ariaLabels={{
          selectionGroupLabel: t('projectMembers.selection'),
          allItemsSelectionLabel: () => t('projectMembers.selectAll'),
          itemSelectionLabel: (_, row) => t('projectMembers.selectOne', { account: row.account }),
        }}
        header={
          <Header
            counter={loading ? undefined : `(${total})`}
            description={t('myTeam.membersDescription')}
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                <Button
                  disabled={selected.length === 0}
                  onClick={() => setDialog('remove')}
                  data-testid="team-remove"
                >
                  {t('myTeam.remove')}
                </Button>
                <Button iconName="upload" onClick={() => setDialog('batch')} data-testid="team-batch">
                  {t('myTeam.batch.open')}
                </Button>
                <Button
                  variant="primary"
                  iconName="add-plus"
                  onClick={() => setDialog('invite')}
                  data-testid="team-invite"
                >
                  {t('myTeam.invite.open')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('myTeam.membersTitle')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={t('myTeam.search')}
            filteringAriaLabel={t('myTeam.search')}
            countText={account && !loading ? t('projectMembers.matches', { count: total }) : undefined}
            onChange={({ detail }) => {
              setFilter(detail.filteringText);
              setCurrent(1);
            }}
            data-testid="team-members-search"
          />
        }
        pagination={
          <Pagination
            currentPageIndex={current}
            pagesCount={pageCount(total, size)}
            onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
          />
        }
        preferences={
          <CollectionPreferences
            title={t('projectMembers.preferences')}
            confirmLabel={t('projectMembers.confirm')}
            cancelLabel={t('projects.form.cancel')}
            preferences={{ pageSize: size }}
            pageSizePreference={{
              title: t('projectMembers.pageSize'),
              options: MEMBER_PAGE_SIZES.map((value) => ({
                value,
                label: t('projectMembers.perPage', { count: value }),
              })),
            }}
            onConfirm={({ detail }) => {
              setSize(detail.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE);
              setCurrent(1);
            }}
          />
        }
        empty={
          failed ? (
            <Box textAlign="center" color="text-status-error" padding="m">
              {failed}
            </Box>
          ) : (
            <Box textAlign="center" color="inherit" padding="m">
              {account ? t('projectMembers.noMatch') : t('myTeam.empty')}
            </Box>
          )
        }
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
