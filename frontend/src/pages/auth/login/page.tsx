import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ACTIVE_BACKGROUND_URL } from '../../../api/settings.ts';
import type { TokenData } from '../../../api/types.ts';
import { afterSignIn, registerPath } from '../../../app/paths.ts';
import { completeSignIn, signOutQuietly } from '../../../app/sessionActions.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { AuthLayout } from '../../../components/AuthLayout.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { ClientRelease } from './ClientRelease.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SmsForm } from './SmsForm.tsx';

/** Handed over by the create-account page to fill in the new account. */
export interface LoginLocationState {
  account?: string;
}

/** /client_login: password (with picture captcha) or SMS code. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useAppNavigate();
  const [tab, setTab] = useState('password');
  const presetAccount = (location.state as LoginLocationState | null)?.account ?? '';

  useEffect(() => {
    signOutQuietly();
  }, []);

  const onSignedIn = async (data: TokenData) => {
    const signedIn = await completeSignIn(data);
    if (signedIn) navigate(afterSignIn(params.get('redirectUrl')), { replace: true });
    return signedIn;
  };

  return (
    <AuthLayout
      testId="login-page"
      backgroundUrl={ACTIVE_BACKGROUND_URL}
      title={t('signIn.title')}
      footer={
        <SpaceBetween size="s">
          <Box textAlign="center" color="text-body-secondary">
            {t('signIn.noAccount')}{' '}
            <RouterLink to={registerPath()} testId="login-register-link">
              {t('signIn.createAccount')}
            </RouterLink>
          </Box>
          <ClientRelease />
        </SpaceBetween>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId)}
        tabs={[
          {
            id: 'password',
            label: t('signIn.tabPassword'),
            content: <PasswordForm presetAccount={presetAccount} onSignedIn={onSignedIn} />,
          },
          { id: 'sms', label: t('signIn.tabSms'), content: <SmsForm onSignedIn={onSignedIn} /> },
        ]}
      />
    </AuthLayout>
  );
}
