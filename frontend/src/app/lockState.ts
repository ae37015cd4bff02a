/**
 * Where the lock screen state is kept (spec 2 §3), readable without React: lock.ts keeps it, and the
 * script inlined in index.html (boot/inline.ts) reads it before anything has loaded.
 */
export const LOCK_KEY = 'loopline.locked';

export function readLocked(): boolean {
  try {
    return window.localStorage.getItem(LOCK_KEY) === '1';
  } catch {
    return false;
  }
}
