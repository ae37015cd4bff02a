import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { type MembershipLog, membershipLogs } from '../../../api/projects.ts';
import { useCursorQuery } from '../../../components/paged/useCursorQuery.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { projectKeys } from '../queries.ts';
import { membershipLogColumns } from './logColumns.tsx';
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
  const log = useCursorQuery({
    queryKey: [...projectKeys.membershipLog(project.id), kind],
    load: (cursor) => membershipLogs(kind, project.id, { size: PAGE_SIZE, cursor }),
    enabled: can.manageMembers,
  });
  const { rows, loading, failed } = log;
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, groupLabel(g, t)])), [groups, t]);
  const columns = membershipLogColumns(t, i18n.language, kind, groupNames);

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
          actions={<Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={log.reload} />}
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
        log.hasMore ? (
          <Box textAlign="center">
            <Button onClick={log.more} loading={loading} data-testid="logs-more">
              {t('projectLogs.more')}
            </Button>
          </Box>
        ) : undefined
      }
    />
  );
}
