import { useTranslation } from 'react-i18next';
import { deleteProject, type ProjectRow, quitProject } from '../../../api/projects.ts';
import { useSession } from '../../../app/session.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';

export type Pending = { kind: 'edit' | 'delete' | 'quit'; project: ProjectRow } | null;

/** The dialog a card's action opens: edit the project, delete it (creator), or quit it (members). */
export function ProjectDialogs({
  pending,
  onClose,
  onChanged,
}: {
  pending: Pending;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (pending?.kind === 'edit')
    return (
      <ProjectFormModal
        project={pending.project}
        onDismiss={onClose}
        onSaved={() => {
          onClose();
          onChanged();
        }}
      />
    );
  if (pending?.kind === 'delete')
    return (
      <ConfirmModal
        testId="project-delete"
        header={t('projects.deleteTitle')}
        confirmText={t('projects.action.delete')}
        onConfirm={async () => {
          const answer = await deleteProject(pending.project.id);
          notify.success(answer.msg || t('projects.deletedDone'));
          onChanged();
        }}
        onCancel={onClose}
        onDone={onClose}
      >
        {t('projects.deleteText', { name: pending.project.projectName })}
      </ConfirmModal>
    );
  if (pending?.kind === 'quit' && user)
    return (
      <ConfirmModal
        testId="project-quit"
        header={t('projects.quitTitle')}
        confirmText={t('projects.action.quit')}
        onConfirm={async () => {
          const answer = await quitProject(pending.project.id, user.userId);
          notify.success(answer.msg || t('projects.quitDone'));
          onChanged();
        }}
        onCancel={onClose}
        onDone={onClose}
      >
        {t('projects.quitText', { name: pending.project.projectName })}
      </ConfirmModal>
    );
  return null;
}
