import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

/** Normal (1) or forbidden (anything else), spec 2 §4. */
export function MemberStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <StatusIndicator type="success">{t('projectMembers.status.normal')}</StatusIndicator>
  ) : (
    <StatusIndicator type="stopped">{t('projectMembers.status.forbidden')}</StatusIndicator>
  );
}
