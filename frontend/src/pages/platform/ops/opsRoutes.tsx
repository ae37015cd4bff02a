import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage.tsx';

const PlatformProjectsPage = lazyPage(() => import('./projects/page.tsx'), 'PlatformProjectsPage');
const PlatformStatisticsPage = lazyPage(() => import('./statistics/page.tsx'), 'PlatformStatisticsPage');
const DocStatisticsPage = lazyPage(() => import('./statistics/DocStatisticsPage.tsx'), 'DocStatisticsPage');
const UserStatisticsPage = lazyPage(
  () => import('./statistics/UserStatisticsPage.tsx'),
  'UserStatisticsPage',
);
const PlatformLoginLogPage = lazyPage(() => import('./logs/page.tsx'), 'PlatformLoginLogPage');

/** The back office's projects, logs and statistics pages (spec 3 §7), mounted inside PlatformLayout. */
export const opsRoutes: RouteObject[] = [
  { path: '/platform/project', element: <PlatformProjectsPage /> },
  { path: '/platform/login-log', element: <PlatformLoginLogPage /> },
  { path: '/platform/statistics', element: <PlatformStatisticsPage /> },
  { path: '/platform/doc-statistics', element: <DocStatisticsPage /> },
  { path: '/platform/platform-statistics', element: <UserStatisticsPage /> },
];
