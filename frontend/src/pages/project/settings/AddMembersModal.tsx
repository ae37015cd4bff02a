import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMembers,
  allMembers,
  type MemberAssignment,
  type MemberRow,
  type ProjectGroup,
  type ProjectRow,
} from '../../../api/projects.ts';
import { MemberPicker, type PickablePerson } from '../../../components/members/MemberPicker.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { projectKeys } from '../queries.ts';
import { defaultGroupId, pickBlock } from '../rules.ts';
import { type RoleChoice, SetRoleTable } from './SetRoleTable.tsx';
import { TeamPickList } from './TeamPickList.tsx';

export interface AddMembersModalProps {
  project: ProjectRow;
  me: MemberRow;
  groups: ProjectGroup[];
  onDismiss: () => void;
  onAdded: () => void;
}

const NO_MEMBERS: ReadonlySet<string> = new Set();

/**
 * Add members (spec 2 §2): pick people of your team on the left (select-all with its partial state,
 * a count), see and drop them on the right; submit opens the set-role step (role member or member
 * admin, and a group, per person). People already in the project are shown checked and locked; the
 * creator and you cannot be picked.
 */
export function AddMembersModal({ project, me, groups, onDismiss, onAdded }: AddMembersModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'pick' | 'role'>('pick');
  const [picked, setPicked] = useState<PickablePerson[]>([]);
  const [roles, setRoles] = useState<Record<string, RoleChoice>>({});
  const [submitting, setSubmitting] = useState(false);
  // Without the member list nobody shows as already in; the server refuses duplicates anyway.
  const members = useQuery({
    queryKey: projectKeys.allMembers(project.id),
    queryFn: async () =>
      new Set((await allMembers(project.id)).map((row) => row.userId)) as ReadonlySet<string>,
  });
  const memberIds = members.data ?? NO_MEMBERS;
  const pickedIds = useMemo(() => new Set(picked.map((p) => p.id)), [picked]);
  const blockOf = (userId: string) =>
    pickBlock(userId, { creatorId: project.createUser, myUserId: me.userId, memberIds });

  const toggle = (person: PickablePerson, on: boolean) =>
    setPicked((list) =>
      on
        ? list.some((p) => p.id === person.id)
          ? list
          : [...list, person]
        : list.filter((p) => p.id !== person.id),
    );

  const toRoles = () => {
    if (picked.length === 0) {
      onDismiss();
      return;
    }
    setRoles((current) =>
      Object.fromEntries(
        picked.map((p) => [
          p.id,
          current[p.id] ?? { roleStatus: 'user', groupId: defaultGroupId(groups, 'user') },
        ]),
      ),
    );
    setStep('role');
  };

  const submit = async () => {
    const users: MemberAssignment[] = picked.map((p) => ({ userId: p.id, ...roles[p.id]! }));
    setSubmitting(true);
    try {
      const answer = await addMembers(project.id, users);
      notify.success(answer.msg || t('projectAddMembers.added'));
      onAdded();
    } catch {
      // The API client has shown the server's message; the choices stay.
      setSubmitting(false);
    }
  };

  const footer = (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {step === 'pick' ? (
          <>
            <Button variant="link" onClick={onDismiss} data-testid="add-members-cancel">
              {t('projects.form.cancel')}
            </Button>
            <Button variant="primary" onClick={toRoles} data-testid="add-members-next">
              {t('projectAddMembers.submit')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="link"
              onClick={() => setStep('pick')}
              disabled={submitting}
              data-testid="set-role-cancel"
            >
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={submitting}
              data-testid="set-role-submit"
            >
              {t('projectAddMembers.submit')}
            </Button>
          </>
        )}
      </SpaceBetween>
    </Box>
  );

  if (step === 'role')
    return (
      <Modal
        visible
        size="large"
        header={t('projectAddMembers.roleTitle')}
        closeAriaLabel={t('projects.form.close')}
        onDismiss={() => !submitting && onDismiss()}
        footer={footer}
        data-testid="set-role"
      >
        <SetRoleTable
          picked={picked}
          groups={groups}
          roles={roles}
          onChange={(userId, choice) => setRoles((all) => ({ ...all, [userId]: choice }))}
        />
      </Modal>
    );

  return (
    <Modal
      visible
      size="large"
      header={t('projectAddMembers.title')}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={onDismiss}
      footer={footer}
      data-testid="add-members"
    >
      <MemberPicker
        picked={picked}
        onDrop={(person) => toggle(person, false)}
        onClear={() => setPicked([])}
        selectedTestId="add-members-selected"
      >
        <TeamPickList pickedIds={pickedIds} blockOf={blockOf} onToggle={toggle} />
      </MemberPicker>
    </Modal>
  );
}
