import { SOCKET_TYPES } from '@loopline/shared';
import { useSyncExternalStore } from 'react';
import { noticeCount } from '../../api/notice.ts';
import { socket } from '../../socket/index.ts';

/**
 * The unread count shown on the bell: fetched from /api/cloud/notice/count when the bell appears
 * and again on every socket message other than LOGOUT (spec 2 §4), so it rises live.
 */
let unread = 0;
const listeners = new Set<() => void>();
let pending: Promise<void> | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export function getUnread(): number {
  return unread;
}

export function setUnread(count: number) {
  unread = Math.max(0, count);
  emit();
}

/** Fetches the count (concurrent calls share one request); a failure shows the server message. */
export function refreshUnread(): Promise<void> {
  pending ??= noticeCount()
    .then((count) => setUnread(count))
    .catch(() => {})
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function useUnreadCount(): number {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getUnread);
}

/** Refreshes the count on every non-logout socket message while subscribed. */
export function watchUnread(): () => void {
  const offs = SOCKET_TYPES.filter((type) => type !== 'LOGOUT').map((type) =>
    socket.on(type, () => void refreshUnread()),
  );
  return () => {
    for (const off of offs) off();
  };
}
