import { ADMIN_ROLE } from '@loopline/shared';
import { paths } from './paths.ts';

/**
 * The route guard of spec 2 §2 as pure functions: which paths are public, which belong to the
 * platform (back office), how share and invite links are cleaned, where mobile visitors go, and
 * where an identity may land.
 */

/** Routes that need no sign-in (spec 2 §2 "Public routes"), exact paths. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  paths.login,
  paths.forgotPassword,
  '/userAgreement-zh',
  '/userAgreement-en',
  '/privacyClause-zh',
  '/privacyClause-en',
  '/property-zh',
  '/property-en',
  '/memberService-zh',
  '/memberService-en',
  '/service/agreement',
  '/privacy/policy',
  '/SDK/info',
  '/SDK/info-en',
  '/permission_application',
  '/permission_application-en',
  '/appPreview',
  '/myFeedbackApp',
  '/app-help-center',
  '/app-help-details',
  '/app-member-privilege',
  '/app-jumper',
  '/app-joinMyTeam',
  '/app-joinMyProject',
  '/activity/invite',
  '/feedback/preview',
  paths.notFound,
  paths.forbidden,
  paths.serverError,
  '/file/preview',
  '/file/linkSharing',
  '/file/file-verification',
  '/componentLibrary/index',
  '/appStore/download-code/index',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(pathname));
}

/** The back office lives under /platform (spec 3 §2). */
export function isAdminPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === '/platform' || path.startsWith('/platform/');
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Who is looking, as far as the guard cares. */
export interface Identity {
  isAdmin: boolean;
  /** Role names/aliases, comma-joined as the user info answers them. */
  roleName: string;
  account: string;
}

/** A BladeX super identity: its role or account contains "bladex" (spec 2 §2, spec 3 §1). */
export function isBladexIdentity(identity: Identity): boolean {
  return `${identity.roleName},${identity.account}`.toLowerCase().includes('bladex');
}

export function identityRoles(identity: Identity): string[] {
  const roles = identity.roleName
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (identity.isAdmin && !roles.includes(ADMIN_ROLE)) roles.push(ADMIN_ROLE);
  return roles;
}

export const PLATFORM_USER_HOME = '/platform/user/index';

/**
 * Where a signed-in identity may not go: admins only on admin routes, everybody else only on
 * non-admin routes (else /404); bladex identities always land on the user management page.
 * Public routes are open to everybody. Answers the path to redirect to, or null to stay.
 */
export function identityRedirect(
  pathname: string,
  identity: Identity,
  platformLanding = paths.platformHome as string,
): string | null {
  const path = normalisePath(pathname);
  if (isBladexIdentity(identity)) return path === PLATFORM_USER_HOME ? null : PLATFORM_USER_HOME;
  if (isPublicPath(path) || path === paths.lock) return null;
  // The home route is where sign-in lands: a platform identity lands on its first leaf instead.
  if (identity.isAdmin && path === paths.home) return platformLanding;
  if (identity.isAdmin !== isAdminPath(path)) return paths.notFound;
  return null;
}

/** Where an identity lands after signing in when no (allowed) redirect was asked for. */
export function landingFor(identity: Identity, firstPlatformPath: string): string {
  if (isBladexIdentity(identity)) return PLATFORM_USER_HOME;
  return identity.isAdmin ? firstPlatformPath : paths.home;
}

/** Share and invite links (spec 2 §2): the kind of link, for cleaning and mobile redirects. */
export const LINK_ROUTES = {
  '/file/linkSharing': { mobile: '/app-jumper' },
  '/joinMyTeam/link-invite': { mobile: '/app-joinMyTeam' },
  '/joinMyProject/link-invite': { mobile: '/app-joinMyProject' },
} as const;

export function isLinkRoute(pathname: string): pathname is keyof typeof LINK_ROUTES {
  return Object.hasOwn(LINK_ROUTES, normalisePath(pathname));
}

/**
 * Links pasted from chats arrive with junk glued on ("…?id=abc123，请查收", "…&clientId=portal)").
 * Each value is cut at the first character an id never holds, and empty values are dropped.
 * Answers the cleaned search string (with "?"), or the same string when nothing changed.
 */
export function cleanLinkSearch(search: string): string {
  const params = new URLSearchParams(search);
  const cleaned = new URLSearchParams();
  for (const [key, value] of params) {
    const cleanKey = /^[\w-]+/.exec(key)?.[0];
    const cleanValue = /^[\w.\-~=]+/.exec(value)?.[0];
    if (cleanKey && cleanValue && !cleaned.has(cleanKey)) cleaned.set(cleanKey, cleanValue);
  }
  const text = cleaned.toString();
  return text ? `?${text}` : '';
}

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i.test(userAgent);
}

/**
 * What to do with a link route before anything else: clean its query, and on mobile send it to the
 * app page for that link. Answers the full target (path + search), or null when nothing changes.
 */
export function linkRedirect(pathname: string, search: string, userAgent: string): string | null {
  const path = normalisePath(pathname);
  if (!isLinkRoute(path)) return null;
  const clean = cleanLinkSearch(search);
  if (isMobileAgent(userAgent)) return `${LINK_ROUTES[path].mobile}${clean}`;
  const current = search.startsWith('?') || search === '' ? search : `?${search}`;
  return clean === current ? null : `${path}${clean}`;
}

/** A menu item is shown only when its role list includes one of the current roles (no list: everybody). */
export function roleAllows(itemRoles: readonly string[] | undefined, roles: readonly string[]): boolean {
  return !itemRoles || itemRoles.length === 0 || itemRoles.some((role) => roles.includes(role));
}
