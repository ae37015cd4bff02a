import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="ll-page-loader" data-testid="page-loader">
      <Spinner size="large" />
      <Box color="text-body-secondary">{t('app.loading')}</Box>
    </div>
  );
}
