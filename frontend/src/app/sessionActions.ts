import { ACCESS_TOKEN_SECONDS } from '@loopline/shared';
import { getUserInfo, logout } from '../api/auth.ts';
import { http, tokens } from '../api/client.ts';
import type { TokenData } from '../api/types.ts';
import { notify } from '../components/notifications/store.ts';
import { translate } from '../i18n/index.ts';
import { unlockScreen } from './lock.ts';
import { currentRoute, navigateTo } from './navigation.ts';
import { loginPath, paths } from './paths.ts';
import { clearSavedProject } from './savedProject.ts';
import { getSession, setSession } from './session.ts';

/** Signed in as far as this browser knows: a token is kept. */
export function hasTokens(): boolean {
  return Boolean(tokens.access() || tokens.refresh());
}

let loading: Promise<void> | null = null;

/** Fetches the signed-in user (after sign-in or a reload); a 401 goes through refresh or forced logout. */
export function loadCurrentUser(): Promise<void> {
  loading ??= (async () => {
    setSession({ status: 'loading', user: null });
    try {
      setSession({ status: 'signedIn', user: await getUserInfo() });
    } catch {
      if (getSession().status === 'loading')
        setSession({ status: hasTokens() ? 'failed' : 'anonymous', user: null });
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Keeps the tokens of a successful sign-in and loads the user; false if the user could not be loaded. */
export async function completeSignIn(data: TokenData): Promise<boolean> {
  tokens.save({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresIn: data.expires_in,
  });
  http.beginSession();
  await loadCurrentUser();
  const signedIn = getSession().status === 'signedIn';
  // Errors of the failed attempts before are over.
  if (signedIn) notify.clear();
  if (signedIn && data.deletion_withdrawn) notify.info(translate('deletion.withdrawn'));
  return signedIn;
}

/** A token handed over in the URL (spec 2 §2): it replaces any current session. */
export function adoptToken(accessToken: string) {
  tokens.clear();
  tokens.saveAccess(accessToken, ACCESS_TOKEN_SECONDS);
  http.beginSession();
  setSession({ status: 'anonymous', user: null });
}

function endSession() {
  tokens.clear();
  unlockScreen();
  clearSavedProject();
  setSession({ status: 'anonymous', user: null });
}

/** Ends the session here and on the server (the request carries the token read before clearing it). */
async function endEverywhere() {
  const pending = hasTokens() ? logout().catch(() => null) : null;
  endSession();
  await pending;
}

/**
 * The user's own sign-out, then the sign-in page: unless, while the server was answering, the user
 * already went on from the sign-in page they were sent to (to "forgot password", say).
 */
export async function signOut() {
  const from = currentRoute();
  await endEverywhere();
  const here = currentRoute();
  if ([from, loginPath(from), paths.login].some((route) => sameRoute(here, route))) navigateTo(paths.login);
}

/** Two routes are the same page and query, whatever the clientId. */
function sameRoute(a: string, b: string): boolean {
  const strip = (route: string) => {
    const url = new URL(route, 'http://route');
    url.searchParams.delete('clientId');
    url.searchParams.sort();
    return url.pathname + url.search;
  };
  return strip(a) === strip(b);
}

/** Visiting the sign-in page signs out first (spec 2 §2). */
export function signOutQuietly() {
  if (hasTokens()) void endEverywhere();
}

/** Signed out by the server (socket LOGOUT): show why and go to sign-in. */
export function forceLogout(message: string, kind: 'error' | 'info' = 'error') {
  endSession();
  notify[kind](message);
  navigateTo(paths.login);
}

/** The token could not be refreshed: alert, sign out, sign in again and come back here. */
export function expireSession() {
  const back = currentRoute();
  endSession();
  notify.error(translate('http.reLoginMsg'));
  navigateTo(loginPath(back));
}
