import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { sampleModelView } from '../../../api/exampleFiles.ts';
import { errorText } from '../../../app/queryClient.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { readSampleModelId } from '../../file/model/modelQuery.ts';
import { NoModelSelected } from '../../file/model/NoModelSelected.tsx';
import { PROJECT_LIST_PATH, SAMPLE_PROJECT_TAB } from '../paths.ts';
import { projectKeys } from '../queries.ts';
import '../../file/model/model.css';

/** three.js and the viewer are their own chunk, loaded only here and on the model page. */
const ModelViewer = lazy(() => import('../../../components/viewer3d/ModelViewer.tsx'));

/**
 * #/sample-model?id=&name=: a parsed example file of the sample project in the 3D viewer. The
 * sample project is read-only, so the page has no upgrade, publish or download actions: the
 * viewer only looks (its measurements and selections stay in the page).
 */
export function SampleModelPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const id = readSampleModelId(params);
  if (id) return <SampleModel id={id} name={params.get('name') ?? ''} />;
  // No id, no call: the page says so and leads back to the sample project.
  return (
    <ContentLayout defaultPadding header={<Header variant="h1">{t('models.page.title')}</Header>}>
      <div className="ll-model-page" data-testid="sample-model-page" data-state="none">
        <NoModelSelected
          hint={t('models.page.sampleNoneSelectedHint')}
          backLabel={t('models.page.backToSample')}
          onBack={() => navigate(`${PROJECT_LIST_PATH}/${SAMPLE_PROJECT_TAB}`)}
        />
      </div>
    </ContentLayout>
  );
}

function SampleModel({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const view = useQuery({
    queryKey: [...projectKeys.sample(), 'model', id],
    queryFn: () => sampleModelView(id),
    gcTime: 0,
  });
  const back = () => navigate(`${PROJECT_LIST_PATH}/${SAMPLE_PROJECT_TAB}`);
  const title = view.data?.fileName ?? (name || t('models.page.title'));

  return (
    <ContentLayout defaultPadding>
      <div className="ll-model-page" data-testid="sample-model-page" data-state={view.status}>
        <SpaceBetween size="s">
          <Header
            variant="h1"
            description={t('sampleProject.modelReadOnly')}
            actions={<Button onClick={back}>{t('models.page.back')}</Button>}
          >
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <span>{title}</span>
              <Badge color="grey">{t('sampleProject.readOnly')}</Badge>
            </SpaceBetween>
          </Header>
          {view.isPending ? (
            <PageLoader />
          ) : view.error ? (
            <Alert type="warning" data-testid="model-page-message">
              {errorText(view.error)}
            </Alert>
          ) : (
            <div className="ll-model-page__viewer">
              <Suspense fallback={<PageLoader />}>
                <ModelViewer
                  key={view.data.glbUrl}
                  glbUrl={view.data.glbUrl}
                  treeUrl={view.data.treeUrl}
                  fileName={view.data.fileName}
                  onClose={back}
                />
              </Suspense>
            </div>
          )}
        </SpaceBetween>
      </div>
    </ContentLayout>
  );
}
