import { createHashRouter, Navigate, useSearchParams } from 'react-router-dom';
import { ShellLayout } from '../components/shell/ShellLayout.tsx';
import { ForgotPasswordPage } from '../pages/auth/forgot-password/page.tsx';
import { LoginPage } from '../pages/auth/login/page.tsx';
import { RegisterPage } from '../pages/auth/register/page.tsx';
import { NotFoundPage } from '../pages/errors/not-found/page.tsx';
import { WelcomePage } from '../pages/home/welcome/page.tsx';
import { currentClientId } from './clientId.ts';
import { setNavigator } from './navigation.ts';
import { paths, withClientId } from './paths.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

/** /client_login shows the create-account form with ?text=register. */
function ClientLogin() {
  const [params] = useSearchParams();
  return params.get('text') === 'register' ? <RegisterPage /> : <LoginPage />;
}

/** Hash routes (DESIGN §7): public pages, then the login-required ones inside the shell. */
export const router = createHashRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { path: paths.login, element: <ClientLogin /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [{ element: <ShellLayout />, children: [{ path: paths.home, element: <WelcomePage /> }] }],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);

setNavigator({
  navigate: (to, options) => void router.navigate(withClientId(to, currentClientId()), options),
  current: () => `${router.state.location.pathname}${router.state.location.search}`,
});
