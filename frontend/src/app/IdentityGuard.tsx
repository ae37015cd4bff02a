import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { identityRedirect } from './guard.ts';
import { useLocked } from './lock.ts';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

/**
 * Inside RequireAuth: admins stay on /platform routes and everybody else off them (else /404),
 * bladex identities go to user management, and a locked screen stays on /lock (spec 2 §2).
 */
export function IdentityGuard() {
  const location = useLocation();
  const { user } = useSession();
  const locked = useLocked();
  if (!user) return null;
  if (locked && location.pathname !== paths.lock) return <Navigate to={paths.lock} replace />;
  const target = identityRedirect(location.pathname, user);
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
