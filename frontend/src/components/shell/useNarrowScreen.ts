import { useSyncExternalStore } from 'react';

/** Below this width the top bar shows icons only (a phone held upright is 360–430 px wide). */
const NARROW = '(max-width: 640px)';

function subscribe(listener: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the window is narrow enough that the top bar must collapse its labels. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
