import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../errors.ts';
import { Reply, route } from './route.ts';
import { createHttpHandler } from './router.ts';

const routes = [
  route({
    method: 'POST',
    path: '/api/test/echo',
    auth: 'public',
    summary: 'echo',
    body: z.object({ name: z.string().min(2, { error: 'validation.username.required' }) }),
    handler: async ({ body }) => ({ hello: body.name }),
  }),
  route({
    method: 'GET',
    path: '/api/test/me',
    auth: 'user',
    summary: 'me',
    handler: async ({ caller }) => caller.userId,
  }),
  route({
    method: 'GET',
    path: '/api/test/admin',
    auth: 'admin',
    summary: 'admin',
    handler: async () => 'ok',
  }),
  route({
    method: 'POST',
    path: '/api/test/conflict',
    auth: 'public',
    summary: 'conflict',
    handler: async () => {
      throw new ConflictError('account.exists');
    },
  }),
  route({
    method: 'GET',
    path: '/api/test/reply',
    auth: 'public',
    summary: 'reply',
    handler: async () => new Reply(1, 'code.sent'),
  }),
  route({
    method: 'GET',
    path: '/api/test/crash',
    auth: 'public',
    summary: 'crash',
    handler: async () => {
      throw new Error('database exploded with secret details');
    },
  }),
];
const handler = createHttpHandler(routes);

function event(
  method: string,
  resource: string,
  init: Partial<APIGatewayProxyEvent> = {},
): APIGatewayProxyEvent {
  return {
    httpMethod: method,
    resource,
    path: resource,
    headers: { 'accept-language': 'en', 'content-type': 'application/json' },
    body: null,
    isBase64Encoded: false,
    queryStringParameters: null,
    pathParameters: null,
    requestContext: { requestId: 'r1', identity: { sourceIp: '127.0.0.1' } },
    ...init,
  } as unknown as APIGatewayProxyEvent;
}

const parse = (body: string) =>
  JSON.parse(body) as { code: number; success: boolean; msg: string; data: unknown };

describe('router', () => {
  it('validates, runs the handler and wraps the answer in the envelope', async () => {
    const res = await handler(event('POST', '/api/test/echo', { body: '{"name":"Ada"}' }));
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toEqual({ code: 200, success: true, msg: 'success', data: { hello: 'Ada' } });
  });

  it('names the field and translates the rule message', async () => {
    const res = await handler(event('POST', '/api/test/echo', { body: '{"name":"A"}' }));
    expect(res.statusCode).toBe(400);
    expect(parse(res.body).msg).toBe('name: Please enter the user name.');
    const wrongType = await handler(event('POST', '/api/test/echo', { body: '{"name":5}' }));
    expect(parse(wrongType.body).msg).toBe('name: must be a string');
  });

  it('refuses user routes without an authorizer context and admin routes for non-admins', async () => {
    expect((await handler(event('GET', '/api/test/me'))).statusCode).toBe(401);
    const context = {
      userId: 'u1',
      tenantId: '000000',
      sessionId: 's',
      account: 'a',
      roles: 'user',
      isAdmin: 'false',
    };
    const me = await handler(
      event('GET', '/api/test/me', { requestContext: { requestId: 'r', authorizer: context } as never }),
    );
    expect(parse(me.body).data).toBe('u1');
    const admin = await handler(
      event('GET', '/api/test/admin', { requestContext: { requestId: 'r', authorizer: context } as never }),
    );
    expect(admin.statusCode).toBe(403);
  });

  it('maps typed errors to their status and hides unexpected ones', async () => {
    const conflict = await handler(event('POST', '/api/test/conflict'));
    expect(conflict.statusCode).toBe(409);
    expect(parse(conflict.body).msg).toBe('This account is already taken.');
    const crash = await handler(event('GET', '/api/test/crash'));
    expect(crash.statusCode).toBe(500);
    expect(parse(crash.body).msg).not.toMatch(/secret/);
  });

  it('answers a translated message key from Reply', async () => {
    const res = await handler(event('GET', '/api/test/reply'));
    expect(parse(res.body)).toMatchObject({ data: 1, msg: 'The verification code has been sent.' });
  });

  it('answers 404 for a route it does not own', async () => {
    const res = await handler(event('GET', '/api/test/none'));
    expect(res.statusCode).toBe(404);
  });

  it('answers 405 with Allow, in the envelope, for a method a known resource does not serve', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'HEAD', 'GET']) {
      const res = await handler(event(method, '/api/test/echo'));
      expect(res.statusCode, method).toBe(405);
      expect(res.headers?.allow).toBe('POST, OPTIONS');
      expect(parse(res.body)).toEqual({
        code: 405,
        success: false,
        msg: `${method} is not served by /api/test/echo; it takes POST, OPTIONS.`,
        data: null,
      });
    }
    const zh = await handler(event('POST', '/api/test/me', { headers: { 'accept-language': 'zh' } }));
    expect(zh.statusCode).toBe(405);
    expect(parse(zh.body).msg).toBe('接口 /api/test/me 不支持 POST 请求，仅支持：GET, OPTIONS');
  });

  it('answers 405 before the auth level: a wrong method runs no caller check', async () => {
    const res = await handler(event('DELETE', '/api/test/admin'));
    expect(res.statusCode).toBe(405);
    expect(res.headers?.allow).toBe('GET, OPTIONS');
  });

  it('answers OPTIONS on a known resource with 204 and Allow, and 404 on an unknown one', async () => {
    const res = await handler(event('OPTIONS', '/api/test/me'));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers?.allow).toBe('GET, OPTIONS');
    expect((await handler(event('OPTIONS', '/api/test/none'))).statusCode).toBe(404);
  });
});
