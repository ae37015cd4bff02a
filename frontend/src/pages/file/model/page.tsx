import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { TimeLeft } from '../../../components/progress/TimeLeft.tsx';
import { PROJECT_LIST_PATH } from '../../project/paths.ts';
import { useProjectPerm } from '../manager/useFolder.ts';
import { filePaths } from '../paths.ts';
import { ModelBreadcrumbs } from './ModelBreadcrumbs.tsx';
import { ModelHeader } from './ModelHeader.tsx';
import { type ModelQuery, readModelQuery } from './modelQuery.ts';
import { NoModelSelected } from './NoModelSelected.tsx';
import { useModelView, type ViewState } from './useModelView.ts';
import './model.css';

/** three.js and the viewer are their own chunk, loaded only here. */
const ModelViewer = lazy(() => import('../../../components/viewer3d/ModelViewer.tsx'));

/**
 * #/file/model-preview?pk_doc=&projectId=&name= (issue 7): a parsed model in the 3D viewer, with its
 * upgrade and publish state and actions; says plainly why a file cannot be shown.
 */
export function ModelPreviewPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const chosen = readModelQuery(params);
  if (chosen) return <ModelPreview {...chosen} />;
  // No ids, no calls: a project named alone leads back to its files, none to the project list.
  const projectId = params.get('projectId')?.trim() ?? '';
  return (
    <ContentLayout defaultPadding header={<Header variant="h1">{t('models.page.title')}</Header>}>
      <div className="ll-model-page" data-testid="model-page" data-state="none">
        <NoModelSelected
          hint={t('models.page.noneSelectedHint')}
          backLabel={t(projectId ? 'models.page.back' : 'models.page.backToProjects')}
          onBack={() => navigate(projectId ? filePaths.index(projectId) : PROJECT_LIST_PATH)}
        />
      </div>
    </ContentLayout>
  );
}

function ModelPreview({ projectId, fileId, name, dirId }: ModelQuery) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { state, reload, patch } = useModelView(projectId, fileId);
  const perm = useProjectPerm(projectId);
  const isCreator = Boolean(perm?.isCreator) && perm?.isDefault !== 2;
  const back = () => navigate(filePaths.index(projectId, dirId || undefined));

  return (
    <ContentLayout
      defaultPadding
      breadcrumbs={
        <ModelBreadcrumbs
          projectId={projectId}
          dirId={dirId}
          modelName={state.status === 'ready' ? state.view.fileName : name || t('models.page.title')}
        />
      }
    >
      <div className="ll-model-page" data-testid="model-page" data-state={state.status}>
        {state.status === 'ready' ? (
          <SpaceBetween size="s">
            <ModelHeader projectId={projectId} view={state.view} isCreator={isCreator} onChange={patch} />
            <div className="ll-model-page__viewer">
              <Suspense fallback={<PageLoader />}>
                <ModelViewer
                  key={state.view.glbUrl}
                  glbUrl={state.view.glbUrl}
                  treeUrl={state.view.treeUrl}
                  fileName={state.view.fileName}
                  onClose={back}
                />
              </Suspense>
            </div>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="m">
            <Header variant="h1">{name || t('models.page.title')}</Header>
            <NotShown state={state} onRetry={reload} onBack={back} />
          </SpaceBetween>
        )}
      </div>
    </ContentLayout>
  );
}

function NotShown({
  state,
  onRetry,
  onBack,
}: {
  state: Exclude<ViewState, { status: 'ready' }>;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <PageLoader />;
  const backButton = <Button onClick={onBack}>{t('models.page.back')}</Button>;
  if (state.status === 'parsing')
    return (
      <Alert type="info" action={backButton} data-testid="model-page-message">
        <SpaceBetween size="s">
          {t('models.page.parsing')}
          <ProgressBar
            value={state.progress}
            additionalInfo={<TimeLeft kind="parse" progress={state.progress} testId="parse-time-left" />}
          />
        </SpaceBetween>
      </Alert>
    );
  const text =
    state.status === 'notParsed'
      ? t('models.page.notParsed')
      : state.status === 'failed'
        ? t('models.page.failed', { message: state.message || t('models.state.failedNoMessage') })
        : state.status === 'forbidden'
          ? t('models.page.forbidden')
          : state.status === 'missing'
            ? t('models.page.missing')
            : t('models.page.error', { message: state.message });
  const type = state.status === 'notParsed' ? 'info' : state.status === 'error' ? 'error' : 'warning';
  return (
    <Alert
      type={type}
      data-testid="model-page-message"
      action={
        <SpaceBetween direction="horizontal" size="xs">
          {state.status === 'error' && <Button onClick={onRetry}>{t('models.page.retry')}</Button>}
          {backButton}
        </SpaceBetween>
      }
    >
      {text}
    </Alert>
  );
}
