import { CLIENT_IDS, DEFAULT_CLIENT_ID } from '@loopline/shared/constants';

const STORAGE_KEY = 'loopline.clientId';

export function isClientId(value: unknown): value is (typeof CLIENT_IDS)[number] {
  return typeof value === 'string' && (CLIENT_IDS as readonly string[]).includes(value);
}

/** The client app this tab runs as (spec 2 §2): kept for the session, `portal` by default. */
export function currentClientId(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return isClientId(stored) ? stored : DEFAULT_CLIENT_ID;
  } catch {
    return DEFAULT_CLIENT_ID;
  }
}

export function rememberClientId(value: string) {
  if (!isClientId(value)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Without storage the query string still carries it.
  }
}
