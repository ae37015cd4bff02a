import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { pickLanguage, translate } from '@loopline/shared';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** The readiness probe: 200 once the cloud serves clients, 503 while it starts. */
export const READY_PATH = '/_local/ready';
/** Seconds a client is told to wait before trying again while the cloud starts. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The server's only request listener, from the moment the port listens. Until `open` is called
 * every request is answered at once with a 503 envelope and Retry-After (the message in the
 * caller's language), socket upgrades are refused the same way, and the readiness probe says
 * "starting". The AWS management paths the functions call on this same server (`/_aws/*`, Step
 * Functions and socket pushes) are served as soon as `serveInternal` gives them a handler, because
 * the seed runs workflows before the cloud is open to clients. `open` swaps in the app.
 */
export function createStartupGate() {
  let app: RequestHandler | null = null;
  let appUpgrade: UpgradeHandler | null = null;
  let internal: RequestHandler | null = null;

  function starting(req: IncomingMessage, res: ServerResponse) {
    const lang = pickLanguage(req.headers['accept-language']);
    const msg = translate('server.starting', lang);
    // Drain the body so the client is not left writing into a closed request.
    req.resume();
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify({ code: 503, success: false, msg, data: null }));
  }

  return {
    request(req: IncomingMessage, res: ServerResponse) {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === READY_PATH) {
        const ready = app !== null;
        res.writeHead(ready ? 200 : 503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...(ready ? {} : { 'retry-after': String(RETRY_AFTER_SECONDS) }),
        });
        res.end(
          JSON.stringify({
            code: ready ? 200 : 503,
            success: ready,
            msg: ready ? 'ready' : 'starting',
            data: { ready },
          }),
        );
        return;
      }
      if (app) return void app(req, res);
      if (internal && path.startsWith('/_aws/')) return void internal(req, res);
      starting(req, res);
    },
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      if (appUpgrade) return appUpgrade(req, socket, head);
      const lang = pickLanguage(req.headers['accept-language']);
      const body = JSON.stringify({ code: 503, success: false, msg: translate('server.starting', lang) });
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_SECONDS}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    /** The AWS management endpoints, needed by the seed before clients are let in. */
    serveInternal(handler: RequestHandler) {
      internal = handler;
    },
    /** Lets clients in: from now on every request and upgrade goes to the app. */
    open(handler: RequestHandler, upgrade: UpgradeHandler) {
      app = handler;
      appUpgrade = upgrade;
    },
    get ready() {
      return app !== null;
    },
  };
}
