import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';

type SocketHandler = (event: unknown) => Promise<APIGatewayProxyResult>;

interface Live {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

/**
 * API Gateway WebSocket in front of the socket Lambda: $connect decides whether the upgrade
 * happens, messages route by `action` (else $default), and the `@connections` management API
 * lets the real SDK client push to a connection (410 GoneException when it is gone).
 */
export function createSocketAdapter(handler: SocketHandler, routes: string[], domainName: string) {
  const server = new WebSocketServer({ noServer: true });
  const live = new Map<string, Live>();

  const context = (routeKey: string, eventType: string, connectionId: string) => ({
    routeKey,
    eventType,
    connectionId,
    domainName,
    stage: 'local',
    apiId: 'local',
    requestId: randomUUID(),
    connectedAt: live.get(connectionId)?.connectedAt ?? Date.now(),
    requestTimeEpoch: Date.now(),
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    const connectionId = `${randomBytes(9).toString('base64url')}=`;
    // A client that resets the connection mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    let result: APIGatewayProxyResult;
    try {
      result = await handler({
        requestContext: context('$connect', 'CONNECT', connectionId),
        headers,
        queryStringParameters: Object.fromEntries(url.searchParams),
        isBase64Encoded: false,
      });
    } catch {
      result = { statusCode: 500, body: '' };
    }
    if (result.statusCode !== 200) {
      socket.write(
        `HTTP/1.1 ${result.statusCode} ${result.statusCode === 401 ? 'Unauthorized' : 'Error'}\r\nConnection: close\r\n\r\n`,
      );
      socket.destroy();
      return;
    }
    server.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', (error) => console.error('local cloud: socket error', error.message));
      const now = Date.now();
      live.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        userAgent: String(req.headers['user-agent'] ?? ''),
      });
      ws.on('message', async (data) => {
        const entry = live.get(connectionId);
        if (entry) entry.lastActiveAt = Date.now();
        const body = data.toString();
        let action = '';
        try {
          action = String((JSON.parse(body) as { action?: unknown }).action ?? '');
        } catch {
          action = '';
        }
        const routeKey = routes.includes(action) ? action : '$default';
        await handler({
          requestContext: context(routeKey, 'MESSAGE', connectionId),
          body,
          isBase64Encoded: false,
        }).catch(() => undefined);
      });
      ws.on('close', async () => {
        await handler({
          requestContext: context('$disconnect', 'DISCONNECT', connectionId),
          isBase64Encoded: false,
        }).catch(() => undefined);
        live.delete(connectionId);
      });
    });
  }

  /** POST/GET/DELETE {endpoint}/@connections/{id}. */
  function manage(req: IncomingMessage, res: ServerResponse, body: Buffer, connectionId: string) {
    const entry = live.get(connectionId);
    if (!entry || entry.socket.readyState !== WebSocket.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      res.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    switch (req.method) {
      case 'POST':
        entry.socket.send(body.toString('utf8'));
        res.writeHead(200).end();
        return;
      case 'DELETE':
        entry.socket.close(1000);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ConnectedAt: new Date(entry.connectedAt).toISOString(),
            LastActiveAt: new Date(entry.lastActiveAt).toISOString(),
            Identity: { SourceIp: entry.sourceIp, UserAgent: entry.userAgent },
          }),
        );
    }
  }

  function close() {
    for (const { socket } of live.values()) socket.terminate();
    live.clear();
    server.close();
  }

  return { upgrade, manage, close, count: () => live.size };
}
