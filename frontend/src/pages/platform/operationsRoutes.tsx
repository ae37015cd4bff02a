import type { RouteObject } from 'react-router-dom';
import { PlatformFeedbackPage } from './feedback/page.tsx';
import { PlatformNoticePage } from './notice/page.tsx';

/** Back-office notice and feedback pages (spec 3 §2), mounted inside PlatformLayout. */
export const operationsRoutes: RouteObject[] = [
  { path: '/platform/notice', element: <PlatformNoticePage /> },
  { path: '/platform/feedback', element: <PlatformFeedbackPage /> },
];
