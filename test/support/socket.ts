import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { WebSocket } from 'ws';
import { baseUrl } from './client.ts';
import { testDb } from './db.ts';

/**
 * How many sockets of `userId` the server has registered (the connections table, by user): a page's
 * socket counts once the server stored it, which is when pushes to that user can reach it.
 */
export async function registeredSockets(userId: string): Promise<number> {
  const { client, connectionsTable } = testDb();
  const out = await client.send(
    new QueryCommand({
      TableName: connectionsTable,
      IndexName: 'byUser',
      KeyConditionExpression: 'userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
}

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
