import { useSyncExternalStore } from 'react';
import { isPhone, PHONE_MAX_WIDTH } from './phonePay.ts';

const query = `(max-width: ${PHONE_MAX_WIDTH}px)`;

function subscribe(changed: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}

/** Whether the member centre runs in a phone's browser (phonePay.ts isPhone), following rotation. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => isPhone(window.innerWidth, navigator.userAgent));
}
