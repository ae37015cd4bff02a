import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage.tsx';

const PlatformFeedbackPage = lazyPage(() => import('./feedback/page.tsx'), 'PlatformFeedbackPage');
const PlatformPidRulesPage = lazyPage(() => import('./pidRules/page.tsx'), 'PlatformPidRulesPage');
const PlatformNoticePage = lazyPage(() => import('./notice/page.tsx'), 'PlatformNoticePage');
const CouponRulesPage = lazyPage(() => import('./marketing/rules/page.tsx'), 'CouponRulesPage');
const IssuedCouponsPage = lazyPage(() => import('./marketing/issued/page.tsx'), 'IssuedCouponsPage');
const SystemParamsPage = lazyPage(() => import('./system/params/page.tsx'), 'SystemParamsPage');
const SystemDictPage = lazyPage(() => import('./system/dict/page.tsx'), 'SystemDictPage');
const BizDictPage = lazyPage(() => import('./system/dict/page.tsx'), 'BizDictPage');
const WhitelistPage = lazyPage(() => import('./system/whitelist/page.tsx'), 'WhitelistPage');
const LoginBackgroundPage = lazyPage(() => import('./system/background/page.tsx'), 'LoginBackgroundPage');
const EventsPage = lazyPage(() => import('./marketing/events/page.tsx'), 'EventsPage');

/** Back-office notice, feedback and P&ID rule pages (spec 3 §2), mounted inside PlatformLayout. */
export const operationsRoutes: RouteObject[] = [
  { path: '/platform/notice', element: <PlatformNoticePage /> },
  { path: '/platform/feedback', element: <PlatformFeedbackPage /> },
  { path: '/platform/pid/rules', element: <PlatformPidRulesPage /> },
  { path: '/platform/marketing/coupon-rules', element: <CouponRulesPage /> },
  { path: '/platform/marketing/coupons', element: <IssuedCouponsPage /> },
  { path: '/platform/marketing/events', element: <EventsPage /> },
  { path: '/platform/system/param', element: <SystemParamsPage /> },
  { path: '/platform/setting', element: <LoginBackgroundPage /> },
  { path: '/platform/whiteList', element: <WhitelistPage /> },
  { path: '/platform/system/dict', element: <SystemDictPage /> },
  { path: '/platform/system/dictbiz', element: <BizDictPage /> },
];
