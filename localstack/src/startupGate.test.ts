import { createServer, request, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createStartupGate, READY_PATH } from './startupGate.ts';

let server: Server | undefined;

async function listen(gate: ReturnType<typeof createStartupGate>) {
  server = createServer();
  server.on('request', gate.request);
  server.on('upgrade', gate.upgrade);
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  server = undefined;
});

/** A socket upgrade's raw answer (fetch cannot send one). */
function upgradeAnswer(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/ws`, { headers: { connection: 'Upgrade', upgrade: 'websocket' } });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', () => resolve(101));
    req.on('error', reject);
    req.end();
  });
}

describe('the start-up gate', () => {
  it('answers 503 with Retry-After and a translated envelope until the app is open', async () => {
    const gate = createStartupGate();
    const base = await listen(gate);
    const res = await fetch(`${base}/api/blade-auth/oauth/captcha`, {
      method: 'POST',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({
      code: 503,
      success: false,
      msg: 'Loopline is starting. Try again in a few seconds.',
      data: null,
    });
    const zh = await fetch(`${base}/`, { headers: { 'accept-language': 'zh-CN' } });
    expect(((await zh.json()) as { msg: string }).msg).toMatch(/正在启动/);
    const probe = await fetch(`${base}${READY_PATH}`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ data: { ready: false } });
    expect(await upgradeAnswer(base)).toBe(503);
  });

  it('serves the AWS management paths before it opens, and everything after', async () => {
    const gate = createStartupGate();
    const base = await listen(gate);
    const seen: string[] = [];
    const app = (req: { url?: string }, res: { end(body: string): void }) => {
      seen.push(req.url ?? '');
      res.end('app');
    };
    gate.serveInternal(app as never);
    expect((await fetch(`${base}/_aws/sfn`, { method: 'POST', body: '{}' })).status).toBe(200);
    expect((await fetch(`${base}/api/x`)).status).toBe(503);
    expect(gate.ready).toBe(false);

    gate.open(app as never, (_req, socket) => socket.end('HTTP/1.1 418 Teapot\r\nContent-Length: 0\r\n\r\n'));
    expect(gate.ready).toBe(true);
    const res = await fetch(`${base}/api/x`);
    expect([res.status, await res.text()]).toEqual([200, 'app']);
    expect((await fetch(`${base}${READY_PATH}`)).status).toBe(200);
    expect(await upgradeAnswer(base)).toBe(418);
    expect(seen).toEqual(['/_aws/sfn', '/api/x']);
  });
});
