import { ADMIN_ROLE, USER_ROLE } from '@loopline/shared/constants';
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

/** The built-in role aliases the interface names in its own language (home.role.*); others show as the back office named them. */
const BUILT_IN_ROLES = new Set([ADMIN_ROLE, USER_ROLE]);

/** A user's roles as shown: the role aliases (comma-separated), the built-in ones translated. */
export function roleLabel(roleName: string, t: (key: string) => string): string {
  return roleName
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean)
    .map((alias) => (BUILT_IN_ROLES.has(alias) ? t(`home.role.${alias}`) : alias))
    .join(', ');
}

/** The name shown for a user: real name, else nick name, else user name, else account. */
export function displayName(user: Pick<UserInfo, 'realName' | 'nickName' | 'userName' | 'account'>): string {
  return [user.realName, user.nickName, user.userName, user.account].find((name) => name?.trim()) ?? '';
}
