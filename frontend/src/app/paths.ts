/** Route paths used in code (spec 2 §2). */
export const paths = {
  login: '/client_login',
  forgotPassword: '/forgotPassword',
  home: '/wel/index',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  lock: '/lock',
  info: '/info/index',
  /** The same page for platform identities, who stay on /platform routes. */
  platformInfo: '/platform/info/index',
  platformHome: '/platform/admin/index',
  identifyPreview: '/file/identify-preview',
} as const;

/** The sign-in page, remembering where to go back to. */
export function loginPath(redirectUrl?: string): string {
  if (!redirectUrl || !isSafeRedirect(redirectUrl)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirectUrl })}`;
}

export function registerPath(): string {
  return `${paths.login}?text=register`;
}

/** Only in-app routes: an absolute path, not protocol-relative, not back to the sign-in page. */
export function isSafeRedirect(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith(paths.login)
  );
}

/** Where to go after signing in. */
export function afterSignIn(redirectUrl: string | null): string {
  return redirectUrl && isSafeRedirect(redirectUrl) ? redirectUrl : paths.home;
}

/** Adds the session's clientId to an in-app path that lacks one, so the URL keeps it (spec 2 §2). */
export function withClientId(path: string, clientId: string): string {
  const [pathname = '', search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  if (params.has('clientId')) return path;
  params.set('clientId', clientId);
  return `${pathname}?${params}`;
}
