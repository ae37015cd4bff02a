import { route } from '@loopline/functions/lib/http/route';
import { createHttpHandler } from '@loopline/functions/lib/http/router';
import { logger } from '@loopline/functions/lib/logger';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enableConcurrentInvocations, invokeInIsolation, lambdaContext } from './invoke.ts';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

let release: () => void = () => undefined;
const gate = new Promise<void>((open) => {
  release = open;
});

/** A slow request that logs after a fast one has come and gone. */
const handler = createHttpHandler([
  route({
    method: 'GET',
    path: '/api/test/slow',
    auth: 'user',
    summary: 'waits for the gate, then logs',
    handler: async () => {
      await gate;
      logger.info('slow service done');
      return 'slow';
    },
  }),
  route({
    method: 'GET',
    path: '/api/test/fast',
    auth: 'public',
    summary: 'answers at once',
    handler: async () => 'fast',
  }),
]);

function event(resource: string, requestId: string, userId?: string): APIGatewayProxyEvent {
  return {
    httpMethod: 'GET',
    resource,
    path: resource,
    headers: {},
    body: null,
    isBase64Encoded: false,
    queryStringParameters: null,
    pathParameters: null,
    requestContext: {
      requestId,
      authorizer: userId ? { userId, tenantId: 't1', roles: 'user', isAdmin: 'false' } : null,
    },
  } as unknown as APIGatewayProxyEvent;
}

beforeAll(enableConcurrentInvocations);
afterAll(() => {
  delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
});

describe('concurrent invocations in the local cloud', () => {
  it("keep each request's log keys: a request that ends does not clear another's", async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      return true;
    });
    try {
      const invoke = (resource: string, id: string, userId?: string) =>
        invokeInIsolation(id, () => handler(event(resource, id, userId), lambdaContext('loopline-test', id)));
      const slow = invoke('/api/test/slow', 'slow-1', 'u-slow');
      const fast = await invoke('/api/test/fast', 'fast-1');
      expect(fast.statusCode).toBe(200);
      release();
      expect((await slow).statusCode).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
    const done = lines.find((l) => l.message === 'slow service done');
    expect(done).toMatchObject({
      requestId: 'slow-1',
      userId: 'u-slow',
      route: 'GET /api/test/slow',
      function_name: 'loopline-test',
    });
    const fastLine = lines.find((l) => l.message === 'request' && l.requestId === 'fast-1');
    expect(fastLine).not.toHaveProperty('userId');
  });
});
