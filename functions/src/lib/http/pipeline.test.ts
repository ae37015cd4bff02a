import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The logger reads its level once, and every invocation resets it to that level (Powertools'
// sampling refresh), so it must be INFO from the start for these tests to see its lines.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

import { z } from 'zod';
import { logger } from '../logger.ts';
import { route } from './route.ts';
import { createHttpHandler } from './router.ts';

/** A service module's log line: it knows nothing of the request, yet must carry its keys. */
function serviceWork(what: string) {
  logger.info('service at work', { what });
  return what;
}

const routes = [
  route({
    method: 'GET',
    path: '/api/test/work',
    auth: 'user',
    summary: 'logs from a service',
    handler: async () => serviceWork('user'),
  }),
  route({
    method: 'GET',
    path: '/api/test/public',
    auth: 'public',
    summary: 'logs from a service, signed out',
    handler: async () => serviceWork('public'),
  }),
  route({
    method: 'GET',
    path: '/api/test/item/{id}',
    auth: 'public',
    summary: 'validated path parameter',
    params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'upload.failed' }) }),
    handler: async ({ params }) => params.id.toUpperCase(),
  }),
  route({
    method: 'POST',
    path: '/api/test/form',
    auth: 'public',
    summary: 'json or form',
    bodyFormat: 'json-or-form',
    body: z.object({ a: z.string(), b: z.coerce.number() }),
    handler: async ({ body }) => body,
  }),
  route({
    method: 'GET',
    path: '/api/test/crash',
    auth: 'user',
    summary: 'crash',
    handler: async () => {
      throw new Error('boom');
    },
  }),
];
const handler = createHttpHandler(routes);

const caller = {
  userId: 'u-42',
  tenantId: 't-7',
  sessionId: 's',
  account: 'a',
  roles: 'user',
  isAdmin: 'false',
};

function event(
  method: string,
  resource: string,
  init: Partial<APIGatewayProxyEvent> & { authorizer?: Record<string, string> } = {},
): APIGatewayProxyEvent {
  const { authorizer, ...rest } = init;
  return {
    httpMethod: method,
    resource,
    path: resource,
    headers: { 'accept-language': 'en' },
    body: null,
    isBase64Encoded: false,
    queryStringParameters: null,
    pathParameters: null,
    requestContext: { requestId: `req-${resource}`, identity: { sourceIp: '127.0.0.1' }, authorizer },
    ...rest,
  } as unknown as APIGatewayProxyEvent;
}

let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  lines = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the request pipeline', () => {
  it('puts requestId, userId, tenantId and route on every log line, services included', async () => {
    const res = await handler(event('GET', '/api/test/work', { authorizer: caller }));
    expect(res.statusCode).toBe(200);
    const service = lines.find((l) => l.message === 'service at work');
    const access = lines.find((l) => l.message === 'request');
    for (const line of [service, access]) {
      expect(line).toMatchObject({
        requestId: 'req-/api/test/work',
        userId: 'u-42',
        tenantId: 't-7',
        route: 'GET /api/test/work',
      });
    }
    expect(access).toMatchObject({ status: 200 });
  });

  it("clears one request's keys before the next", async () => {
    await handler(event('GET', '/api/test/work', { authorizer: caller }));
    lines = [];
    await handler(event('GET', '/api/test/public'));
    const service = lines.find((l) => l.message === 'service at work');
    expect(service).toMatchObject({ requestId: 'req-/api/test/public', route: 'GET /api/test/public' });
    expect(service).not.toHaveProperty('userId');
    expect(service).not.toHaveProperty('tenantId');
  });

  it('logs an unexpected error with the route and the caller, and hides it from the client', async () => {
    const res = await handler(event('GET', '/api/test/crash', { authorizer: caller }));
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body).msg).not.toMatch(/boom/);
    const error = lines.find((l) => l.message === 'unhandled error');
    expect(error).toMatchObject({ route: 'GET /api/test/crash', userId: 'u-42', tenantId: 't-7' });
    expect(JSON.stringify(error)).toMatch(/boom/);
  });

  it('validates path parameters with the route schema (400 naming the field)', async () => {
    const md5 = 'a'.repeat(32);
    const ok = await handler(event('GET', '/api/test/item/{id}', { pathParameters: { id: md5 } }));
    expect(JSON.parse(ok.body).data).toBe(md5.toUpperCase());
    for (const id of ['-1', '\u0000', '😀', 'a'.repeat(65)]) {
      const bad = await handler(event('GET', '/api/test/item/{id}', { pathParameters: { id } }));
      expect(bad.statusCode).toBe(400);
      expect(JSON.parse(bad.body)).toMatchObject({
        code: 400,
        success: false,
        msg: 'id: File upload failed',
      });
    }
  });

  it('reads json-or-form bodies as before: query merged, forms, JSON, and 415 for other types', async () => {
    const post = (body: string, type: string) =>
      handler(
        event('POST', '/api/test/form', {
          body,
          headers: { 'accept-language': 'en', 'content-type': type },
          queryStringParameters: { a: 'from-query', b: '1' },
        }),
      );
    expect(JSON.parse((await post('b=2', 'application/x-www-form-urlencoded')).body).data).toEqual({
      a: 'from-query',
      b: 2,
    });
    expect(JSON.parse((await post('{"a":"json"}', 'application/json')).body).data).toEqual({
      a: 'json',
      b: 1,
    });
    const wrongType = await post('a=1', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    const tooLarge = await post(JSON.stringify({ a: 'x'.repeat(1024 * 1024) }), 'application/json');
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.parse(tooLarge.body).msg).toBe('The request body is larger than 1 MB.');
  });

  it('answers a truncated multipart body with 400 through the whole chain', async () => {
    const multipart = createHttpHandler([
      route({
        method: 'POST',
        path: '/api/test/upload',
        auth: 'public',
        summary: 'upload',
        bodyFormat: 'multipart',
        handler: async ({ body }) => body,
      }),
    ]);
    const body = Buffer.from(
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      'latin1',
    );
    const res = await multipart(
      event('POST', '/api/test/upload', {
        body: body.toString('base64'),
        isBase64Encoded: true,
        headers: { 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=B' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).msg).toBe('The upload could not be read; send multipart/form-data.');
  });

  it('refuses a body nested past 64 levels, and broken text the schema let through, with a 400', async () => {
    const post = (body: string, lang = 'en') =>
      handler(
        event('POST', '/api/test/form', {
          body,
          headers: { 'accept-language': lang, 'content-type': 'application/json' },
        }),
      );
    // 20,000 nested arrays: JSON.parse reads them, the recursive code after it would overflow.
    const deep = await post(`{"a":"x","b":1,"c":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(JSON.parse(deep.body).msg).toBe('The request body is nested more than 64 levels deep.');
    const nul = await post('{"a":"x\\u0000y","b":1}', 'zh');
    expect(nul.statusCode).toBe(400);
    expect(JSON.parse(nul.body).msg).toBe('a：含有控制字符或无效的 Unicode 字符');
    const surrogate = await post('{"a":"x\\ud800","b":1}');
    expect(JSON.parse(surrogate.body).msg).toBe('a: holds control characters or broken unicode');
    expect((await post('{"a":"😀 ب","b":1}')).statusCode).toBe(200);
  });

  it('reads JSON after a byte-order mark, and refuses bytes that are not UTF-8', async () => {
    const post = (bytes: Buffer) =>
      handler(
        event('POST', '/api/test/form', {
          body: bytes.toString('base64'),
          isBase64Encoded: true,
          headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        }),
      );
    const bom = await post(Buffer.from('\uFEFF{"a":"x","b":1}'));
    expect(JSON.parse(bom.body).data).toEqual({ a: 'x', b: 1 });
    const latin1 = await post(
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","b":1}')]),
    );
    expect(latin1.statusCode).toBe(400);
    expect(JSON.parse(latin1.body).msg).toBe('The request body is not valid UTF-8 text.');
  });
});
