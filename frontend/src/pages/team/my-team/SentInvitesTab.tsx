import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sentInvites, type TeamInvite } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { matchesPerson } from '../../../components/paging.ts';
import { InviteState } from '../components/StatusLabels.tsx';
import { useList } from '../components/useList.ts';
import { teamKeys } from '../queries.ts';
import { newestFirst } from '../rules.ts';

/** /myTeam/records-list: the invitations my team sent and what became of them, newest first. */
export function SentInvitesTab() {
  const { t } = useTranslation();
  const load = useCallback(async () => newestFirst(await sentInvites(), (i) => i.createTime), []);
  const { items, loading, failed, reload } = useList(teamKeys.sentInvites(), load);
  const [filter, setFilter] = useState('');
  const shown = items.filter(
    (row) => matchesPerson({ account: row.account }, filter) || row.phone.includes(filter.trim()),
  );

  return (
    <Table<TeamInvite>
      data-testid="team-sent"
      variant="container"
      items={shown}
      trackBy="userId"
      loading={loading && items.length === 0}
      loadingText={t('myTeam.loading')}
      columnDefinitions={[
        { id: 'account', header: t('myTeam.column.account'), cell: (row) => row.account, isRowHeader: true },
        { id: 'phone', header: t('myTeam.column.phone'), cell: (row) => row.phone || '-' },
        { id: 'time', header: t('myTeam.sent.time'), cell: (row) => formatDateTime(row.createTime) },
        {
          id: 'status',
          header: t('myTeam.column.status'),
          cell: (row) => <InviteState status={row.status} />,
        },
        {
          id: 'updated',
          header: t('myTeam.sent.answered'),
          cell: (row) => (row.status === 'pending' ? '-' : formatDateTime(row.updateTime)),
        },
      ]}
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('myTeam.sent.search')}
          filteringAriaLabel={t('myTeam.sent.search')}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
      }
      header={
        <Header
          counter={loading ? undefined : `(${items.length})`}
          description={t('myTeam.sent.description')}
          actions={<Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={reload} />}
        >
          {t('myTeam.tab.recordsList')}
        </Header>
      }
      empty={
        <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
          {failed ?? (filter.trim() ? t('projectMembers.noMatch') : t('myTeam.sent.empty'))}
        </Box>
      }
    />
  );
}
