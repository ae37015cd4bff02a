import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listGroupMembers,
  type MemberRow,
  type ProjectGroup,
  removeGroupMembers,
} from '../../../api/projects.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { MemberTable, useMemberPages } from '../../../components/members/MemberTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { projectKeys, toMemberQuery } from '../queries.ts';
import { groupAddVisible, groupMemberDeletable, groupSelectionDisabled } from '../rules.ts';
import { projectMemberColumns } from '../settings/columns.tsx';
import { GroupInviteModal } from './GroupInviteModal.tsx';

/** The members of one group; managers add people to it and remove them (not from the creator group). */
export function GroupMembers({
  projectId,
  group,
  manage,
}: {
  projectId: string;
  group: ProjectGroup;
  manage: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'invite' | { rows: MemberRow[] } | null>(null);
  const members = useMemberPages(projectKeys.groupMembers(group.id), (request) =>
    listGroupMembers(group.id, toMemberQuery(request)),
  );
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.groupMembers(group.id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.groupTree(group.id) });
  };
  const rows = members.selected;
  const description =
    group.groupInit === 'create'
      ? t('projectGroups.createLocked')
      : group.groupInit === 'readWrite'
        ? t('projectGroups.adminsPinned')
        : undefined;

  return (
    <>
      <MemberTable<MemberRow>
        testId="group-members"
        paged={members}
        trackBy="userId"
        columns={projectMemberColumns(t)}
        stickyHeader
        selectable={manage && !groupSelectionDisabled(group.groupInit)}
        isItemDisabled={(row) => !groupMemberDeletable(group.groupInit, row.roleStatus, row.isCreator)}
        emptyText={t('projectGroups.noMembers')}
        header={(counter) => (
          <Header
            counter={counter}
            description={description}
            actions={
              manage && (
                <SpaceBetween size="xs" direction="horizontal">
                  {rows.length > 0 && (
                    <Button onClick={() => setDialog({ rows })} data-testid="group-members-delete">
                      {t('projectMembers.delete')}
                    </Button>
                  )}
                  {groupAddVisible(group.groupInit, rows.length) && (
                    <Button
                      variant="primary"
                      onClick={() => setDialog('invite')}
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
      {dialog === 'invite' && (
        <GroupInviteModal
          projectId={projectId}
          group={group}
          onDismiss={() => setDialog(null)}
          onAdded={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog && dialog !== 'invite' && (
        <ConfirmModal
          testId="group-members-delete-confirm"
          header={t('projectMembers.deleteTitle')}
          confirmText={t('projectMembers.delete')}
          onConfirm={async () => {
            const answer = await removeGroupMembers(
              projectId,
              group.id,
              dialog.rows.map((row) => row.userId),
            );
            notify.success(answer.msg || t('projectMembers.deleted'));
            reload();
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
    </>
  );
}
