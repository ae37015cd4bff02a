import { createHashRouter, Navigate, useSearchParams } from 'react-router-dom';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { fileRoutes, fileStandaloneRoutes } from '../pages/file/routes.tsx';
import { INSTRUMENT_INDEX_PATH } from '../pages/pid/paths.ts';
import { consoleRoutes } from '../pages/platform/consoleRoutes.tsx';
import { operationsRoutes } from '../pages/platform/operationsRoutes.tsx';
import { opsRoutes } from '../pages/platform/ops/opsRoutes.tsx';
import { listenForProjectQuit } from '../pages/project/quit.ts';
import { projectRoutes } from '../pages/project/routes.tsx';
import { teamRoutes } from '../pages/team/routes.tsx';
import { currentClientId } from './clientId.ts';
import { IdentityGuard } from './IdentityGuard.tsx';
import { lazyPage } from './lazyPage.tsx';
import { setNavigator } from './navigation.ts';
import { paths, withClientId } from './paths.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

const PlatformLayout = lazyPage(() => import('../components/shell/PlatformLayout.tsx'), 'PlatformLayout');
const ShellLayout = lazyPage(() => import('../components/shell/ShellLayout.tsx'), 'ShellLayout', true);
const PersonalInfoPage = lazyPage(() => import('../pages/account/info/page.tsx'), 'PersonalInfoPage');
const IdentifyPreviewPage = lazyPage(() => import('../pages/file/identify/page.tsx'), 'IdentifyPreviewPage');
const InstrumentIndexPage = lazyPage(() => import('../pages/pid/index/page.tsx'), 'InstrumentIndexPage');
const LockPage = lazyPage(() => import('../pages/account/lock/page.tsx'), 'LockPage');
const InviteActivityPage = lazyPage(() => import('../pages/activity/invite/page.tsx'), 'InviteActivityPage');
const ForgotPasswordPage = lazyPage(
  () => import('../pages/auth/forgot-password/page.tsx'),
  'ForgotPasswordPage',
);
const LoginPage = lazyPage(() => import('../pages/auth/login/page.tsx'), 'LoginPage', true);
const RegisterPage = lazyPage(() => import('../pages/auth/register/page.tsx'), 'RegisterPage');
const ForbiddenPage = lazyPage(() => import('../pages/errors/forbidden/page.tsx'), 'ForbiddenPage');
const NotFoundPage = lazyPage(() => import('../pages/errors/not-found/page.tsx'), 'NotFoundPage');
const ServerErrorPage = lazyPage(() => import('../pages/errors/server-error/page.tsx'), 'ServerErrorPage');
const HelpCenterPage = lazyPage(() => import('../pages/help/center/page.tsx'), 'HelpCenterPage');
const WelcomePage = lazyPage(() => import('../pages/home/welcome/page.tsx'), 'WelcomePage', true);
const LegalPage = lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage');
const AppLinkPage = lazyPage(() => import('../pages/mobile/app-link/page.tsx'), 'AppLinkPage');
const PlatformAdminPage = lazyPage(() => import('../pages/platform/admin/page.tsx'), 'PlatformAdminPage');
const PlatformUsersPage = lazyPage(() => import('../pages/platform/users/page.tsx'), 'PlatformUsersPage');
const MemberCenterPage = lazyPage(() => import('../pages/member/center/page.tsx'), 'MemberCenterPage');
const PriceListPage = lazyPage(() => import('../pages/member/admin/page.tsx'), 'PriceListPage');
const PayConfigPage = lazyPage(() => import('../pages/member/admin/PayConfigPage.tsx'), 'PayConfigPage');
const EquityPage = lazyPage(() => import('../pages/member/admin/EquityPage.tsx'), 'EquityPage');
const FunctionItemsPage = lazyPage(
  () => import('../pages/member/admin/FunctionItemsPage.tsx'),
  'FunctionItemsPage',
);
const OpenRecordPage = lazyPage(() => import('../pages/member/orders/page.tsx'), 'OpenRecordPage');
const AdminOrdersPage = lazyPage(
  () => import('../pages/member/ordersAdmin/AdminOrdersPage.tsx'),
  'AdminOrdersPage',
);
const RechargePage = lazyPage(() => import('../pages/member/ordersAdmin/RechargePage.tsx'), 'RechargePage');
const MyCouponsPage = lazyPage(() => import('../pages/member/coupons/page.tsx'), 'MyCouponsPage');
const InvoicingPage = lazyPage(() => import('../pages/member/invoice/InvoicingPage.tsx'), 'InvoicingPage');
const AdminInvoicePage = lazyPage(
  () => import('../pages/member/invoice/AdminInvoicePage.tsx'),
  'AdminInvoicePage',
);
const AdminRefundPage = lazyPage(
  () => import('../pages/member/refund/AdminRefundPage.tsx'),
  'AdminRefundPage',
);

/** /client_login shows the create-account form with ?text=register. */
function ClientLogin() {
  const [params] = useSearchParams();
  return params.get('text') === 'register' ? <RegisterPage /> : <LoginPage />;
}

/**
 * Hash routes (DESIGN §7, spec 2 §2): public pages; then, signed in and past the identity guard,
 * the user client inside ShellLayout and the back office (/platform/*) inside PlatformLayout.
 * Back-office pages get their side-menu entry from a built-in menu (shared/src/console/menus.ts).
 */
export const router = createHashRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { path: paths.login, element: <ClientLogin /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.forbidden, element: <ForbiddenPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      ...(['zh', 'en'] as const).flatMap((lang) => [
        { path: `/userAgreement-${lang}`, element: <LegalPage doc="userAgreement" language={lang} /> },
        { path: `/privacyClause-${lang}`, element: <LegalPage doc="privacyClause" language={lang} /> },
        { path: `/property-${lang}`, element: <LegalPage doc="property" language={lang} /> },
        { path: `/memberService-${lang}`, element: <LegalPage doc="memberService" language={lang} /> },
      ]),
      { path: '/service/agreement', element: <LegalPage doc="memberService" /> },
      { path: '/privacy/policy', element: <LegalPage doc="privacyClause" /> },
      { path: '/SDK/info', element: <LegalPage doc="sdk" language="zh" /> },
      { path: '/SDK/info-en', element: <LegalPage doc="sdk" language="en" /> },
      { path: '/permission_application', element: <LegalPage doc="permission" language="zh" /> },
      { path: '/permission_application-en', element: <LegalPage doc="permission" language="en" /> },
      { path: '/app-help-center', element: <HelpCenterPage /> },
      { path: '/app-help-details', element: <HelpCenterPage /> },
      { path: '/activity/invite', element: <InviteActivityPage /> },
      { path: '/app-jumper', element: <AppLinkPage /> },
      { path: '/app-joinMyTeam', element: <AppLinkPage /> },
      { path: '/app-joinMyProject', element: <AppLinkPage /> },
      ...fileStandaloneRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            element: <IdentityGuard />,
            children: [
              { path: paths.lock, element: <LockPage /> },
              { path: paths.identifyPreview, element: <IdentifyPreviewPage /> },
              { path: INSTRUMENT_INDEX_PATH, element: <InstrumentIndexPage /> },
              { path: '/help-center', element: <HelpCenterPage /> },
              {
                element: <ShellLayout />,
                children: [
                  { path: paths.home, element: <WelcomePage /> },
                  { path: '/info', element: <PersonalInfoPage /> },
                  { path: paths.info, element: <PersonalInfoPage /> },
                  { path: '/member-center', element: <MemberCenterPage /> },
                  { path: '/open-record', element: <OpenRecordPage /> },
                  { path: '/my-coupons', element: <MyCouponsPage /> },
                  { path: '/invoicing', element: <InvoicingPage /> },
                  ...projectRoutes,
                  ...fileRoutes,
                  ...teamRoutes,
                ],
              },
              {
                element: <PlatformLayout />,
                children: [
                  { path: '/platform/admin/index', element: <PlatformAdminPage /> },
                  { path: paths.platformInfo, element: <PersonalInfoPage /> },
                  { path: '/platform/user/index', element: <PlatformUsersPage /> },
                  { path: '/platform/personal-price', element: <PriceListPage /> },
                  { path: '/platform/plugin/pay/*', element: <PayConfigPage /> },
                  { path: '/platform/personal-equity', element: <EquityPage /> },
                  { path: '/platform/function-items', element: <FunctionItemsPage /> },
                  { path: '/platform/order/invoice', element: <AdminInvoicePage /> },
                  { path: '/platform/order/index', element: <RechargePage /> },
                  { path: '/platform/order/recharge', element: <AdminOrdersPage /> },
                  { path: '/platform/refund', element: <AdminRefundPage /> },
                  ...operationsRoutes,
                  ...consoleRoutes,

                  ...opsRoutes,
                ],
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

listenForProjectQuit();
