import { currentClientId } from '../app/clientId.ts';
import { notify } from '../components/notifications/store.ts';
import { currentLanguage, translate } from '../i18n/index.ts';
import { HttpClient } from './http.ts';
import { cookieTokenStore } from './tokens.ts';

export const tokens = cookieTokenStore(document, window.location.protocol === 'https:');

let sessionExpiredHandler: () => void = () => {};

/** Set once by the app: what to do when the session cannot be refreshed any more. */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

let expectationHandler: (message: string) => void = () => {};

/** Set once by the app: how a 417 answer is shown (one alert, then /myproject). */
export function onExpectationFailed(handler: (message: string) => void) {
  expectationHandler = handler;
}

let reloadArmed = false;
/** After a network failure, coming back online reloads the page (spec 2 §8). */
function reloadWhenOnline() {
  if (reloadArmed) return;
  reloadArmed = true;
  window.addEventListener('online', () => window.location.reload(), { once: true });
}

export const http = new HttpClient({
  fetch: (url, init) => window.fetch(url, init),
  tokens,
  language: currentLanguage,
  clientId: currentClientId,
  notifyError: notify.error,
  onSessionExpired: () => sessionExpiredHandler(),
  onNetworkError: reloadWhenOnline,
  message: (key) => translate(key),
  onExpectationFailed: (message) => expectationHandler(message),
});
