import { IdSchema } from '@loopline/shared/contracts/ids';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';
import { createHttpHandler } from './router.ts';

/** Path parameters validated by a route's `params` schema, like its body and query (issue 14 item 3). */
const handler = createHttpHandler([
  route({
    method: 'GET',
    path: '/api/test/thing/{id}',
    auth: 'public',
    summary: 'one thing',
    params: z.object({ id: IdSchema }),
    handler: async ({ params }) => ({ id: params.id }),
  }),
  route({
    method: 'GET',
    path: '/api/test/raw/{id}',
    auth: 'public',
    summary: 'no params schema',
    handler: async ({ params }) => ({ id: params.id }),
  }),
]);

function get(resource: string, id: string): APIGatewayProxyEvent {
  return {
    httpMethod: 'GET',
    resource,
    path: resource.replace('{id}', id),
    headers: { 'accept-language': 'en' },
    body: null,
    isBase64Encoded: false,
    queryStringParameters: null,
    pathParameters: { id },
    requestContext: { requestId: 'r1', identity: { sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEvent;
}

describe('route params', () => {
  it('pass a valid id through, trimmed', async () => {
    const res = await handler(get('/api/test/thing/{id}', ' abc-1_2 '));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ id: 'abc-1_2' });
  });

  it('answer 400 naming the parameter for an id that is too long or foreign', async () => {
    for (const id of ['9'.repeat(8000), 'a/b', '']) {
      const res = await handler(get('/api/test/thing/{id}', id));
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, success: false, data: null });
      expect(JSON.parse(res.body).msg).toMatch(/^id: /);
    }
  });

  it('leave routes without a params schema as they were', async () => {
    const res = await handler(get('/api/test/raw/{id}', 'a b'));
    expect(JSON.parse(res.body).data).toEqual({ id: 'a b' });
  });
});
