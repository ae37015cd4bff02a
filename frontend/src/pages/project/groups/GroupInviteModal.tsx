import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGroupMembers, type ProjectGroup, type TreeUser } from '../../../api/projects.ts';
import { MemberPicker } from '../../../components/members/MemberPicker.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { GroupTreeList } from './GroupTreeList.tsx';

/**
 * Group member invitation (spec 2 §2, §5): a tree of the members outside this group and of all
 * members on the left, the people picked on the right, a filter, and pages of 100 (100, 200, 500,
 * 1000). The owner and those already in the group are locked as checked; a member admin can only
 * be in the read-write group.
 */
export function GroupInviteModal({
  projectId,
  group,
  onDismiss,
  onAdded,
}: {
  projectId: string;
  group: ProjectGroup;
  onDismiss: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<TreeUser[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const pickedIds = useMemo(() => new Set(picked.map((u) => u.id)), [picked]);

  const toggle = (user: TreeUser, on: boolean) =>
    setPicked((list) =>
      on
        ? list.some((u) => u.id === user.id)
          ? list
          : [...list, user]
        : list.filter((u) => u.id !== user.id),
    );

  const submit = async () => {
    if (picked.length === 0) {
      onDismiss();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await addGroupMembers(
        projectId,
        group.id,
        picked.map((u) => u.id),
      );
      notify.success(answer.msg || t('projectGroupInvite.added'));
      onAdded();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      header={t('projectGroupInvite.title', { group: groupLabel(group, t) })}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={() => !submitting && onDismiss()}
      data-testid="group-invite"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={submitting}>
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={submitting}
              data-testid="group-invite-submit"
            >
              {t('projectAddMembers.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <MemberPicker
        picked={picked}
        onDrop={(person) => setPicked((list) => list.filter((u) => u.id !== person.id))}
        onClear={() => setPicked([])}
        selectedTestId="group-invite-selected"
        tall
      >
        <GroupTreeList group={group} pickedIds={pickedIds} onToggle={toggle} />
      </MemberPicker>
    </Modal>
  );
}
