import { useEffect } from 'react';
import { tokens } from '../api/client.ts';
import { forceLogout } from '../app/sessionActions.ts';
import { notify } from '../components/notifications/store.ts';
import { translate } from '../i18n/index.ts';
import { type IncomingMessage, SocketClient, type SocketListener } from './client.ts';

/** `ws:` or `wss:` like the page, same host, path /ws (browsers cannot set headers: the token is in the query). */
export function socketUrl(
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}

export const socket = new SocketClient({
  token: () => tokens.access(),
  url: (token) => socketUrl(token),
  create: (url) => new WebSocket(url),
  onLogout: forceLogout,
  onBadMessage: () => notify.error(translate('socket.badMessage')),
});

/** Keeps the socket open while a user is signed in (the shell mounts it). */
export function useSocketConnection(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    socket.connect();
    return () => socket.close();
  }, [userId]);
}

/** Listens to one message type while the component is mounted. */
export function useSocketMessage(type: IncomingMessage['type'], listener: SocketListener) {
  useEffect(() => socket.on(type, listener), [type, listener]);
}
