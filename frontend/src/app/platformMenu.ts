import { ADMIN_ROLE } from '@loopline/shared';
import { roleAllows } from './guard.ts';

/**
 * The back-office side menu (spec 3 §2), one registry for every issue that adds a /platform page:
 * add a section or an item here and a route in router.tsx. Labels are i18n keys (zh and en in
 * src/i18n/*), `roles` lists who sees the item (spec 2 §2 "Menu items are shown only if their role
 * list includes the current role"); items without roles are shown to every platform identity.
 */
export interface PlatformMenuItem {
  /** The route, under /platform. */
  path: string;
  labelKey: string;
  roles?: readonly string[];
}

export interface PlatformMenuSection {
  labelKey: string;
  items: PlatformMenuItem[];
  roles?: readonly string[];
}

const ADMINS = [ADMIN_ROLE] as const;

export const platformMenu: PlatformMenuSection[] = [
  {
    labelKey: 'platformMenu.overview',
    items: [{ path: '/platform/admin/index', labelKey: 'platformMenu.admin', roles: ADMINS }],
  },
  {
    labelKey: 'platformMenu.users',
    items: [{ path: '/platform/user/index', labelKey: 'platformMenu.userTiers', roles: ADMINS }],
  },
  {
    labelKey: 'platformMenu.operations',
    items: [
      { path: '/platform/notice', labelKey: 'platformMenu.notice', roles: ADMINS },
      { path: '/platform/feedback', labelKey: 'platformMenu.feedback', roles: ADMINS },
    ],
  },
  {
    labelKey: 'platformMenu.marketing',
    items: [
      { path: '/platform/marketing/coupon-rules', labelKey: 'platformMenu.couponRules', roles: ADMINS },
      { path: '/platform/marketing/coupons', labelKey: 'platformMenu.issuedCoupons', roles: ADMINS },
      { path: '/platform/marketing/events', labelKey: 'platformMenu.events', roles: ADMINS },
    ],
  },
  {
    labelKey: 'platformMenu.charges',
    items: [
      { path: '/platform/personal-price', labelKey: 'platformMenu.priceList', roles: ADMINS },
      { path: '/platform/personal-equity', labelKey: 'platformMenu.equities', roles: ADMINS },
      { path: '/platform/plugin/pay', labelKey: 'platformMenu.payConfig', roles: ADMINS },
      { path: '/platform/order/invoice', labelKey: 'platformMenu.invoices', roles: ADMINS },
    ],
  },
  {
    labelKey: 'platformMenu.recognition',
    items: [{ path: '/platform/pid/rules', labelKey: 'platformMenu.pidRules', roles: ADMINS }],
  },
];

/** The sections and items the given roles may see; empty sections are dropped. */
export function visibleMenu(roles: readonly string[], menu = platformMenu): PlatformMenuSection[] {
  return menu
    .filter((section) => roleAllows(section.roles, roles))
    .map((section) => ({ ...section, items: section.items.filter((item) => roleAllows(item.roles, roles)) }))
    .filter((section) => section.items.length > 0);
}

/** A platform identity lands on its first leaf (spec 3 §1), else the user management page. */
export function firstPlatformPath(roles: readonly string[], menu = platformMenu): string {
  return visibleMenu(roles, menu)[0]?.items[0]?.path ?? '/platform/user/index';
}
