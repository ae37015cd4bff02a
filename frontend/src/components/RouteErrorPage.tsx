import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { AuthLayout } from './AuthLayout.tsx';

/**
 * The router's error element: a page that failed while rendering shows this instead of a blank window
 * (or the router's developer page). The error goes to the console, where the browser's tooling sees it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('page failed to render', error), [error]);
  return (
    <AuthLayout testId="route-error-page" title={t('error500.title')} tagline={false}>
      <SpaceBetween size="l">
        <Box variant="p" color="text-body-secondary">
          {t('error.render.text')}
        </Box>
        <Button variant="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
          {t('error500.reload')}
        </Button>
      </SpaceBetween>
    </AuthLayout>
  );
}
