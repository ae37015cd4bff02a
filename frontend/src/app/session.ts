import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../api/types.ts';

/** Who is signed in. `loading` while the user info is fetched after sign-in or a reload. */
export type SessionState =
  | { status: 'anonymous'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'failed'; user: null }
  | { status: 'signedIn'; user: UserInfo };

let state: SessionState = { status: 'anonymous', user: null };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every session change; returns the unsubscribe. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession);
}

/** The name shown for a user: real name, else nick name, else user name, else account. */
export function displayName(user: Pick<UserInfo, 'realName' | 'nickName' | 'userName' | 'account'>): string {
  return [user.realName, user.nickName, user.userName, user.account].find((name) => name?.trim()) ?? '';
}
