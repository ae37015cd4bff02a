import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WEB_CLIENT_VERSION } from '@loopline/shared/contracts/clientSetting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkClientVersion } from '../../../api/consoleClients.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { clientsKeys } from '../../platform/clients/queries.ts';

/**
 * Under the sign-in card: the release the back office set for this client app (client settings) —
 * the download with its version, and an update notice when this client is older than the latest
 * (or no longer supported). Nothing shows when no release is set or the check fails.
 */
export function ClientRelease() {
  const { t, i18n } = useTranslation();
  const clientId = currentClientId();
  const release = useQuery({
    queryKey: [...clientsKeys.release(clientId), i18n.language],
    queryFn: () => checkClientVersion(clientId, WEB_CLIENT_VERSION),
  });
  const r = release.data;
  if (!r?.configured) return null;
  return (
    <SpaceBetween size="xs">
      {(r.updateRequired || r.updateAvailable) && (
        <Alert
          type={r.updateRequired ? 'warning' : 'info'}
          data-testid="client-release-notice"
          header={t(r.updateRequired ? 'clientRelease.required' : 'clientRelease.available', {
            current: WEB_CLIENT_VERSION,
            latest: r.latestVersion,
            min: r.minVersion,
          })}
        >
          {r.notice}
        </Alert>
      )}
      {r.downloadUrl && (
        <Box textAlign="center" color="text-body-secondary" data-testid="client-release-download">
          <Link href={r.downloadUrl} external>
            {t('clientRelease.download', { version: r.latestVersion })}
          </Link>
        </Box>
      )}
    </SpaceBetween>
  );
}
