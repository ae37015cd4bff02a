/**
 * The built-in back-office menu (spec 3 §2), seeded into every tenant's menu table and granted to
 * roles from there: the side navigation is built from the signed-in administrator's grants, never
 * from this list directly. `code` is stable (grants and seeds match on it); a directory has no path.
 */
export interface MenuSeed {
  code: string;
  parentCode: string | null;
  name: string;
  nameEn: string;
  path: string;
  sort: number;
}

export const BUILT_IN_MENUS: readonly MenuSeed[] = [
  { code: 'overview', parentCode: null, name: '概览', nameEn: 'Overview', path: '', sort: 1 },
  {
    code: 'admin',
    parentCode: 'overview',
    name: '平台管理员',
    nameEn: 'Platform administrator',
    path: '/platform/admin/index',
    sort: 1,
  },
  { code: 'users', parentCode: null, name: '用户', nameEn: 'Users', path: '', sort: 2 },
  {
    code: 'platformUser',
    parentCode: 'users',
    name: '平台用户',
    nameEn: 'Platform users',
    path: '/platform/user',
    sort: 1,
  },
  {
    code: 'userTiers',
    parentCode: 'users',
    name: '会员设置',
    nameEn: 'Memberships',
    path: '/platform/user/index',
    sort: 2,
  },
  { code: 'operations', parentCode: null, name: '运营', nameEn: 'Operations', path: '', sort: 3 },
  {
    code: 'notice',
    parentCode: 'operations',
    name: '公告管理',
    nameEn: 'Notices',
    path: '/platform/notice',
    sort: 1,
  },
  {
    code: 'feedback',
    parentCode: 'operations',
    name: '意见反馈',
    nameEn: 'Feedback',
    path: '/platform/feedback',
    sort: 2,
  },
  {
    code: 'sensitive',
    parentCode: 'operations',
    name: '敏感词',
    nameEn: 'Sensitive words',
    path: '/platform/sensitive',
    sort: 3,
  },
  {
    code: 'log',
    parentCode: 'operations',
    name: '操作日志',
    nameEn: 'Operation log',
    path: '/platform/log',
    sort: 4,
  },
  { code: 'system', parentCode: null, name: '系统', nameEn: 'System', path: '', sort: 4 },
  {
    code: 'role',
    parentCode: 'system',
    name: '角色管理',
    nameEn: 'Roles',
    path: '/platform/system/role',
    sort: 1,
  },
  {
    code: 'systemParams',
    parentCode: 'system',
    name: '参数管理',
    nameEn: 'Parameters',
    path: '/platform/system/param',
    sort: 2,
  },
  {
    code: 'systemDict',
    parentCode: 'system',
    name: '系统字典',
    nameEn: 'System dictionary',
    path: '/platform/system/dict',
    sort: 3,
  },
  {
    code: 'bizDict',
    parentCode: 'system',
    name: '业务字典',
    nameEn: 'Business dictionary',
    path: '/platform/system/dictbiz',
    sort: 4,
  },
  {
    code: 'whitelist',
    parentCode: 'system',
    name: '白名单',
    nameEn: 'Whitelist',
    path: '/platform/whiteList',
    sort: 5,
  },
  {
    code: 'loginBackground',
    parentCode: 'system',
    name: '登录背景',
    nameEn: 'Login background',
    path: '/platform/setting',
    sort: 6,
  },
  { code: 'marketing', parentCode: null, name: '营销中心', nameEn: 'Marketing centre', path: '', sort: 5 },
  {
    code: 'couponRules',
    parentCode: 'marketing',
    name: '优惠券规则',
    nameEn: 'Coupon rules',
    path: '/platform/marketing/coupon-rules',
    sort: 1,
  },
  {
    code: 'issuedCoupons',
    parentCode: 'marketing',
    name: '已发放优惠券',
    nameEn: 'Issued coupons',
    path: '/platform/marketing/coupons',
    sort: 2,
  },
  {
    code: 'events',
    parentCode: 'marketing',
    name: '活动管理',
    nameEn: 'Activities',
    path: '/platform/marketing/events',
    sort: 3,
  },
  { code: 'charges', parentCode: null, name: '收费管理', nameEn: 'Charges', path: '', sort: 6 },
  {
    code: 'priceList',
    parentCode: 'charges',
    name: '价格管理',
    nameEn: 'Price list',
    path: '/platform/personal-price',
    sort: 1,
  },
  {
    code: 'equities',
    parentCode: 'charges',
    name: '会员权益',
    nameEn: 'Membership equities',
    path: '/platform/personal-equity',
    sort: 2,
  },
  {
    code: 'payConfig',
    parentCode: 'charges',
    name: '支付配置',
    nameEn: 'Payment settings',
    path: '/platform/plugin/pay',
    sort: 3,
  },
  { code: 'recognition', parentCode: null, name: '图纸识别', nameEn: 'Recognition', path: '', sort: 7 },
  {
    code: 'pidRules',
    parentCode: 'recognition',
    name: 'P&ID 识别规则',
    nameEn: 'P&ID rules',
    path: '/platform/pid/rules',
    sort: 1,
  },
];
