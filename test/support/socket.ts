import { WebSocket } from 'ws';
import { baseUrl } from './client.ts';

export interface OpenSocket {
  socket: WebSocket;
  messages: { type: string; content: string }[];
  next(type: string, timeoutMs?: number): Promise<{ type: string; content: string }>;
  close(): void;
}

/** Opens the product socket with an access token; rejects when the server refuses the upgrade. */
export function openSocket(token: string): Promise<OpenSocket> {
  const url = `${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: { type: string; content: string }[] = [];
    const waiters: { type: string; resolve: (m: { type: string; content: string }) => void }[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; content: string };
      messages.push(message);
      for (const w of waiters.filter((w) => w.type === message.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    });
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        close: () => socket.close(),
        next: (type, timeoutMs = 5000) => {
          const seen = messages.find((m) => m.type === type);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no ${type} message within ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              type,
              resolve: (m) => {
                clearTimeout(timer);
                res(m);
              },
            });
          });
        },
      }),
    );
  });
}
