import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage.tsx';

const PlatformUserListPage = lazyPage(() => import('./platformUsers/page.tsx'), 'PlatformUserListPage');
const PlatformRolesPage = lazyPage(() => import('./roles/page.tsx'), 'PlatformRolesPage');
const PlatformSensitivePage = lazyPage(() => import('./sensitive/page.tsx'), 'PlatformSensitivePage');
const PlatformOperationLogPage = lazyPage(() => import('./log/page.tsx'), 'PlatformOperationLogPage');
const PlatformAccessHistoryPage = lazyPage(
  () => import('./accessHistory/page.tsx'),
  'PlatformAccessHistoryPage',
);

/** Back-office system and audit pages of issue 19 (platform users, roles, sensitive words, operation log), inside PlatformLayout. */
export const consoleRoutes: RouteObject[] = [
  { path: '/platform/user', element: <PlatformUserListPage /> },
  { path: '/platform/system/role', element: <PlatformRolesPage /> },
  { path: '/platform/sensitive', element: <PlatformSensitivePage /> },
  { path: '/platform/log', element: <PlatformOperationLogPage /> },
  { path: '/platform/access-history', element: <PlatformAccessHistoryPage /> },
];
