import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { type ProjectRow, saveProject, updateProject } from '../../../api/projects.ts';
import { notify } from '../../../components/notifications/store.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import {
  type CoverState,
  coverChange,
  PROJECT_MEMO_MAX,
  PROJECT_NAME_MAX,
  projectMemoProblem,
  projectNameProblem,
} from '../rules.ts';
import { CoverField } from './CoverField.tsx';

export interface ProjectFormModalProps {
  /** The project being edited; none to create one. */
  project?: ProjectRow;
  onDismiss: () => void;
  onSaved: (project: ProjectRow) => void;
}

/** Project add/edit dialog (spec 2 §2): name, description and cover; mounted while shown. */
export function ProjectFormModal({ project, onDismiss, onSaved }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const form = useForm(
    { projectName: project?.projectName ?? '', memo: project?.memo ?? '' },
    {
      projectName: (v) => projectNameProblem(v.projectName),
      memo: (v) => projectMemoProblem(v.memo),
    },
  );
  const [cover, setCover] = useState<CoverState>({ kind: 'unchanged' });
  const [cropping, setCropping] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    if (cropping || !form.validate()) return;
    setSubmitting(true);
    setFailure(undefined);
    const input = {
      projectName: form.values.projectName.trim(),
      memo: form.values.memo.trim(),
      ...coverChange(Boolean(project?.avatar), cover),
    };
    try {
      const answer = project ? await updateProject(project.id, input) : await saveProject(input);
      notify.success(answer.msg || t('projects.saved'));
      onSaved(answer.data);
    } catch (error) {
      // The server's message, and the form is usable again (spec 2 §8).
      setFailure(isApiError(error) ? error.message : t('common.unknownError'));
      setSubmitting(false);
    }
  };

  return (
    <Modal
      visible
      width={528}
      onDismiss={() => !submitting && onDismiss()}
      header={project ? t('projects.form.editTitle') : t('projects.form.createTitle')}
      closeAriaLabel={t('projects.form.close')}
      data-testid="project-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="link"
              onClick={onDismiss}
              disabled={submitting}
              data-testid="project-form-cancel"
            >
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={submitting}
              disabled={cropping}
              data-testid="project-form-submit"
            >
              {project ? t('projects.form.save') : t('projects.form.create')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SubmitForm onSubmit={submit}>
        <Form>
          <SpaceBetween size="l">
            {failure && (
              <Alert type="error" data-testid="project-form-error">
                {failure}
              </Alert>
            )}
            <FormField
              label={t('projects.form.name')}
              constraintText={t('projects.form.count', {
                count: form.values.projectName.trim().length,
                max: PROJECT_NAME_MAX,
              })}
              errorText={form.error('projectName')}
            >
              <Input
                {...form.input('projectName')}
                placeholder={t('projects.form.namePlaceholder')}
                disabled={submitting}
                data-testid="project-name"
              />
            </FormField>
            <FormField
              label={
                <span>
                  {t('projects.form.memo')} <i>{t('projects.form.optional')}</i>
                </span>
              }
              constraintText={t('projects.form.count', {
                count: form.values.memo.trim().length,
                max: PROJECT_MEMO_MAX,
              })}
              errorText={form.error('memo')}
            >
              <Textarea
                value={form.values.memo}
                onChange={({ detail }) => form.set('memo', detail.value)}
                onBlur={() => form.touch('memo')}
                invalid={Boolean(form.error('memo'))}
                placeholder={t('projects.form.memoPlaceholder')}
                rows={4}
                disabled={submitting}
                data-testid="project-memo"
              />
            </FormField>
            <CoverField
              current={project?.avatar ?? ''}
              name={form.values.projectName || project?.projectName || ''}
              value={cover}
              onChange={setCover}
              onCroppingChange={setCropping}
              disabled={submitting}
            />
          </SpaceBetween>
        </Form>
      </SubmitForm>
    </Modal>
  );
}
