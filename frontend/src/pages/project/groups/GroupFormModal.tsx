import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { type ProjectGroup, saveGroup, updateGroup } from '../../../api/projects.ts';
import { notify } from '../../../components/notifications/store.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { GROUP_MEMO_MAX, GROUP_NAME_MAX, groupMemoProblem, groupNameProblem } from '../rules.ts';

/** Project group add/edit dialog (spec 2 §2): name (required, ≤ 200) and memo (≤ 200). */
export function GroupFormModal({
  projectId,
  group,
  onDismiss,
  onSaved,
}: {
  projectId: string;
  group?: ProjectGroup;
  onDismiss: () => void;
  onSaved: (group: ProjectGroup) => void;
}) {
  const { t } = useTranslation();
  const form = useForm(
    { groupName: group?.groupName ?? '', memo: group?.memo ?? '' },
    { groupName: (v) => groupNameProblem(v.groupName), memo: (v) => groupMemoProblem(v.memo) },
  );
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    if (!form.validate()) return;
    setSubmitting(true);
    setFailure(undefined);
    const name = form.values.groupName.trim();
    const memo = form.values.memo.trim();
    try {
      const answer = group ? await updateGroup(group.id, name, memo) : await saveGroup(projectId, name, memo);
      notify.success(answer.msg || t('projectGroups.saved'));
      onSaved(answer.data);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common.unknownError'));
      setSubmitting(false);
    }
  };

  return (
    <Modal
      visible
      width={500}
      header={group ? t('projectGroups.editTitle') : t('projectGroups.addTitle')}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={() => !submitting && onDismiss()}
      data-testid="group-form"
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
              data-testid="group-form-submit"
            >
              {t('projects.form.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SubmitForm onSubmit={submit}>
        <SpaceBetween size="l">
          {failure && <Alert type="error">{failure}</Alert>}
          <FormField
            label={t('projectGroups.name')}
            constraintText={t('projects.form.count', {
              count: form.values.groupName.trim().length,
              max: GROUP_NAME_MAX,
            })}
            errorText={form.error('groupName')}
          >
            <Input {...form.input('groupName')} disabled={submitting} data-testid="group-name" />
          </FormField>
          <FormField
            label={
              <span>
                {t('projectGroups.memo')} <i>{t('projects.form.optional')}</i>
              </span>
            }
            constraintText={t('projects.form.count', {
              count: form.values.memo.trim().length,
              max: GROUP_MEMO_MAX,
            })}
            errorText={form.error('memo')}
          >
            <Textarea
              value={form.values.memo}
              onChange={({ detail }) => form.set('memo', detail.value)}
              onBlur={() => form.touch('memo')}
              invalid={Boolean(form.error('memo'))}
              rows={3}
              disabled={submitting}
              data-testid="group-memo"
            />
          </FormField>
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
