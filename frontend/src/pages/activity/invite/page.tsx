import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type Activity, activeActivities, getInviteCode, inviteCount } from '../../../api/account.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { formatBytes } from '../../../app/format.ts';
import { loginPath } from '../../../app/paths.ts';
import { useSession } from '../../../app/session.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { PublicLayout } from '../../PublicLayout.tsx';
import { inviteLink, qrDataUrl } from './qr.ts';

/** The running invite activity (none: null) with my invite code and how many I invited. */
async function readInviteActivity(): Promise<{
  activity: Activity | null;
  code: string | null;
  count: number | null;
}> {
  const invite = (await activeActivities()).find((a) => a.eventType === 1) ?? null;
  if (!invite) return { activity: null, code: null, count: null };
  const [code, count] = await Promise.all([getInviteCode(), inviteCount(invite.id)]);
  return { activity: invite, code, count };
}

/** /activity/invite: the invite activity, my invite code with a downloadable QR png, and the rules. */
export function InviteActivityPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const query = useQuery({
    queryKey: [...accountKeys.all, 'inviteActivity', user?.userId ?? ''],
    queryFn: readInviteActivity,
    enabled: Boolean(user),
  });
  const failed = query.isError && !query.isFetching;
  const load = () => void query.refetch();
  // undefined while loading; null when no invite activity runs.
  const activity = query.data?.activity;
  const code = query.data?.code ?? null;
  const count = query.data?.count ?? null;
  const en = currentLanguage() === 'en';

  const link = code ? inviteLink(window.location.origin, code) : '';
  const qr = useMemo(() => (link ? qrDataUrl(link) : ''), [link]);
  const tab = params.get('tab') === 'rules' ? 'rules' : 'invite';

  let body: React.ReactNode;
  if (!user) {
    body = (
      <Alert
        type="info"
        action={<Button onClick={() => navigate(loginPath('/activity/invite'))}>{t('shell.signIn')}</Button>}
      >
        {t('invitePage.signInFirst')}
      </Alert>
    );
  } else if (failed) {
    body = (
      <Alert type="error" action={<Button onClick={load}>{t('action.retry')}</Button>}>
        {t('invitePage.loadFailed')}
      </Alert>
    );
  } else if (activity === undefined) {
    body = (
      <Box textAlign="center" padding="xl">
        <Spinner size="large" />
      </Box>
    );
  } else if (activity === null) {
    body = (
      <Box textAlign="center" color="text-body-secondary" padding="xl" data-testid="invite-empty">
        {t('invitePage.none')}
      </Box>
    );
  } else {
    body = (
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setParams({ tab: detail.activeTabId })}
        tabs={[
          {
            id: 'invite',
            label: t('invitePage.tabInvite'),
            content: (
              <ColumnLayout columns={2}>
                <SpaceBetween size="l">
                  <Box variant="p">
                    {t('invitePage.reward', {
                      storage: formatBytes(activity.rewardStorageBytes),
                      parse: activity.rewardParseCount,
                    })}
                  </Box>
                  <KeyValuePairs
                    items={[
                      {
                        label: t('invitePage.myCode'),
                        value: (
                          <CopyToClipboard
                            variant="inline"
                            textToCopy={code ?? ''}
                            copySuccessText={t('invitePage.copied')}
                            copyErrorText={t('invitePage.copyFailed')}
                            data-testid="invite-code"
                          />
                        ),
                      },
                      {
                        label: t('invitePage.invited'),
                        value: <span data-testid="invite-count">{count ?? 0}</span>,
                      },
                    ]}
                  />
                </SpaceBetween>
                <SpaceBetween size="s" alignItems="center">
                  {qr && (
                    <img
                      src={qr}
                      alt={t('invitePage.qrAlt')}
                      width={200}
                      height={200}
                      data-testid="invite-qr"
                    />
                  )}
                  <Button
                    iconName="download"
                    data-testid="invite-qr-download"
                    href={qr}
                    download={`loopline-invite-${code}.png`}
                  >
                    {t('invitePage.download')}
                  </Button>
                </SpaceBetween>
              </ColumnLayout>
            ),
          },
          {
            id: 'rules',
            label: t('invitePage.tabRules'),
            content: (
              <div
                className="ll-rules"
                data-testid="invite-rules"
                // Rules are written by platform administrators in the back office (trusted HTML).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: administrator-authored activity rules
                dangerouslySetInnerHTML={{ __html: en ? activity.eventDescEn : activity.eventDesc }}
              />
            ),
          },
        ]}
      />
    );
  }

  return (
    <PublicLayout>
      <Container
        header={
          <Header variant="h1" description={t('invitePage.description')}>
            <span data-testid="invite-title">
              {activity ? (en ? activity.eventNameEn : activity.eventName) : t('invitePage.title')}
            </span>
          </Header>
        }
      >
        {body}
      </Container>
    </PublicLayout>
  );
}
