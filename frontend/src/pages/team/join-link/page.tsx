import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../api/errors.ts';
import {
  type ApplicationState,
  applicationStatus,
  applyThroughLink,
  type LinkDetail,
  linkDetail,
} from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { errorText } from '../../../app/queryClient.ts';
import { useSession } from '../../../app/session.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { notify } from '../../../components/notifications/store.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { JOINED_TEAMS_PATH } from '../paths.ts';
import { teamKeys } from '../queries.ts';

type View =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'ready'; detail: LinkDetail; state: ApplicationState };

/** What the page shows for the code and its read: a link that does not exist (400, 404) is invalid. */
function viewOf(
  code: string,
  error: unknown,
  data: { detail: LinkDetail; state: ApplicationState } | undefined,
  noCode: string,
): View {
  if (!code) return { status: 'invalid', message: noCode };
  if (error) {
    const message = errorText(error);
    return isApiError(error) && (error.code === 400 || error.code === 404)
      ? { status: 'invalid', message }
      : { status: 'failed', message };
  }
  return data ? { status: 'ready', ...data } : { status: 'loading' };
}

/**
 * /joinMyTeam/link-invite?code= (login required): who invites, or "Invitation expired or cancelled
 * by inviter"; my state for that team (spec 2 §3 join application: pending, approved, declined, or
 * already a member); and the button that joins at once or applies when the link needs approval.
 */
export function JoinTeamLinkPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: teamKeys.linkInvite(code),
    queryFn: async () => {
      const detail = await linkDetail(code);
      const { status } = await applicationStatus(code);
      return { detail, state: status };
    },
    enabled: Boolean(code),
  });
  const load = () => query.refetch();
  const view = viewOf(code, query.error, query.data, t('team.linkInvalid'));

  const join = async () => {
    setBusy(true);
    try {
      const answer = await applyThroughLink(code);
      notify.success(answer.msg);
      await load();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const me = session.status === 'signedIn' ? session.user : null;

  const body = () => {
    if (view.status === 'loading') return <Spinner size="large" />;
    if (view.status === 'invalid')
      return (
        <Alert type="warning" header={view.message} data-testid="join-link-invalid">
          {t('joinLink.invalidHint')}
        </Alert>
      );
    if (view.status === 'failed')
      return (
        <Alert
          type="error"
          action={<Button onClick={() => void load()}>{t('projects.retry')}</Button>}
          data-testid="join-link-failed"
        >
          {view.message}
        </Alert>
      );
    const { detail, state } = view;
    const inviter = detail.ownerName || detail.ownerAccount;
    const own = me?.account === detail.ownerAccount;
    return (
      <SpaceBetween size="l">
        <div className="ll-team-inviter" data-testid="join-link-inviter">
          <UserAvatar id={detail.ownerAvatar} name={inviter} size={56} />
          <div>
            <Box variant="h2">{t('joinLink.invites', { name: inviter })}</Box>
            <Box color="text-body-secondary">
              {t('joinLink.account', { account: detail.ownerAccount })}
              {' · '}
              {detail.expireTime
                ? t('joinLink.expires', { time: formatDateTime(detail.expireTime) })
                : t('joinLink.permanent')}
            </Box>
          </div>
        </div>
        {own ? (
          <Alert type="info">{t('team.ownTeam')}</Alert>
        ) : state === 'member' ? (
          <Alert
            type="success"
            data-testid="join-link-member"
            action={<Button onClick={() => navigate(JOINED_TEAMS_PATH)}>{t('joinLink.openJoined')}</Button>}
          >
            {t('joinLink.member')}
          </Alert>
        ) : state === 'pending' ? (
          <Alert type="info" data-testid="join-link-pending">
            {t('joinLink.pending')}
          </Alert>
        ) : state === 'declined' ? (
          <Alert type="error" data-testid="join-link-declined">
            {t('team.applicationDeclined')}
          </Alert>
        ) : (
          <SpaceBetween size="s">
            <Box variant="p">
              {detail.needApproval ? t('joinLink.needsApproval') : t('joinLink.joinsAtOnce')}
            </Box>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void join()}
              data-testid="join-link-submit"
            >
              {detail.needApproval ? t('joinLink.apply') : t('joinLink.join')}
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    );
  };

  return (
    <div className="ll-team-join" data-testid="join-link-page">
      <Container header={<Header variant="h1">{t('joinLink.title')}</Header>}>{body()}</Container>
    </div>
  );
}
