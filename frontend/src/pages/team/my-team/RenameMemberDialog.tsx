import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import { UpdateMemberNameBody } from '@loopline/shared/contracts/team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TeamMember, teamMemberUserId, updateMemberName } from '../../../api/team.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

/** Renames a member within the team (cloud/team/updateMemberName), checked with the route's schema. */
export function RenameMemberDialog({
  member,
  onClose,
  onSaved,
}: {
  member: TeamMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(member.memberName);
  const [error, setError] = useState<string>();
  const body = { userId: teamMemberUserId(member), memberName: name };
  const { submitting, submit } = useSubmit(
    () => {
      const parsed = UpdateMemberNameBody.safeParse(body);
      setError(parsed.success ? undefined : t(parsed.error.issues[0]!.message));
      return parsed.success;
    },
    async () => {
      const answer = await updateMemberName(body);
      notify.success(answer.msg || t('crud.updateSuccess'));
      onSaved();
    },
  );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('userRows.renameTitle', { account: member.account })}
      data-testid="rename-member"
      footer={
        <DialogFooter onCancel={onClose} onConfirm={submit} busy={submitting} testId="rename-member-save" />
      }
    >
      <FormField label={t('userRows.memberName')} errorText={error}>
        <Input
          value={name}
          onChange={({ detail }) => setName(detail.value)}
          data-testid="rename-member-name"
        />
      </FormField>
    </Modal>
  );
}
