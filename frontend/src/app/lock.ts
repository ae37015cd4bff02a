import { useSyncExternalStore } from 'react';
import { LOCK_KEY as KEY, readLocked as read } from './lockState.ts';

/** The lock screen state (spec 2 §3 "lock state"): kept across reloads, cleared by unlock and sign-out. */
const listeners = new Set<() => void>();

function write(locked: boolean) {
  try {
    if (locked) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the lock lasts for this page only.
  }
  state = locked;
  for (const listener of listeners) listener();
}

let state = typeof window === 'undefined' ? false : read();

export const lockScreen = () => write(true);
export const unlockScreen = () => write(false);
export const isLocked = () => state;

export function useLocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
