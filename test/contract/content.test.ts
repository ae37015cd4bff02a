import type { ClientExplain, HelpExplain, ProgressSetting } from '@loopline/shared/contracts/content';
import { routeTable } from '@loopline/shared/manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminCall, expectGuarded, scopedAdminTokens, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, functionsModule, newUser } from '../support/notices.ts';

/** The routes of this change: the content group and blade-desk's notice routes (privileges: privilege.test.ts). */
const isPrivilegeRoute = (path: string) =>
  path.startsWith('/api/cloudPrivilege/') || path === '/api/cloud/equity/preview/list';
const newRoutes = routeTable.filter(
  (r) => (r.group === 'content' && !isPrivilegeRoute(r.path)) || r.path.startsWith('/api/blade-desk/'),
);
const adminRoutes = newRoutes.filter((r) => r.auth === 'admin');
const userRoutes = newRoutes.filter((r) => r.auth === 'user');

interface Page<T> {
  records: T[];
  total: number;
}

describe('content routes: who may call them', () => {
  let user: Tokens;
  let unscoped: Tokens;
  let helpEditor: Tokens;

  beforeAll(async () => {
    user = await newUser();
    unscoped = await unscopedAdminTokens();
    helpEditor = await scopedAdminTokens({ menuIds: ['helpCenter'], apiScopeIds: ['helpContent'] });
  });

  it('lists every route it adds', () => {
    expect(adminRoutes.length).toBe(11);
    expect(userRoutes.map((r) => r.path).sort()).toEqual([
      '/api/cloudExplain/explainManage/getClientExplain',
      '/api/eip-preferences/detail',
      '/api/eip-preferences/remove',
      '/api/eip-preferences/save',
      '/api/progress-settings/detail',
    ]);
  });

  it('answers 401 signed out, 403 to users and to an administrator without the scope', async () => {
    await expectGuarded({ all: newRoutes, admin: adminRoutes }, { user, unscoped });
    // The scope opens its own routes and no other.
    expect(
      (await call('/api/cloudExplain/explainManage/list', { token: helpEditor.access_token })).status,
    ).toBe(200);
    expect((await call('/api/progress-settings/list', { token: helpEditor.access_token })).status).toBe(403);
  });
});

describe('help content (cloudExplain)', () => {
  let admin: Tokens;
  let user: Tokens;
  const tag = `q${Date.now().toString(36)}`;
  const body = {
    area: 'files',
    question: `${tag} 如何导出？`,
    questionEn: `${tag} How do I export?`,
    answer: '在文件菜单中选择导出。',
    answerEn: 'Choose Export in the file menu.',
    sort: 3,
    status: 1,
  };
  const list = async () =>
    adminCall<Page<HelpExplain>>(admin, `/api/cloudExplain/explainManage/list?size=1000&question=${tag}`);
  const client = async (lang: 'zh' | 'en', area?: string) =>
    (
      await call<ClientExplain[]>('/api/cloudExplain/explainManage/getClientExplain', {
        token: user.access_token,
        lang,
        body: area ? { area } : {},
      })
    ).body.data.filter((e) => e.question.startsWith(tag));

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...body, questionEn: ' ' }, /question \(English\)/],
      [{ ...body, answer: '' }, /answer \(Chinese\)/],
      [{ ...body, area: 'nowhere' }, /help area/],
      [{ ...body, sort: '' }, /sort/],
      [{ ...body, status: 2 }, /status/],
      [{ ...body, question: 'x'.repeat(201) }, /too long/],
    ];
    for (const [bad, message] of cases) {
      const res = await call('/api/cloudExplain/explainManage/submit', {
        token: admin.access_token,
        body: bad,
      });
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    const zh = await call('/api/cloudExplain/explainManage/submit', {
      token: admin.access_token,
      lang: 'zh',
      body: { ...body, question: '' },
    });
    expect(zh.body.msg).toContain('请输入问题（中文）');
    expect((await list()).total).toBe(0);
    const missing = await call('/api/cloudExplain/explainManage/remove', {
      token: admin.access_token,
      body: { ids: 'nope' },
    });
    expect(missing.status).toBe(404);
  });

  it('adds, serves in the reader’s language, hides when disabled, changes and removes', async () => {
    const saved = await adminCall<HelpExplain>(admin, '/api/cloudExplain/explainManage/submit', body);
    expect((await list()).records.map((e) => e.id)).toEqual([saved.id]);
    expect(
      await adminCall<HelpExplain>(
        admin,
        `/api/cloudExplain/explainManage/detail?id=${saved.id}`,
        undefined,
        'GET',
      ),
    ).toMatchObject(body);
    expect(await client('en', 'files')).toEqual([
      { id: saved.id, area: 'files', question: body.questionEn, answer: body.answerEn },
    ]);
    expect((await client('zh'))[0]?.answer).toBe(body.answer);
    expect(await client('en', 'account')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = async (q: string) =>
      call<Page<HelpExplain>>(`/api/cloudExplain/explainManage/list?question=${tag}${q}`, {
        token: admin.access_token,
      });
    expect((await byDay(`&updatedFrom=${today}&updatedTo=${today}`)).body.data.total).toBe(1);
    expect((await byDay('&updatedTo=2000-01-01')).body.data.total).toBe(0);
    expect((await byDay('&updatedFrom=yesterday')).status).toBe(400);

    await adminCall(admin, '/api/cloudExplain/explainManage/submit', { ...body, id: saved.id, status: 0 });
    expect(await client('en')).toEqual([]);
    await adminCall(admin, '/api/cloudExplain/explainManage/submit', {
      ...body,
      id: saved.id,
      answerEn: 'Use File → Export.',
    });
    expect((await client('en'))[0]?.answer).toBe('Use File → Export.');

    const other = await adminCall<HelpExplain>(admin, '/api/cloudExplain/explainManage/submit', body);
    const partly = await call('/api/cloudExplain/explainManage/remove', {
      token: admin.access_token,
      body: { ids: `${other.id},missing1` },
    });
    expect(partly.status).toBe(404);
    expect((await list()).total).toBe(2);
    await adminCall(admin, '/api/cloudExplain/explainManage/remove', { ids: [saved.id, other.id] });
    expect((await list()).total).toBe(0);
  });
});

describe('eip-preferences', () => {
  let one: Tokens;
  let two: Tokens;

  beforeAll(async () => {
    one = await newUser();
    two = await newUser();
  });

  const detail = async (token: Tokens, key = '') =>
    (
      await call<unknown>(`/api/eip-preferences/detail${key ? `?key=${key}` : ''}`, {
        token: token.access_token,
      })
    ).body.data;

  it('saves, reads, keeps to its owner and removes', async () => {
    expect(await detail(one, 'fileList.mode')).toBeNull();
    const save = (key: string, value: unknown) =>
      call('/api/eip-preferences/save', { token: one.access_token, body: { key, value } });
    expect((await save('fileList.mode', 'thumbnail')).status).toBe(200);
    expect((await save('fileList.columns', ['name', 'size'])).status).toBe(200);
    expect(await detail(one, 'fileList.mode')).toBe('thumbnail');
    expect(await detail(one)).toEqual({ 'fileList.mode': 'thumbnail', 'fileList.columns': ['name', 'size'] });
    expect(await detail(two)).toEqual({});

    await call('/api/eip-preferences/remove', { token: one.access_token, body: { keys: 'fileList.mode' } });
    expect(await detail(one)).toEqual({ 'fileList.columns': ['name', 'size'] });
  });

  it('refuses bad input and writes nothing', async () => {
    for (const body of [
      { key: 'bad key', value: 1 },
      { key: 'x', value: 'y'.repeat(4001) },
      { key: 'x' },
      { key: 'x', value: { nested: { deep: 1 } } },
      { key: 'x', value: 12345 },
      { key: '', value: 1 },
    ]) {
      const res = await call('/api/eip-preferences/save', { token: two.access_token, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await detail(two)).toEqual({});
    expect(
      (await call('/api/eip-preferences/remove', { token: two.access_token, body: { keys: [] } })).status,
    ).toBe(400);
  });
});

describe('progress settings', () => {
  let admin: Tokens;
  let user: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });
  afterAll(async () => {
    await adminCall(admin, '/api/progress-settings/reset', { kind: 'parse' });
  });

  const parseSetting = async () =>
    (await call<ProgressSetting>('/api/progress-settings/detail?kind=parse', { token: user.access_token }))
      .body.data;

  it('starts at the defaults, refuses bad stages, and the parse stages come from what is saved', async () => {
    const all = await adminCall<ProgressSetting[]>(admin, '/api/progress-settings/list', undefined, 'GET');
    expect(all.map((s) => s.kind)).toEqual([
      'parse',
      'upgrade',
      'loadProgress',
      'identify',
      'splitImport',
      'splitExport',
    ]);
    const parse = await parseSetting();
    expect(parse.stages.map((s) => s.percent)).toEqual([30, 60, 90, 100]);

    const bad = [
      parse.stages.map((s, i) => (i === 1 ? { ...s, percent: 10 } : s)),
      [...parse.stages].reverse(),
      parse.stages.map((s) => ({ ...s, seconds: 'soon' })),
    ];
    for (const stages of bad) {
      const res = await call('/api/progress-settings/submit', {
        token: admin.access_token,
        body: { kind: 'parse', stages },
      });
      expect(res.status).toBe(400);
    }
    expect((await parseSetting()).updateTime).toBeUndefined();

    const changed = parse.stages.map((s, i) => ({
      ...s,
      percent: [20, 50, 80, 100][i]!,
      seconds: s.seconds + 1,
    }));
    await adminCall(admin, '/api/progress-settings/submit', { kind: 'parse', stages: changed });
    // Every later parse reads these settings: reset whatever happens here.
    try {
      expect((await parseSetting()).stages).toEqual(changed);
      // What the parse worker reads for each stage (its own process, so no cache in the way).
      const { stagePercent } =
        await functionsModule<typeof import('../../functions/src/content/index.ts')>('content/index');
      expect(await stagePercent('parse', 'create')).toBe(20);
      expect(await stagePercent('parse', 'sendWlkx')).toBe(50);
      expect(await stagePercent('parse', 'readXml')).toBe(80);
    } finally {
      await adminCall(admin, '/api/progress-settings/reset', { kind: 'parse' });
    }
    expect((await parseSetting()).stages.map((s) => s.percent)).toEqual([30, 60, 90, 100]);
  });
});

describe('blade-desk notices are the platform notices', () => {
  let admin: Tokens;
  const title = `desk ${Date.now().toString(36)}`;
  const notice = {
    title,
    titleEn: title,
    content: '<p>内容</p>',
    contentEn: '<p>Content</p>',
    languages: 'zh,en',
  };
  const settingRows = async () =>
    (
      await adminCall<Page<{ id: string; title: string }>>(admin, '/api/cloud/notice/setting/query', {
        title,
        current: 1,
        size: 100,
      })
    ).records;

  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('writes, reads, changes and removes the same notices as cloud/notice/setting', async () => {
    const bad = await call('/api/blade-desk/notice/submit', {
      token: admin.access_token,
      body: { ...notice, titleEn: '' },
    });
    expect(bad.status).toBe(400);
    expect(await settingRows()).toEqual([]);

    const created = await adminCall<{ id: string }>(admin, '/api/blade-desk/notice/submit', notice);
    expect((await settingRows()).map((n) => n.id)).toEqual([created.id]);
    const listed = await adminCall<Page<{ id: string }>>(
      admin,
      `/api/blade-desk/notice/list?title=${encodeURIComponent(title)}`,
      undefined,
      'GET',
    );
    expect(listed.records.map((n) => n.id)).toEqual([created.id]);

    await adminCall(admin, '/api/blade-desk/notice/submit', {
      ...notice,
      id: created.id,
      titleEn: `${title} en`,
    });
    const detail = await adminCall<{ titleEn: string }>(
      admin,
      `/api/blade-desk/notice/detail?id=${created.id}`,
      undefined,
      'GET',
    );
    expect(detail.titleEn).toBe(`${title} en`);

    await adminCall(admin, '/api/blade-desk/notice/remove', { ids: created.id });
    expect(await settingRows()).toEqual([]);
    expect(
      (await call(`/api/blade-desk/notice/detail?id=${created.id}`, { token: admin.access_token })).status,
    ).toBe(404);
  });
});
