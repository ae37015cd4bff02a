import Button from '@cloudscape-design/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { listMembers, type MemberRow, removeMembers } from '../../../api/projects.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { MemberTable, useMemberPages } from '../../../components/members/MemberTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { projectKeys, toMemberQuery } from '../queries.ts';
import { AddMembersModal } from './AddMembersModal.tsx';
import { ChangeRoleModal } from './ChangeRoleModal.tsx';
import { projectMemberColumns } from './columns.tsx';
import { MembersHeader } from './header.tsx';
import type { ProjectSettingOutlet } from './page.tsx';

/** /project-setting/member: the project's members; managers add and remove them. */
export function MembersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { access } = useOutletContext<ProjectSettingOutlet>();
  const { project, me, groups, can } = access;
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState<MemberRow | null>(null);
  const members = useMemberPages(projectKeys.members(project.id), (request) =>
    listMembers(project.id, toMemberQuery(request)),
  );
  const reload = () => void queryClient.invalidateQueries({ queryKey: projectKeys.members(project.id) });
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, groupLabel(g, t)])), [groups, t]);

  // The creator stays; a member admin is removed or changed by the creator only; you leave by quitting.
  const isItemDisabled = (row: MemberRow) =>
    row.isCreator || row.userId === me.userId || (row.roleStatus === 'admin' && !me.isCreator);

  const actions = {
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
  };
  const columns = projectMemberColumns(t, { groupNames, extra: can.manageMembers ? [actions] : [] });
  const selected = members.selected;

  return (
    <>
      <MemberTable<MemberRow>
        testId="project-members"
        paged={members}
        trackBy="userId"
        columns={columns}
        stickyHeader
        selectable={can.manageMembers}
        isItemDisabled={isItemDisabled}
        emptyText={t('projectMembers.empty')}
        header={(counter) => (
          <MembersHeader
            counter={counter}
            manage={can.manageMembers}
            selectedCount={selected.length}
            onDelete={() => setConfirming(true)}
            onAdd={() => setAdding(true)}
          />
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
