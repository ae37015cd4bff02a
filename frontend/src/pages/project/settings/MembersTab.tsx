import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { listMembers, type MemberQuery, type MemberRow, removeMembers } from '../../../api/projects.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { MemberStatus, MemberTable } from '../components/MemberTable.tsx';
import { AddMembersModal } from './AddMembersModal.tsx';
import { ChangeRoleModal } from './ChangeRoleModal.tsx';
import type { ProjectSettingOutlet } from './page.tsx';

/** The role a member row shows. */
export function RoleBadge({ row }: { row: Pick<MemberRow, 'isCreator' | 'roleStatus'> }) {
  const { t } = useTranslation();
  if (row.isCreator) return <Badge color="blue">{t('projects.role.creator')}</Badge>;
  return row.roleStatus === 'admin' ? (
    <Badge color="green">{t('projects.role.admin')}</Badge>
  ) : (
    <span>{t('projects.role.user')}</span>
  );
}

/** /project-setting/member: the project's members; managers add and remove them. */
export function MembersTab() {
  const { t } = useTranslation();
  const { access } = useOutletContext<ProjectSettingOutlet>();
  const { project, me, groups, can } = access;
  const [selected, setSelected] = useState<MemberRow[]>([]);
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState<MemberRow | null>(null);
  const reload = () => setVersion((v) => v + 1);

  const load = useCallback((query: MemberQuery) => listMembers(project.id, query), [project.id]);
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, groupLabel(g, t)])), [groups, t]);

  // The creator stays; a member admin is removed or changed by the creator only; you leave by quitting.
  const isItemDisabled = (row: MemberRow) =>
    row.isCreator || row.userId === me.userId || (row.roleStatus === 'admin' && !me.isCreator);

  const columns: TableProps.ColumnDefinition<MemberRow>[] = [
    {
      id: 'account',
      header: t('projectMembers.column.account'),
      cell: (row) => row.account,
      sortingField: 'account',
    },
    { id: 'name', header: t('projectMembers.column.name'), cell: (row) => row.memberName || '-' },
    { id: 'email', header: t('projectMembers.column.email'), cell: (row) => row.email || '-' },
    { id: 'phone', header: t('projectMembers.column.phone'), cell: (row) => row.phone || '-' },
    { id: 'role', header: t('projectMembers.column.role'), cell: (row) => <RoleBadge row={row} /> },
    {
      id: 'group',
      header: t('projectMembers.column.group'),
      cell: (row) => groupNames.get(row.groupId) ?? t('projectMembers.noGroup'),
    },
    {
      id: 'status',
      header: t('projectMembers.column.status'),
      cell: (row) => <MemberStatus status={row.status} />,
    },
    ...(can.manageMembers
      ? [
          {
            id: 'actions',
            header: t('projectMembers.column.actions'),
            cell: (row: MemberRow) =>
              isItemDisabled(row) ? (
                '-'
              ) : (
                <Button
                  variant="inline-link"
                  onClick={() => setChanging(row)}
                  data-testid={`change-role-${row.account}`}
                >
                  {t('projectMembers.changeRole')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <MemberTable
        testId="project-members"
        load={load}
        version={version}
        columns={columns}
        selectable={can.manageMembers}
        isItemDisabled={isItemDisabled}
        selected={selected}
        onSelectedChange={setSelected}
        emptyText={t('projectMembers.empty')}
        header={(counter, rows) => (
          <Header
            counter={counter}
            description={can.manageMembers ? undefined : t('projectMembers.readOnly')}
            actions={
              can.manageMembers && (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    disabled={rows.length === 0}
                    onClick={() => setConfirming(true)}
                    data-testid="members-delete"
                  >
                    {t('projectMembers.delete')}
                  </Button>
                  <Button variant="primary" onClick={() => setAdding(true)} data-testid="members-add">
                    {t('projectMembers.add')}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {t('projectMembers.title')}
          </Header>
        )}
      />
      {adding && (
        <AddMembersModal
          project={project}
          me={me}
          groups={groups}
          onDismiss={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {changing && (
        <ChangeRoleModal
          projectId={project.id}
          member={changing}
          groups={groups}
          onDismiss={() => setChanging(null)}
          onSaved={() => {
            setChanging(null);
            reload();
          }}
        />
      )}
      {confirming && (
        <ConfirmModal
          testId="members-delete-confirm"
          header={t('projectMembers.deleteTitle')}
          confirmText={t('projectMembers.delete')}
          onConfirm={async () => {
            const answer = await removeMembers(
              project.id,
              selected.map((row) => row.userId),
            );
            notify.success(answer.msg || t('projectMembers.deleted'));
            reload();
          }}
          onCancel={() => {
            setConfirming(false);
            notify.info(t('projectMembers.deleteCancelled'));
          }}
          onDone={() => setConfirming(false)}
        >
          {t('projectMembers.deleteText', { count: selected.length })}
        </ConfirmModal>
      )}
    </>
  );
}
