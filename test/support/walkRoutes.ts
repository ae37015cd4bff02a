import { previewTypeOf } from '@loopline/shared/preview';
import type { DemoIds, Lang, WalkRoute } from './walk.ts';

/**
 * Every route of the SPA (frontend/src/app/router.tsx and the route lists it spreads), with the
 * seeded demo data for the routes that show one project, file or drawing.
 */

/** Pages a signed-out visitor opens; the legal pages in the interface's own language. */
export function publicRoutes(lang: Lang): WalkRoute[] {
  const suffix = lang === 'en' ? '-en' : '';
  return [
    { path: '/client_login' },
    { path: '/client_login?text=register' },
    { path: '/forgotPassword' },
    { path: '/404' },
    { path: '/403' },
    { path: '/500' },
    ...['userAgreement', 'privacyClause', 'property', 'memberService'].map((doc) => ({
      path: `/${doc}-${lang}`,
    })),
    { path: '/service/agreement' },
    { path: '/privacy/policy' },
    { path: `/SDK/info${suffix}` },
    { path: `/permission_application${suffix}` },
    { path: '/app-help-center' },
    { path: '/app-help-details' },
    { path: '/activity/invite' },
    { path: '/app-jumper' },
    { path: '/app-joinMyTeam' },
    { path: '/app-joinMyProject' },
    // A link that does not exist: the page says so (the API answers 404).
    { path: '/file/linkSharing?id=no-such-link', expectedFailures: ['GET /api/ 404', 'POST /api/ 404'] },
  ];
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** The user client's pages as the demo user sees them. */
export function userRoutes(ids: DemoIds): WalkRoute[] {
  const project = { projectId: ids.projectId };
  const svg = ids.files.find((f) => f.suffix === 'svg');
  // A format without a viewer (csv) is refused with 400, which the page words as "not supported".
  const previews = ids.files.map((file) => ({
    path: `/file/preview${q({ type: file.suffix, pk_doc: file.id, name: file.name, ...project, dirId: ids.folderId })}`,
    expectedFailures: previewTypeOf(file.suffix) ? [] : ['POST /api/cloud/file/info/previewSource 400'],
  }));
  return [
    { path: '/wel/index' },
    { path: '/info' },
    ...['profile', 'password', 'security', 'space'].map((tab) => ({ path: `/info/index?tab=${tab}` })),
    { path: '/member-center' },
    { path: '/member-center?paymentType=expansion' },
    { path: '/member-center?paymentType=parsing' },
    ...['order', 'capacity', 'invoice'].map((tab) => ({ path: `/open-record?tab=${tab}` })),
    { path: '/my-coupons' },
    { path: '/invoicing' },
    ...['all', 'index', 'participated', 'recently-visited', 'sendAndReceive', 'sample'].map((tab) => ({
      path: `/myproject/${tab}`,
    })),
    ...['member', 'invite-list', 'records-list'].map((tab) => ({
      path: `/project-setting/${tab}${q(project)}`,
    })),
    { path: `/project-group/index${q(project)}` },
    { path: `/file/index${q({ projectId: ids.defaultProjectId })}` },
    { path: `/file/index${q(project)}` },
    { path: `/file/index${q({ ...project, dirId: ids.folderId })}` },
    ...previews,
    ...['index', 'invite-list', 'records-list', 'links', 'applications'].map((tab) => ({
      path: `/myTeam/${tab}`,
    })),
    { path: '/teamJoin/index' },
    { path: '/joinMyTeam/link-invite' },
    { path: '/help-center' },
    ...(svg
      ? [
          // The seeded drawing is not recognised: both pages say so, from the 400 of their reads.
          {
            path: `/file/identify-preview${q({ type: 'svg', pk_doc: svg.id, name: svg.name, ...project })}`,
            expectedFailures: ['GET /api/pidDetail/ 400', 'GET /api/pid 400'],
          },
          {
            path: `/pid/instrument-index${q({ ...project, pfileId: svg.id, name: svg.name })}`,
            expectedFailures: ['GET /api/instrumentIndex/list 400'],
          },
          // Not a parsed model: the viewer says the file has not been parsed.
          {
            path: `/file/model-preview${q({ pk_doc: svg.id, ...project, name: svg.name })}`,
            expectedFailures: ['POST /api/cloud/file/info/modelView 400'],
          },
        ]
      : []),
    // Opened without a model: both viewers say no model is selected and call nothing.
    { path: '/sample-model' },
    { path: '/file/model-preview' },
    { path: `/file/model-preview${q(project)}` },
    // Last: the lock screen keeps this browser locked until the password is typed again.
    { path: '/lock' },
  ];
}

/** The back office as the platform administrator sees it. */
export function platformRoutes(): WalkRoute[] {
  return [
    '/platform/admin/index',
    '/platform/info/index',
    '/platform/user/index',
    '/platform/personal-price',
    '/platform/plugin/pay/wxconfig',
    '/platform/plugin/pay/aliconfig',
    '/platform/plugin/pay/hwconfig',
    '/platform/plugin/pay/merge/config',
    '/platform/personal-equity',
    '/platform/function-items',
    '/platform/order/invoice',
    '/platform/order/index',
    '/platform/order/recharge',
    '/platform/refund',
    // operationsRoutes
    '/platform/notice',
    '/platform/feedback',
    '/platform/pid/rules',
    '/platform/marketing/coupon-rules',
    '/platform/marketing/coupons',
    '/platform/marketing/events',
    '/platform/system/param',
    '/platform/setting',
    '/platform/whiteList',
    '/platform/system/dict',
    '/platform/system/dictbiz',
    // consoleRoutes
    '/platform/user',
    '/platform/system/role',
    '/platform/sensitive',
    '/platform/log',
    '/platform/system/menu',
    '/platform/system/dept',
    '/platform/system/post',
    '/platform/system/region',
    '/platform/system/tenant',
    '/platform/system/tenant-package',
    '/platform/system/client',
    '/platform/resource/sms',
    '/platform/resource/oss',
    '/platform/resource/attach',
    '/platform/system/client-setting',
    '/platform/help-center',
    '/platform/progress-settings',
    '/platform/access-history',
    '/platform/example-file',
    '/platform/member-privilege',
    '/platform/privilege-contrast',
    '/platform/privilege-explanation',
    '/platform/fee-rules',
    // opsRoutes
    '/platform/project',
    '/platform/login-log',
    '/platform/statistics',
    '/platform/doc-statistics',
    '/platform/platform-statistics',
  ].map((path) => ({ path }));
}
