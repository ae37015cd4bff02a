/**
 * The API scopes of the back office (spec 3 §6: roles carry grants of API scopes). A scope names
 * the administrator routes whose path starts with one of its prefixes; a role granted the scope may
 * call them. Every `admin` route belongs to exactly one scope (functions/src/console/scopes.test.ts
 * checks the route table), except the routes every administrator needs for themselves (SELF_PATHS).
 */
export interface ApiScope {
  /** Stable id, stored in role grants. */
  code: string;
  name: string;
  nameEn: string;
  prefixes: readonly string[];
}

export const API_SCOPES: readonly ApiScope[] = [
  {
    code: 'platformUser',
    name: '平台用户',
    nameEn: 'Platform users',
    prefixes: [
      '/api/cloud/platformUser/',
      '/api/cloud/user/',
      '/api/cloudUserSpace/',
      '/api/backend/user/',
      // blade-user/grant stays with Roles and menus (its longer prefix there).
      '/api/blade-user/',
    ],
  },
  { code: 'feedback', name: '意见反馈', nameEn: 'Feedback', prefixes: ['/api/cloud/feedback/'] },
  {
    code: 'notice',
    name: '公告设置',
    nameEn: 'Notices',
    prefixes: ['/api/cloud/notice/setting/', '/api/blade-desk/notice/'],
  },
  { code: 'operateLog', name: '操作日志', nameEn: 'Operation log', prefixes: ['/api/cloud/operateLog/'] },
  {
    code: 'accessHistory',
    name: '访问历史',
    nameEn: 'Access history',
    prefixes: ['/api/cloud/accesshistory/'],
  },
  {
    code: 'sensitiveWord',
    name: '敏感词',
    nameEn: 'Sensitive words',
    prefixes: ['/api/cloud/sensitiveWord/'],
  },
  {
    code: 'role',
    name: '角色与菜单',
    nameEn: 'Roles and menus',
    prefixes: [
      '/api/blade-system/role/',
      '/api/blade-system/menu/',
      '/api/blade-system/topmenu/',
      '/api/blade-user/grant',
    ],
  },
  {
    code: 'org',
    name: '机构、岗位与行政区划',
    nameEn: 'Departments, posts and regions',
    prefixes: ['/api/blade-system/dept/', '/api/blade-system/post/', '/api/blade-system/region/'],
  },
  {
    code: 'tenant',
    name: '租户、套餐与应用',
    nameEn: 'Tenants, packages and OAuth clients',
    prefixes: [
      '/api/blade-system/tenant/',
      '/api/blade-system/tenant-package/',
      '/api/blade-system/client/',
      '/api/cloud/client/setting/',
    ],
  },
  {
    code: 'resource',
    name: '短信与存储配置',
    nameEn: 'SMS and storage configs',
    prefixes: ['/api/blade-resource/sms/', '/api/blade-resource/oss/', '/api/blade-resource/attach/'],
  },
  {
    code: 'marketing',
    name: '营销中心',
    nameEn: 'Marketing centre',
    prefixes: [
      '/api/cloud/coupon-rule/',
      '/api/cloud/coupon/issue',
      '/api/cloud/coupon/cancel/',
      '/api/cloud/equity/coupon/',
      '/api/cloud/event/',
    ],
  },
  {
    code: 'charges',
    name: '收费设置与订单',
    nameEn: 'Charges and orders',
    prefixes: [
      '/api/cloud/charge/',
      '/api/cloud/equity/',
      // Function items: the equity codes behind personal-equity.
      '/api/cloud/functionItem/',
      '/api/blade-pay/',
      // The recharge proportion of order/index (recharge management), beside rechargeStatistics.
      '/api/cloud/pay/success/count/',
      '/api/cloud/invoice/',
      '/api/cloudPrivilege/',
    ],
  },
  {
    // Longer prefixes than charges' /api/blade-pay/: refunds can be granted on their own.
    code: 'refunds',
    name: '退款管理',
    nameEn: 'Refunds',
    prefixes: ['/api/blade-pay/refund/', '/api/blade-pay/order/refund', '/api/blade-pay/order/rejectRefund'],
  },
  {
    code: 'systemSettings',
    name: '参数与字典',
    nameEn: 'Parameters and dictionaries',
    prefixes: ['/api/blade-system/param/', '/api/blade-system/dict/', '/api/blade-system/dict-biz/'],
  },
  { code: 'whitelist', name: '白名单', nameEn: 'Whitelist', prefixes: ['/api/blade-demo/blade/whitelist/'] },
  {
    code: 'loginBackground',
    name: '登录背景',
    nameEn: 'Login background',
    prefixes: ['/api/cloud/system/bg/'],
  },
  {
    code: 'platformProjects',
    name: '项目管理',
    nameEn: 'Projects',
    prefixes: ['/api/cloud/project/list', '/api/cloud/project/updateStatus/'],
  },
  { code: 'loginLog', name: '登录日志', nameEn: 'Login log', prefixes: ['/api/cloud/loginLog/'] },
  {
    code: 'statistics',
    name: '统计分析',
    nameEn: 'Statistics',
    prefixes: ['/api/cloud/statistics/', '/api/cloud/fileHis/'],
  },
  {
    code: 'helpContent',
    name: '帮助内容',
    nameEn: 'Help content',
    prefixes: ['/api/cloudExplain/explainManage/'],
  },
  {
    code: 'progressSettings',
    name: '进度设置',
    nameEn: 'Progress settings',
    prefixes: ['/api/progress-settings/'],
  },
  {
    code: 'exampleFiles',
    name: '示例文件',
    nameEn: 'Example files',
    prefixes: ['/api/cloud/exampleFile/'],
  },
  {
    code: 'recognitionTasks',
    name: '识别任务',
    nameEn: 'Recognition tasks',
    prefixes: ['/api/recTask/add'],
  },
];

/**
 * A scope that also opens another scope's routes, but only for some areas of the rows they keep.
 * The back office's privilege-explanation and fee-rules pages sit under Charges yet keep their text
 * as help-centre rows (areas `membership` and `fees`): an administrator with Charges edits those two
 * areas and no other. The route handler enforces the areas (apiScope.ts `scopeAccess`).
 */
export interface AreaGrant {
  scope: string;
  prefix: string;
  areas: readonly string[];
}

export const AREA_GRANTS: readonly AreaGrant[] = [
  { scope: 'charges', prefix: '/api/cloudExplain/explainManage/', areas: ['membership', 'fees'] },
];

/** Administrator routes every administrator may call whatever their grants: their own menu, top menus and buttons. */
export const SELF_PATHS: readonly string[] = [
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/top-menu',
  // The buttons of one's own role, as the menu: what to show; the scopes still decide what runs.
  '/api/blade-system/menu/buttons',
  // An administrator's own phone and e-mail (cloud/platformUser code flows): not a power over users.
  ...[
    'sendChangeFirstCode',
    'verifyChangeFirstCode',
    'sendChangeTwoCode',
    'verifyChangeTwoCode',
    'sendSms',
    'bindPhone',
    'sendEmailCode',
    'bindEmail',
  ].map((step) => `/api/cloud/platformUser/${step}`),
];

/**
 * The scope an administrator route belongs to: the longest matching prefix, `'self'` for
 * SELF_PATHS, or null when no scope covers it (then only the super administrator may call it).
 */
export function scopeOfPath(path: string): string | null {
  if (SELF_PATHS.includes(path)) return 'self';
  let best: { code: string; length: number } | null = null;
  for (const scope of API_SCOPES) {
    for (const prefix of scope.prefixes) {
      if ((path === prefix || path.startsWith(prefix)) && (!best || prefix.length > best.length)) {
        best = { code: scope.code, length: prefix.length };
      }
    }
  }
  return best?.code ?? null;
}
