import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { projectPaths } from '../paths.ts';
import type { ProjectAccess } from '../useProjectAccess.ts';

/** What a project page shows before its project is there: loading, "does not exist", or a failure. */
export function ProjectState({
  access,
  onRetry,
}: {
  access: Exclude<ProjectAccess, { status: 'ready' }>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  if (access.status === 'loading') return <PageLoader />;
  const notFound = access.status === 'notFound';
  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <Container data-testid={notFound ? 'project-not-found' : 'project-load-failed'}>
        <Box textAlign="center" padding="xl">
          <SpaceBetween size="m" alignItems="center">
            <Box variant="h2">{notFound ? t('project.notFound') : t('projects.loadFailed')}</Box>
            <Box color="text-body-secondary">
              {notFound ? t('projects.notFoundText') : access.status === 'error' ? access.message : ''}
            </Box>
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="primary" onClick={() => navigate(projectPaths.list())}>
                {t('projects.backToList')}
              </Button>
              {!notFound && <Button onClick={onRetry}>{t('projects.retry')}</Button>}
            </SpaceBetween>
          </SpaceBetween>
        </Box>
      </Container>
    </Box>
  );
}
