import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { deleteGroup, type ProjectGroup } from '../../../api/projects.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { ProjectState } from '../components/ProjectState.tsx';
import { projectPaths } from '../paths.ts';
import { ProjectBreadcrumbs, type ReadyAccess } from '../settings/page.tsx';
import { useProjectAccess } from '../useProjectAccess.ts';
import { projectGroupColumns } from './columns.tsx';
import { GroupFormModal } from './GroupFormModal.tsx';
import { GroupMembers } from './GroupMembers.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; group: ProjectGroup }
  | { kind: 'delete'; group: ProjectGroup }
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
  const group = groups.find((g) => g.id === selectedId) ?? groups[0];

  const groupColumns = projectGroupColumns(t, {
    manage: can.manageMembers,
    onEdit: (g) => setDialog({ kind: 'edit', group: g }),
    onDelete: (g) => setDialog({ kind: 'delete', group: g }),
  });

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
            <GroupMembers key={group.id} projectId={project.id} group={group} manage={can.manageMembers} />
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
    </ContentLayout>
  );
}
