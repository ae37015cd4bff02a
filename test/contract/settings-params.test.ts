import type { SystemParam } from '@loopline/shared/contracts/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  latestCode,
  registerUser,
  STRONG_PASSWORD,
  type Tokens,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';
import { adminTokens, newUser } from '../support/notices.ts';

interface ParamPage {
  records: SystemParam[];
  total: number;
  current: number;
  size: number;
}

const routes = [
  { path: '/api/blade-system/param/list', method: 'GET' as const },
  { path: '/api/blade-system/param/detail?id=abc', method: 'GET' as const },
  { path: '/api/blade-system/param/submit', method: 'POST' as const, body: {} },
  { path: '/api/blade-system/param/remove', method: 'POST' as const, body: { ids: 'abc' } },
];

describe('system parameters (blade-system/param)', () => {
  let admin: Tokens;
  let user: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  const list = async (q = '') =>
    (
      await call<ParamPage>(`/api/blade-system/param/list?current=1&size=100${q}`, {
        token: admin.access_token,
      })
    ).body.data;

  it('answers 401 signed out and 403 to users on every route', async () => {
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
      expect(
        (await call(r.path, { method: r.method, body: r.body, token: user.access_token })).status,
        r.path,
      ).toBe(403);
    }
  });

  it('requires every field and writes nothing on bad input', async () => {
    const before = (await list()).total;
    const full = { paramName: 'Name', paramKey: 'test.bad', paramValue: 'v', remark: 'r' };
    for (const field of ['paramName', 'paramKey', 'paramValue', 'remark'] as const) {
      const res = await call('/api/blade-system/param/submit', {
        token: admin.access_token,
        body: { ...full, [field]: '  ' },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.msg).toMatch(/Please enter/);
    }
    const spaced = await call('/api/blade-system/param/submit', {
      token: admin.access_token,
      body: { ...full, paramKey: 'has space' },
    });
    expect(spaced.status).toBe(400);
    expect((await call('/api/blade-system/param/list?size=7', { token: admin.access_token })).status).toBe(
      200,
    );
    expect((await call('/api/blade-system/param/list?size=abc', { token: admin.access_token })).status).toBe(
      400,
    );
    expect((await list()).total).toBe(before);
  });

  it('adds, finds, changes, refuses a duplicate key and removes all or none', async () => {
    const body = { paramName: 'Greeting', paramKey: 'test.greeting', paramValue: 'hello', remark: 'a test' };
    const added = await call<SystemParam>('/api/blade-system/param/submit', {
      token: admin.access_token,
      body,
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('Saved');
    const dup = await call('/api/blade-system/param/submit', { token: admin.access_token, body });
    expect(dup.status).toBe(409);
    const id = added.body.data.id;
    expect((await list('&paramKey=greet')).records.map((p) => p.paramKey)).toEqual(['test.greeting']);
    const changed = await call<SystemParam>('/api/blade-system/param/submit', {
      token: admin.access_token,
      body: { ...body, id, paramKey: 'test.greeting2', paramValue: 'hi' },
    });
    expect(changed.status).toBe(200);
    const detail = await call<SystemParam>(`/api/blade-system/param/detail?id=${id}`, {
      token: admin.access_token,
    });
    expect(detail.body.data).toMatchObject({ id, paramKey: 'test.greeting2', paramValue: 'hi' });
    const none = await call('/api/blade-system/param/remove', {
      token: admin.access_token,
      body: { ids: `${id},missing` },
    });
    expect(none.status).toBe(404);
    expect((await list('&paramKey=greeting2')).total).toBe(1);
    const removed = await call('/api/blade-system/param/remove', {
      token: admin.access_token,
      body: { ids: id },
    });
    expect(removed.status).toBe(200);
    expect((await list('&paramKey=greeting2')).total).toBe(0);
  });

  it('refuses self sign-up while account.registerUser is off, and allows it again when on', async () => {
    const saved = await call<SystemParam>('/api/blade-system/param/submit', {
      token: admin.access_token,
      body: {
        paramName: 'Self sign-up',
        paramKey: 'account.registerUser',
        paramValue: 'false',
        remark: 'closed',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const phone = uniquePhone();
      const sms = await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: '000000', phone } });
      expect(sms.status).toBe(403);
      expect(sms.body.msg).toBe('Self sign-up is switched off; please contact the administrator');
      const zh = await call('/api/cloud/user/register', {
        lang: 'zh',
        body: {
          tenantId: '000000',
          account: uniqueAccount(),
          phone,
          code: '1234',
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        },
      });
      expect(zh.status).toBe(403);
      expect(zh.body.msg).toBe('系统已关闭自助注册，请联系管理员');
      await expect(latestCode(phone)).rejects.toThrow();
    } finally {
      await call('/api/blade-system/param/submit', {
        token: admin.access_token,
        body: {
          id: saved.body.data.id,
          paramName: 'Self sign-up',
          paramKey: 'account.registerUser',
          paramValue: 'true',
          remark: 'open',
        },
      });
    }
    await expect(registerUser()).resolves.toMatchObject({ password: STRONG_PASSWORD });
  });
});
