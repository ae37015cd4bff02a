import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { Toasts } from '../components/notifications/Toasts.tsx';
import { currentClientId, rememberClientId } from './clientId.ts';
import { adoptToken } from './sessionActions.ts';

/**
 * Every route: the clientId query is kept for the session and put back in the URL when missing;
 * a token in the query becomes the session (spec 2 §2). Pages render once the URL is settled.
 */
export function RootLayout() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('clientId');
  const token = params.get('token');

  useEffect(() => {
    if (token) adoptToken(token);
    if (clientId) rememberClientId(clientId);
    if (token || !clientId) {
      const next = new URLSearchParams(params);
      next.delete('token');
      if (!clientId) next.set('clientId', currentClientId());
      setParams(next, { replace: true });
    }
  }, [clientId, token, params, setParams]);

  return (
    <>
      {clientId && !token ? <Outlet /> : null}
      <Toasts />
    </>
  );
}
