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
import qrcode from 'qrcode-generator';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type Activity, activeActivities, getInviteCode, inviteCount } from '../../../api/account.ts';
import { formatBytes } from '../../../app/format.ts';
import { loginPath, registerPath } from '../../../app/paths.ts';
import { useSession } from '../../../app/session.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { PublicLayout } from '../../PublicLayout.tsx';

/** The link a QR code carries: sign-up with the invite code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/#${registerPath()}&inviteCode=${encodeURIComponent(code)}`;
}

/** A QR code as a PNG data URL (drawn on a canvas, 8 px per module, white margin). */
function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const cells = qr.getModuleCount();
  const scale = 8;
  const margin = 4 * scale;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = cells * scale + margin * 2;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0f141a';
  for (let row = 0; row < cells; row++)
    for (let col = 0; col < cells; col++)
      if (qr.isDark(row, col)) context.fillRect(margin + col * scale, margin + row * scale, scale, scale);
  return canvas.toDataURL('image/png');
}

/** /activity/invite: the invite activity, my invite code with a downloadable QR png, and the rules. */
export function InviteActivityPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const [activity, setActivity] = useState<Activity | null | undefined>(undefined);
  const [code, setCode] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const en = currentLanguage() === 'en';

  const load = useCallback(() => {
    if (!user) return;
    setFailed(false);
    setActivity(undefined);
    activeActivities()
      .then(async (list) => {
        const invite = list.find((a) => a.eventType === 1) ?? null;
        setActivity(invite);
        if (invite) {
          const [c, n] = await Promise.all([getInviteCode(), inviteCount(invite.id)]);
          setCode(c);
          setCount(n);
        }
      })
      .catch(() => setFailed(true));
  }, [user]);
  useEffect(load, [load]);

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
