import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { exitTeams, type JoinedTeam, joinedTeams } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, pageCount } from '../../../components/paging.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { TeamRole } from '../my-team/MembersTab.tsx';

/**
 * /teamJoin/index ("joined teams" in the avatar menu): the teams I joined, searched by the owner's
 * name or account and ordered by join time (listJoinTeams: orderWay, keyword, paging); leaving one
 * or several is confirmed first.
 */
export function JoinedTeamsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const keyword = useDebounced(filter.trim());
  const [current, setCurrent] = useState(1);
  const [newestFirst, setNewestFirst] = useState(true);
  const [rows, setRows] = useState<JoinedTeam[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<JoinedTeam[]>([]);
  const [leaving, setLeaving] = useState(false);
  const [version, setVersion] = useState(0);
  const size = DEFAULT_MEMBER_PAGE_SIZE;

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh load.
  useEffect(() => {
    let live = true;
    setLoading(true);
    joinedTeams({ keyword, orderWay: newestFirst ? 'desc' : 'asc', current, size })
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
  }, [keyword, newestFirst, current, size, version]);

  const columns: TableProps.ColumnDefinition<JoinedTeam>[] = [
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

  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('joinedTeams.description')}>
          <span data-testid="joined-teams-title">{t('joinedTeams.title')}</span>
        </Header>
      }
    >
      <Table<JoinedTeam>
        data-testid="joined-teams"
        variant="container"
        items={rows}
        trackBy="teamId"
        columnDefinitions={columns}
        loading={loading}
        loadingText={t('myTeam.loading')}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: t('projectMembers.selection'),
          allItemsSelectionLabel: () => t('projectMembers.selectAll'),
          itemSelectionLabel: (_, row) => t('projectMembers.selectOne', { account: row.ownerAccount }),
        }}
        sortingColumn={columns[2]}
        sortingDescending={newestFirst}
        onSortingChange={({ detail }) => {
          setNewestFirst(detail.isDescending ?? false);
          setCurrent(1);
        }}
        header={
          <Header
            counter={loading ? undefined : `(${total})`}
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
        }
        filter={
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={t('joinedTeams.search')}
            filteringAriaLabel={t('joinedTeams.search')}
            onChange={({ detail }) => {
              setFilter(detail.filteringText);
              setCurrent(1);
            }}
            data-testid="joined-search"
          />
        }
        pagination={
          <Pagination
            currentPageIndex={current}
            pagesCount={pageCount(total, size)}
            onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
          />
        }
        empty={
          <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
            {failed ?? (keyword ? t('projectMembers.noMatch') : t('joinedTeams.empty'))}
          </Box>
        }
      />
      {leaving && (
        <ConfirmModal
          testId="joined-exit-confirm"
          header={t('joinedTeams.exitTitle')}
          confirmText={t('joinedTeams.exit')}
          onConfirm={async () => {
            const answer = await exitTeams(selected.map((team) => team.teamId));
            notify.success(answer.msg || t('joinedTeams.exited'));
            setVersion((v) => v + 1);
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
