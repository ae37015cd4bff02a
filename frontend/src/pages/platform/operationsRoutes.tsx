import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage.tsx';

const PlatformFeedbackPage = lazyPage(() => import('./feedback/page.tsx'), 'PlatformFeedbackPage');
const PlatformPidRulesPage = lazyPage(() => import('./pidRules/page.tsx'), 'PlatformPidRulesPage');
const PlatformNoticePage = lazyPage(() => import('./notice/page.tsx'), 'PlatformNoticePage');

/** Back-office notice, feedback and P&ID rule pages (spec 3 §2), mounted inside PlatformLayout. */
export const operationsRoutes: RouteObject[] = [
  { path: '/platform/notice', element: <PlatformNoticePage /> },
  { path: '/platform/feedback', element: <PlatformFeedbackPage /> },
  { path: '/platform/pid/rules', element: <PlatformPidRulesPage /> },
];
