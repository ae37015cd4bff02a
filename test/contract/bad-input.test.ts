import { describe, expect, it } from 'vitest';
import { baseUrl, call } from '../support/client.ts';

describe('bad input gets a 4xx envelope', () => {
  it('malformed JSON', async () => {
    const res = await call('/api/cloud/user/verifyAccount', {
      raw: '{"tenantId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      success: false,
      msg: 'The request body is not valid JSON.',
      data: null,
    });
  });

  it('wrong content type', async () => {
    const res = await call('/api/cloud/user/verifyAccount', {
      raw: 'account=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body.msg).toMatch(/Unsupported content type/);
  });

  it('a JSON body over 1 MB', async () => {
    const res = await call('/api/cloud/user/verifyAccount', {
      body: { tenantId: '000000', account: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('The request body is larger than 1 MB.');
  });

  it('fields of the wrong type and missing fields name the field', async () => {
    const wrongType = await call('/api/cloud/user/verifyPhone', {
      body: { tenantId: '000000', phone: 13800000000 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toMatch(/^phone: /);
    const missing = await call('/api/cloud/user/register', { body: { tenantId: '000000' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^account: /);
  });

  it('unknown routes answer a 404 envelope, a method the route does not serve a 405', async () => {
    const res = await call('/api/blade-auth/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, success: false, data: null });
    const wrongMethod = await call('/api/blade-auth/oauth/captcha', { method: 'PUT' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toMatchObject({ code: 405, success: false, data: null });
  });

  it('user routes without a token answer 401, in the asked language', async () => {
    const res = await call('/api/blade-user/info', { lang: 'zh' });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('登录信息无效，请重新登录。');
  });

  it('serves the SPA for non-API paths', async () => {
    const res = await fetch(`${baseUrl()}/some/deep/link`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});
