import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ProjectState } from '../../project/components/ProjectState.tsx';
import { projectPaths } from '../../project/paths.ts';
import { useProjectAccess } from '../../project/useProjectAccess.ts';
import { FileManager } from './FileManager.tsx';

/** /file/index?projectId=…&dirId=…: a project's files (spec 1 §2 "File manager screen"). */
export function FileManagerPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  const { access, reload } = useProjectAccess(projectId);
  if (access.status !== 'ready') return <ProjectState access={access} onRetry={reload} />;
  const { project } = access;
  const href = (path: string) => `#${withClientId(path, currentClientId())}`;
  return (
    <ContentLayout
      defaultPadding
      breadcrumbs={
        <BreadcrumbGroup
          ariaLabel={t('projects.breadcrumbs')}
          items={[
            { text: t('projects.title'), href: href(projectPaths.list()) },
            { text: project.projectName, href: href(projectPaths.settings(project.id)) },
            { text: t('files.title'), href: '#' },
          ]}
          onFollow={(event) => {
            event.preventDefault();
            if (event.detail.href !== '#') navigate(event.detail.href.replace(/^#/, ''));
          }}
        />
      }
    >
      <FileManager key={project.id} project={project} dirId={params.get('dirId') || project.id} />
    </ContentLayout>
  );
}
