import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, InviteStatus } from '../../../api/team.ts';
import type { LinkState } from '../rules.ts';

/** An invitation's state: pending, accepted or declined. */
export function InviteState({ status }: { status: InviteStatus }) {
  const { t } = useTranslation();
  const type = status === 'accepted' ? 'success' : status === 'declined' ? 'stopped' : 'pending';
  return <StatusIndicator type={type}>{t(`myTeam.inviteStatus.${status}`)}</StatusIndicator>;
}

/** A join application's state (spec 2 §3): pending, approved or declined. */
export function ApplicationState({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const type = status === 'approved' ? 'success' : status === 'declined' ? 'stopped' : 'pending';
  return <StatusIndicator type={type}>{t(`myTeam.applicationStatus.${status}`)}</StatusIndicator>;
}

/** An invitation link: active, expired or cancelled. */
export function LinkStateLabel({ state }: { state: LinkState }) {
  const { t } = useTranslation();
  const type = state === 'active' ? 'success' : state === 'expired' ? 'warning' : 'stopped';
  return <StatusIndicator type={type}>{t(`myTeam.linkState.${state}`)}</StatusIndicator>;
}
