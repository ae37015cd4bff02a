import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage.tsx';

const PlatformFeedbackPage = lazyPage(() => import('./feedback/page.tsx'), 'PlatformFeedbackPage');
const PlatformNoticePage = lazyPage(() => import('./notice/page.tsx'), 'PlatformNoticePage');

/** Back-office notice and feedback pages (spec 3 §2), mounted inside PlatformLayout. */
export const operationsRoutes: RouteObject[] = [
  { path: '/platform/notice', element: <PlatformNoticePage /> },
  { path: '/platform/feedback', element: <PlatformFeedbackPage /> },
];
