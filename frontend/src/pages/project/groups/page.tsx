import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  deleteGroup,
  listGroupMembers,
  type MemberQuery,
  type MemberRow,
  type ProjectGroup,
  removeGroupMembers,
} from '../../../api/projects.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { MemberStatus, MemberTable } from '../components/MemberTable.tsx';
import { ProjectState } from '../components/ProjectState.tsx';
import { projectPaths } from '../paths.ts';
import { groupAddVisible, groupEditable, groupMemberDeletable, groupSelectionDisabled } from '../rules.ts';
import { RoleBadge } from '../settings/MembersTab.tsx';
import { ProjectBreadcrumbs, type ReadyAccess } from '../settings/page.tsx';
import { useProjectAccess } from '../useProjectAccess.ts';
import { GroupFormModal } from './GroupFormModal.tsx';
import { GroupInviteModal } from './GroupInviteModal.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; group: ProjectGroup }
  | { kind: 'delete'; group: ProjectGroup }
  | { kind: 'invite'; group: ProjectGroup }
  | { kind: 'removeMembers'; group: ProjectGroup; rows: MemberRow[] }
  | null;

/** /project-group/index (query projectId): the project's groups and each group's members. */
export function ProjectGroupPage() {
  const [params] = useSearchParams();
  const { access, reload } = useProjectAccess(params.get('projectId'));
  if (access.status !== 'ready') return <ProjectState access={access} onRetry={reload} />;
  return <Groups access={access} reload={reload} />;
}

function Groups({ access, reload }: { access: ReadyAccess; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { project, groups, can } = access;
  const [selectedId, setSelectedId] = useState(groups[0]?.id ?? '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [memberRows, setMemberRows] = useState<MemberRow[]>([]);
  const [version, setVersion] = useState(0);
  const group = groups.find((g) => g.id === selectedId) ?? groups[0];

  const loadMembers = useCallback(
    (query: MemberQuery) => listGroupMembers(group?.id ?? '', query),
    [group?.id],
  );

  const groupColumns: TableProps.ColumnDefinition<ProjectGroup>[] = [
    {
      id: 'name',
      header: t('projectGroups.name'),
      cell: (g) => (
        <SpaceBetween size="xxxs">
          <span data-testid={`group-${g.groupInit ?? g.groupName}`}>
            {groupLabel(g, t)} {g.groupInit && <Badge color="grey">{t('projectGroups.builtInBadge')}</Badge>}
          </span>
          {(g.groupInit || g.memo) && (
            <Box fontSize="body-s" color="text-body-secondary">
              <span className="ll-pre-wrap">
                {g.groupInit ? t(`projectGroups.builtInMemo.${g.groupInit}`) : g.memo}
              </span>
            </Box>
          )}
        </SpaceBetween>
      ),
    },
  ];
  if (can.manageMembers)
    groupColumns.push({
      id: 'actions',
      header: t('projectGroups.actions'),
      minWidth: 104,
      cell: (g) =>
        groupEditable(g.groupInit) ? (
          <SpaceBetween size="xxs" direction="horizontal">
            <Button
              variant="icon"
              iconName="edit"
              ariaLabel={t('projectGroups.edit', { name: g.groupName })}
              onClick={() => setDialog({ kind: 'edit', group: g })}
            />
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('projectGroups.delete', { name: g.groupName })}
              onClick={() => setDialog({ kind: 'delete', group: g })}
            />
          </SpaceBetween>
        ) : null,
    });

  const memberColumns: TableProps.ColumnDefinition<MemberRow>[] = [
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
      id: 'status',
      header: t('projectMembers.column.status'),
      cell: (row) => <MemberStatus status={row.status} />,
    },
  ];

  const manage = can.manageMembers && group;
  const selectable = Boolean(manage && !groupSelectionDisabled(group.groupInit));

  return (
    <ContentLayout
      defaultPadding
      breadcrumbs={<ProjectBreadcrumbs projectName={project.projectName} page={t('projectGroups.title')} />}
      header={
        <Header
          variant="h1"
          description={t('projectGroups.description')}
          actions={
            <Button onClick={() => navigate(projectPaths.settings(project.id))} data-testid="open-members">
              {t('projectGroups.members')}
            </Button>
          }
        >
          <span data-testid="project-group-title">{project.projectName}</span>
        </Header>
      }
    >
      <div data-testid="project-group-page">
        <Grid gridDefinition={[{ colspan: { default: 12, m: 4 } }, { colspan: { default: 12, m: 8 } }]}>
          <Table<ProjectGroup>
            data-testid="group-list"
            variant="container"
            items={groups}
            trackBy="id"
            columnDefinitions={groupColumns}
            selectionType="single"
            selectedItems={group ? [group] : []}
            onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id ?? '')}
            onRowClick={({ detail }) => setSelectedId(detail.item.id)}
            ariaLabels={{
              selectionGroupLabel: t('projectGroups.title'),
              itemSelectionLabel: (_, g) => groupLabel(g, t),
            }}
            header={
              <Header
                counter={`(${groups.length})`}
                actions={
                  can.manageMembers && (
                    <Button
                      iconName="add-plus"
                      onClick={() => setDialog({ kind: 'add' })}
                      data-testid="group-add"
                    >
                      {t('projectGroups.add')}
                    </Button>
                  )
                }
              >
                {t('projectGroups.title')}
              </Header>
            }
          />
          {group && (
            <MemberTable
              key={group.id}
              testId="group-members"
              load={loadMembers}
              version={version}
              columns={memberColumns}
              selectable={selectable}
              isItemDisabled={(row) => !groupMemberDeletable(group.groupInit, row.roleStatus, row.isCreator)}
              selected={memberRows}
              onSelectedChange={setMemberRows}
              emptyText={t('projectGroups.noMembers')}
              header={(counter, rows) => (
                <Header
                  counter={counter}
                  description={
                    group.groupInit === 'create'
                      ? t('projectGroups.createLocked')
                      : group.groupInit === 'readWrite'
                        ? t('projectGroups.adminsPinned')
                        : undefined
                  }
                  actions={
                    manage && (
                      <SpaceBetween size="xs" direction="horizontal">
                        {rows.length > 0 && (
                          <Button
                            onClick={() => setDialog({ kind: 'removeMembers', group, rows })}
                            data-testid="group-members-delete"
                          >
                            {t('projectMembers.delete')}
                          </Button>
                        )}
                        {groupAddVisible(group.groupInit, rows.length) && (
                          <Button
                            variant="primary"
                            onClick={() => setDialog({ kind: 'invite', group })}
                            data-testid="group-members-add"
                          >
                            {t('projectMembers.add')}
                          </Button>
                        )}
                      </SpaceBetween>
                    )
                  }
                >
                  {t('projectGroups.membersOf', { group: groupLabel(group, t) })}
                </Header>
              )}
            />
          )}
        </Grid>
      </div>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <GroupFormModal
          projectId={project.id}
          group={dialog.kind === 'edit' ? dialog.group : undefined}
          onDismiss={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setSelectedId(saved.id);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          testId="group-delete"
          header={t('projectGroups.deleteTitle')}
          confirmText={t('projectMembers.delete')}
          onConfirm={async () => {
            const answer = await deleteGroup(dialog.group.id);
            notify.success(answer.msg || t('projectMembers.deleted'));
            setSelectedId('');
            reload();
          }}
          onCancel={() => {
            setDialog(null);
            notify.info(t('projectMembers.deleteCancelled'));
          }}
          onDone={() => setDialog(null)}
        >
          {t('projectGroups.deleteText', { name: dialog.group.groupName })}
        </ConfirmModal>
      )}
      {dialog?.kind === 'invite' && (
        <GroupInviteModal
          projectId={project.id}
          group={dialog.group}
          onDismiss={() => setDialog(null)}
          onAdded={() => {
            setDialog(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
      {dialog?.kind === 'removeMembers' && (
        <ConfirmModal
          testId="group-members-delete-confirm"
          header={t('projectMembers.deleteTitle')}
          confirmText={t('projectMembers.delete')}
          onConfirm={async () => {
            const answer = await removeGroupMembers(
              project.id,
              dialog.group.id,
              dialog.rows.map((row) => row.userId),
            );
            notify.success(answer.msg || t('projectMembers.deleted'));
            setVersion((v) => v + 1);
          }}
          onCancel={() => {
            setDialog(null);
            notify.info(t('projectMembers.deleteCancelled'));
          }}
          onDone={() => setDialog(null)}
        >
          {t('projectMembers.deleteText', { count: dialog.rows.length })}
        </ConfirmModal>
      )}
    </ContentLayout>
  );
}
