import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthLayout } from '../../../components/AuthLayout.tsx';

const DESKTOP: Record<string, string> = {
  '/app-jumper': '/file/linkSharing',
  '/app-joinMyTeam': '/joinMyTeam/link-invite',
  '/app-joinMyProject': '/joinMyProject/link-invite',
};

/** /app-jumper, /app-joinMyTeam, /app-joinMyProject: a share or invite link opened on a phone. */
export function AppLinkPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = location.pathname.slice(1);
  const desktop = `${window.location.origin}/#${DESKTOP[location.pathname] ?? '/'}${location.search}`;
  return (
    <AuthLayout testId="app-link-page" title={t(`appLink.${kind}.title`)} tagline={false}>
      <SpaceBetween size="m">
        <Box variant="p">{t(`appLink.${kind}.text`)}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('appLink.desktop')}
        </Box>
        <CopyToClipboard
          variant="button"
          textToCopy={desktop}
          copyButtonText={t('appLink.copy')}
          copySuccessText={t('invitePage.copied')}
          copyErrorText={t('invitePage.copyFailed')}
        />
      </SpaceBetween>
    </AuthLayout>
  );
}
