import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { AuthLayout } from '../../../components/AuthLayout.tsx';

/** /404, where unknown routes land. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <AuthLayout testId="not-found-page" title={t('notFound.title')} tagline={false}>
      <SpaceBetween size="l">
        <Box variant="p" color="text-body-secondary">
          {t('notFound.text')}
        </Box>
        <Button variant="primary" onClick={() => navigate(paths.home)} data-testid="not-found-home">
          {t('notFound.home')}
        </Button>
      </SpaceBetween>
    </AuthLayout>
  );
}
