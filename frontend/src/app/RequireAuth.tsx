import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { loginPath } from './paths.ts';
import { useSession } from './session.ts';
import { hasTokens, loadCurrentUser } from './sessionActions.ts';

/** Login-required routes: without a session, to /client_login?redirectUrl=<this route>. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const signedIn = hasTokens();

  useEffect(() => {
    if (signedIn && session.status === 'anonymous') void loadCurrentUser();
  }, [signedIn, session.status]);

  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (session.status === 'signedIn') return <Outlet />;
  if (session.status === 'failed') {
    return (
      <div className="ll-page-loader" data-testid="session-failed">
        <SpaceBetween size="m" alignItems="center">
          <Box variant="p">{t('guard.loadFailed')}</Box>
          <Button onClick={() => void loadCurrentUser()}>{t('guard.retry')}</Button>
        </SpaceBetween>
      </div>
    );
  }
  return <PageLoader />;
}
