import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Toasts } from '../components/notifications/Toasts.tsx';
import { ExpectationAlert } from '../components/shell/ExpectationAlert.tsx';
import { currentClientId, rememberClientId } from './clientId.ts';
import { linkRedirect } from './guard.ts';
import { adoptToken } from './sessionActions.ts';

/**
 * Every route: the clientId query is kept for the session and put back in the URL when missing;
 * a token in the query becomes the session (spec 2 §2). Pages render once the URL is settled.
 */
export function RootLayout() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('clientId');
  const token = params.get('token');
  const location = useLocation();
  const navigate = useNavigate();
  const link = linkRedirect(location.pathname, location.search, window.navigator.userAgent);

  // Share and invite links: cleaned of trailing junk, and opened in the app pages on mobile.
  useEffect(() => {
    if (link) navigate(link, { replace: true });
  }, [link, navigate]);

  useEffect(() => {
    if (link) return;
    if (token) adoptToken(token);
    if (clientId) rememberClientId(clientId);
    if (token || !clientId) {
      const next = new URLSearchParams(params);
      next.delete('token');
      if (!clientId) next.set('clientId', currentClientId());
      setParams(next, { replace: true });
    }
  }, [clientId, token, params, setParams, link]);

  return (
    <>
      {clientId && !token && !link ? <Outlet /> : null}
      <Toasts />
      <ExpectationAlert />
    </>
  );
}
