import type { DictItem, DictOption } from '@loopline/shared/contracts/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminTokens, newUser } from '../support/notices.ts';

interface DictPage {
  records: DictItem[];
  total: number;
}

const bases = ['/api/blade-system/dict', '/api/blade-system/dict-biz'];

describe('dictionaries (blade-system/dict, dict-biz)', () => {
  let admin: Tokens;
  let user: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  const submit = (base: string, body: Record<string, unknown>) =>
    call<DictItem>(`${base}/submit`, { token: admin.access_token, body });
  const list = async (base: string, q = '') =>
    (await call<DictPage>(`${base}/list?current=1&size=100${q}`, { token: admin.access_token })).body.data;

  it('answers 401 signed out and 403 to users on every admin route; dictionary needs a sign-in', async () => {
    for (const base of bases) {
      const routes = [
        { path: `${base}/list`, method: 'GET' as const },
        { path: `${base}/detail?id=abc`, method: 'GET' as const },
        { path: `${base}/submit`, method: 'POST' as const, body: {} },
        { path: `${base}/remove`, method: 'POST' as const, body: { ids: 'abc' } },
      ];
      for (const r of routes) {
        expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
        const asUser = await call(r.path, { method: r.method, body: r.body, token: user.access_token });
        expect(asUser.status, r.path).toBe(403);
      }
    }
    expect((await call('/api/blade-system/dict-biz/dictionary?code=platform_version')).status).toBe(401);
  });

  it('checks the spec 3 §5 fields with their messages and writes nothing on bad input', async () => {
    const base = bases[0]!;
    const before = (await list(base)).total;
    const good = { code: 'test_bad', dictValue: 'Bad', sort: 1, isSealed: 0 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, code: '' }, 'Please enter the dictionary code'],
      [{ ...good, dictValue: ' ' }, 'Please enter the dictionary name'],
      [{ ...good, sort: '' }, 'Please enter the dictionary sort (a whole number from 0)'],
      [{ ...good, isSealed: '' }, 'Please choose sealed'],
      [{ ...good, isSealed: 3 }, 'Please choose sealed'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(base, body);
      expect(res.status, message).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const zh = await call(`${base}/submit`, {
      token: admin.access_token,
      lang: 'zh',
      body: { ...good, code: '' },
    });
    expect(zh.body.msg).toContain('请输入字典编号');
    expect((await list(base)).total).toBe(before);
  });

  it('keeps parents and children, serves dict-biz/dictionary by code and removes a parent with its children', async () => {
    const base = bases[1]!;
    const parent = await submit(base, {
      code: 'platform_version',
      dictValue: 'Platform version',
      sort: 1,
      isSealed: 0,
    });
    expect(parent.status).toBe(200);
    const parentId = parent.body.data.id;
    expect(
      (await submit(base, { code: 'platform_version', dictValue: 'Again', sort: 2, isSealed: 0 })).status,
    ).toBe(409);
    const noKey = await submit(base, {
      parentId,
      code: 'platform_version',
      dictValue: 'Windows',
      sort: 1,
      isSealed: 0,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.msg).toContain('Please enter the dictionary key');
    const win = await submit(base, {
      parentId,
      code: 'x',
      dictKey: 'windows',
      dictValue: 'Windows',
      sort: 2,
      isSealed: 0,
    });
    expect(win.body.data.code).toBe('platform_version');
    await submit(base, {
      parentId,
      code: 'x',
      dictKey: 'android',
      dictValue: 'Android',
      sort: 1,
      isSealed: 0,
    });
    await submit(base, { parentId, code: 'x', dictKey: 'legacy', dictValue: 'Legacy', sort: 0, isSealed: 1 });
    const dupKey = await submit(base, {
      parentId,
      code: 'x',
      dictKey: 'windows',
      dictValue: 'W',
      sort: 3,
      isSealed: 0,
    });
    expect(dupKey.status).toBe(409);
    expect((await list(base, `&parentId=${parentId}`)).total).toBe(3);

    const options = await call<DictOption[]>('/api/blade-system/dict-biz/dictionary?code=platform_version', {
      token: user.access_token,
    });
    expect(options.status).toBe(200);
    expect(options.body.data.map((o) => o.dictKey)).toEqual(['android', 'windows']);
    // The system dictionary is a separate set.
    expect((await list(bases[0]!, '&code=platform_version')).total).toBe(0);

    const removed = await call(`${base}/remove`, { token: admin.access_token, body: { ids: parentId } });
    expect(removed.status).toBe(200);
    expect((await list(base, `&parentId=${parentId}`)).total).toBe(0);
    const none = await call<DictOption[]>('/api/blade-system/dict-biz/dictionary?code=platform_version', {
      token: user.access_token,
    });
    expect(none.body.data).toEqual([]);
  });
});
