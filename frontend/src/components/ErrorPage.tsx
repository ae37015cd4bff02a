import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths.ts';
import { useAppNavigate } from '../app/useAppNavigate.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** The error pages (/403, /404, /500): a code, what happened, a way home. */
export function ErrorPage({ code, testId }: { code: '403' | '404' | '500'; testId: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <AuthLayout testId={testId} title={t(`error${code}.title`)} tagline={false}>
      <SpaceBetween size="l">
        <Box variant="h1" fontSize="display-l" color="text-status-inactive">
          {code}
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t(`error${code}.text`)}
        </Box>
        <SpaceBetween size="s" direction="horizontal">
          <Button variant="primary" onClick={() => navigate(paths.home)} data-testid={`${testId}-home`}>
            {t('notFound.home')}
          </Button>
          {code === '500' && (
            <Button onClick={() => window.location.reload()} data-testid={`${testId}-reload`}>
              {t('error500.reload')}
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </AuthLayout>
  );
}
