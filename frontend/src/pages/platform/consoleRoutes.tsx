import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage.tsx';

const PlatformUserListPage = lazyPage(() => import('./platformUsers/page.tsx'), 'PlatformUserListPage');
const PlatformRolesPage = lazyPage(() => import('./roles/page.tsx'), 'PlatformRolesPage');
const PlatformSensitivePage = lazyPage(() => import('./sensitive/page.tsx'), 'PlatformSensitivePage');
const PlatformMenuPage = lazyPage(() => import('./org/MenuPage.tsx'), 'PlatformMenuPage');
const PlatformDeptPage = lazyPage(() => import('./org/DeptPage.tsx'), 'PlatformDeptPage');
const PlatformPostPage = lazyPage(() => import('./org/PostPage.tsx'), 'PlatformPostPage');
const PlatformRegionPage = lazyPage(() => import('./org/RegionPage.tsx'), 'PlatformRegionPage');
const PlatformTenantPage = lazyPage(() => import('./org/TenantPage.tsx'), 'PlatformTenantPage');
const PlatformPackagePage = lazyPage(() => import('./org/PackagePage.tsx'), 'PlatformPackagePage');
const PlatformClientPage = lazyPage(() => import('./org/ClientPage.tsx'), 'PlatformClientPage');
const PlatformSmsPage = lazyPage(() => import('./org/ResourcePage.tsx'), 'PlatformSmsPage');
const PlatformOssPage = lazyPage(() => import('./org/ResourcePage.tsx'), 'PlatformOssPage');
const PlatformAttachPage = lazyPage(() => import('./clients/AttachPage.tsx'), 'PlatformAttachPage');
const PlatformClientSettingPage = lazyPage(
  () => import('./clients/ClientSettingPage.tsx'),
  'PlatformClientSettingPage',
);
const PlatformOperationLogPage = lazyPage(() => import('./log/page.tsx'), 'PlatformOperationLogPage');
const HelpContentPage = lazyPage(() => import('./content/help/page.tsx'), 'HelpContentPage');
const ProgressSettingsPage = lazyPage(() => import('./content/progress/page.tsx'), 'ProgressSettingsPage');
const ExampleFilesPage = lazyPage(() => import('./exampleFiles/page.tsx'), 'ExampleFilesPage');

const PlatformAccessHistoryPage = lazyPage(
  () => import('./accessHistory/page.tsx'),
  'PlatformAccessHistoryPage',
);

const MemberPrivilegePage = lazyPage(() => import('./privilege/page.tsx'), 'MemberPrivilegePage');
const PrivilegeContrastPage = lazyPage(() => import('./privilege/ContrastPage.tsx'), 'PrivilegeContrastPage');
const PrivilegeExplanationPage = lazyPage(
  () => import('./privilege/ExplanationPages.tsx'),
  'PrivilegeExplanationPage',
);
const FeeRulesPage = lazyPage(() => import('./privilege/ExplanationPages.tsx'), 'FeeRulesPage');

/** Back-office system and audit pages of issue 19 (platform users, roles, sensitive words, operation log), inside PlatformLayout. */
export const consoleRoutes: RouteObject[] = [
  { path: '/platform/user', element: <PlatformUserListPage /> },
  { path: '/platform/system/role', element: <PlatformRolesPage /> },
  { path: '/platform/sensitive', element: <PlatformSensitivePage /> },
  { path: '/platform/log', element: <PlatformOperationLogPage /> },
  { path: '/platform/system/menu', element: <PlatformMenuPage /> },
  { path: '/platform/system/dept', element: <PlatformDeptPage /> },
  { path: '/platform/system/post', element: <PlatformPostPage /> },
  { path: '/platform/system/region', element: <PlatformRegionPage /> },
  { path: '/platform/system/tenant', element: <PlatformTenantPage /> },
  { path: '/platform/system/tenant-package', element: <PlatformPackagePage /> },
  { path: '/platform/system/client', element: <PlatformClientPage /> },
  { path: '/platform/resource/sms', element: <PlatformSmsPage /> },
  { path: '/platform/resource/oss', element: <PlatformOssPage /> },
  { path: '/platform/resource/attach', element: <PlatformAttachPage /> },
  { path: '/platform/system/client-setting', element: <PlatformClientSettingPage /> },

  { path: '/platform/help-center', element: <HelpContentPage /> },
  { path: '/platform/progress-settings', element: <ProgressSettingsPage /> },

  { path: '/platform/access-history', element: <PlatformAccessHistoryPage /> },

  { path: '/platform/example-file', element: <ExampleFilesPage /> },

  { path: '/platform/member-privilege', element: <MemberPrivilegePage /> },
  { path: '/platform/privilege-contrast', element: <PrivilegeContrastPage /> },
  { path: '/platform/privilege-explanation', element: <PrivilegeExplanationPage /> },
  { path: '/platform/fee-rules', element: <FeeRulesPage /> },
];
