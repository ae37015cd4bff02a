import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { isApiError } from '../../../api/errors.ts';
import { type MembershipLog, membershipLogs } from '../../../api/projects.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { RoleBadge } from './MembersTab.tsx';
import type { ProjectSettingOutlet } from './page.tsx';

const PAGE_SIZE = 50;

/**
 * /project-setting/invite-list and /records-list: who was added to the project, and every change to
 * its membership (added, removed, quit, role or group changed), newest first; more on request.
 */
export function MembershipLogTab({ kind }: { kind: 'invite' | 'records' }) {
  const { t, i18n } = useTranslation();
  const { access } = useOutletContext<ProjectSettingOutlet>();
  const { project, groups, can } = access;
  const [rows, setRows] = useState<MembershipLog[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();

  const loadPage = useCallback(
    async (after?: string) => {
      setLoading(true);
      try {
        const page = await membershipLogs(kind, project.id, { size: PAGE_SIZE, cursor: after });
        setRows((list) => (after ? [...list, ...page.records] : page.records));
        setCursor(page.cursor);
        setFailed(undefined);
      } catch (error) {
        setFailed(isApiError(error) ? error.message : String(error));
      } finally {
        setLoading(false);
      }
    },
    [kind, project.id],
  );

  useEffect(() => {
    if (can.manageMembers) void loadPage();
  }, [loadPage, can.manageMembers]);

  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, groupLabel(g, t)])), [groups, t]);
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const columns: TableProps.ColumnDefinition<MembershipLog>[] = [
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

  if (!can.manageMembers)
    return (
      <Box padding="l" color="text-body-secondary" data-testid={`project-${kind}-list`}>
        {t('projectLogs.managersOnly')}
      </Box>
    );

  return (
    <Table<MembershipLog>
      data-testid={`project-${kind}-list`}
      variant="container"
      items={rows}
      trackBy="id"
      columnDefinitions={columns}
      loading={loading && rows.length === 0}
      loadingText={t('projectLogs.loading')}
      header={
        <Header
          description={t(
            kind === 'invite' ? 'projectLogs.inviteDescription' : 'projectLogs.recordsDescription',
          )}
          actions={
            <Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={() => void loadPage()} />
          }
        >
          {t(kind === 'invite' ? 'projectSettings.tab.inviteList' : 'projectSettings.tab.recordsList')}
        </Header>
      }
      empty={
        <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
          {failed ?? t('projectLogs.empty')}
        </Box>
      }
      footer={
        cursor ? (
          <Box textAlign="center">
            <Button onClick={() => void loadPage(cursor)} loading={loading} data-testid="logs-more">
              {t('projectLogs.more')}
            </Button>
          </Box>
        ) : undefined
      }
    />
  );
}
