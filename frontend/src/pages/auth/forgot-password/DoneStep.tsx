import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';

/** Step 4: done; every device was signed out, so back to sign-in. */
export function DoneStep() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Box textAlign="center" padding={{ vertical: 'l' }} data-testid="forgot-done">
      <SpaceBetween size="m">
        <Icon name="status-positive" size="large" variant="success" />
        <Box variant="h2">{t('forgot.doneTitle')}</Box>
        <Box color="text-body-secondary">{t('forgot.doneText')}</Box>
        <Button variant="primary" onClick={() => navigate(paths.login)} data-testid="forgot-to-login">
          {t('forgot.backToSignIn')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
