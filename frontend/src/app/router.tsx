import { createHashRouter, Navigate, useSearchParams } from 'react-router-dom';
import { PlatformLayout } from '../components/shell/PlatformLayout.tsx';
import { ShellLayout } from '../components/shell/ShellLayout.tsx';
import { ForgotPasswordPage } from '../pages/auth/forgot-password/page.tsx';
import { LoginPage } from '../pages/auth/login/page.tsx';
import { RegisterPage } from '../pages/auth/register/page.tsx';
import { ForbiddenPage } from '../pages/errors/forbidden/page.tsx';
import { NotFoundPage } from '../pages/errors/not-found/page.tsx';
import { ServerErrorPage } from '../pages/errors/server-error/page.tsx';
import { WelcomePage } from '../pages/home/welcome/page.tsx';
import { PlatformAdminPage } from '../pages/platform/admin/page.tsx';
import { currentClientId } from './clientId.ts';
import { IdentityGuard } from './IdentityGuard.tsx';
import { setNavigator } from './navigation.ts';
import { paths, withClientId } from './paths.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

/** /client_login shows the create-account form with ?text=register. */
function ClientLogin() {
  const [params] = useSearchParams();
  return params.get('text') === 'register' ? <RegisterPage /> : <LoginPage />;
}

/**
 * Hash routes (DESIGN §7, spec 2 §2): public pages; then, signed in and past the identity guard,
 * the user client inside ShellLayout and the back office (/platform/*) inside PlatformLayout.
 * Back-office pages register their side-menu entry in app/platformMenu.ts.
 */
export const router = createHashRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { path: paths.login, element: <ClientLogin /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.forbidden, element: <ForbiddenPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <IdentityGuard />,
            children: [
              {
                element: <ShellLayout />,
                children: [{ path: paths.home, element: <WelcomePage /> }],
              },
              {
                element: <PlatformLayout />,
                children: [{ path: '/platform/admin/index', element: <PlatformAdminPage /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);

setNavigator({
  navigate: (to, options) => void router.navigate(withClientId(to, currentClientId()), options),
  current: () => `${router.state.location.pathname}${router.state.location.search}`,
});
