import { SELF_PATHS } from '@loopline/shared/console/scopes';
import type { MenuNode, SensitiveWordView } from '@loopline/shared/contracts/console';
import { routeTable } from '@loopline/shared/manifest';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  call,
  passwordSignIn,
  STRONG_PASSWORD,
  settleAuditLogs,
  signIn,
  type Tokens,
} from '../support/client.ts';
import { adminCall, scopedAdmin, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { createProject, type Person, person } from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';

const consoleRoutes = routeTable.filter((r) => r.group === 'console');
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
const leaves = (tree: MenuNode[]): string[] => tree.flatMap((n) => (n.path ? [n.path] : leaves(n.children)));

describe('console routes: who may call them', () => {
  let user: Tokens;
  let auditor: Tokens;

  beforeAll(async () => {
    user = await newUser();
    auditor = await unscopedAdminTokens();
  });

  it('answers 401 without a token and 403 to users on every console route', async () => {
    for (const r of consoleRoutes) {
      const signedOut = await call(concrete(r.path), {
        method: r.method,
        body: r.method === 'GET' ? undefined : {},
      });
      expect(signedOut.status, `${r.method} ${r.path}`).toBe(401);
      const asUser = await call(concrete(r.path), {
        method: r.method,
        token: user.access_token,
        body: r.method === 'GET' ? undefined : {},
      });
      expect(asUser.status, `${r.method} ${r.path}`).toBe(403);
    }
  });

  it('answers 403 to an administrator whose role lacks the route’s API scope', async () => {
    // Every administrator's own routes (their menu and top menus, their own phone and e-mail) need no scope.
    const granted = new Set(SELF_PATHS);
    for (const r of consoleRoutes.filter(
      (x) => !x.path.startsWith('/api/cloud/operateLog/') && !granted.has(x.path),
    )) {
      const res = await call(concrete(r.path), {
        method: r.method,
        token: auditor.access_token,
        body: r.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect(res.body.msg).toMatch(/no permission for this function/);
    }
    // Routes of other groups too: the check is in every group's pipeline.
    expect((await call('/api/cloud/feedback/list', { token: auditor.access_token, body: {} })).status).toBe(
      403,
    );
    expect((await call('/api/cloud/operateLog/listOperate', { token: auditor.access_token })).status).toBe(
      200,
    );
  });

  it('builds the administrator’s menu from their role’s grants', async () => {
    const mine = await call<MenuNode[]>('/api/blade-system/menu/routes', { token: auditor.access_token });
    expect(leaves(mine.body.data)).toEqual(['/platform/log']);
    const all = await adminCall<MenuNode[]>(await adminTokens(), '/api/blade-system/menu/routes');
    expect(leaves(all)).toEqual(
      expect.arrayContaining([
        '/platform/log',
        '/platform/sensitive',
        '/platform/system/role',
        '/platform/notice',
      ]),
    );
  });
});

describe('roles and grants', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const blank = await call('/api/blade-system/role/submit', {
      token: admin.access_token,
      body: { roleName: '', roleAlias: 'x y' },
    });
    expect(blank.status).toBe(400);
    const { role } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] }, admin);
    const unknown = await call('/api/blade-system/role/grant', {
      token: admin.access_token,
      body: { roleIds: [role.id], menuIds: ['log', 'no-such-menu'], apiScopeIds: ['sensitiveWord'] },
    });
    expect(unknown.status).toBe(400);
    const keys = await adminCall<{ menu: string[]; apiScope: string[] }>(
      admin,
      `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`,
    );
    expect(keys).toMatchObject({ menu: ['log'], apiScope: ['operateLog'] });
    // The built-in roles are not granted or changed.
    const builtIn = await call('/api/blade-system/role/grant', {
      token: admin.access_token,
      body: { roleIds: ['1'], menuIds: [], apiScopeIds: [] },
    });
    expect(builtIn.status).toBe(400);
    const alias = await call('/api/blade-system/role/submit', {
      token: admin.access_token,
      body: { roleName: 'Another admin', roleAlias: 'administrator' },
    });
    expect(alias.status).toBe(409);
  });

  it('a new grant takes effect at once, and giving roles signs the user out', async () => {
    const { role, person: who } = await scopedAdmin({ menuIds: [], apiScopeIds: [] }, admin);
    // The user's old session (from before the role) was signed out.
    expect((await call('/api/cloud/user/personInfo', { token: who.tokens.access_token })).status).toBe(401);
    const t = await signIn(who.account, STRONG_PASSWORD);
    expect((await call('/api/cloud/sensitiveWord/list', { token: t.access_token })).status).toBe(403);
    await adminCall(admin, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds: ['sensitive'],
      apiScopeIds: ['sensitiveWord'],
    });
    expect((await call('/api/cloud/sensitiveWord/list', { token: t.access_token })).status).toBe(200);
    const menu = await call<MenuNode[]>('/api/blade-system/menu/routes', { token: t.access_token });
    expect(leaves(menu.body.data)).toEqual(['/platform/sensitive']);
    await adminCall(admin, '/api/blade-system/role/remove', { ids: [role.id] });
    expect((await call('/api/cloud/sensitiveWord/list', { token: t.access_token })).status).toBe(403);
  });
});

describe('sensitive words', () => {
  let admin: Tokens;
  let owner: Person;
  const word = `bad${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    admin = await adminTokens();
    owner = await person();
  });

  const list = async (contentWord: string) =>
    (
      await adminCall<{ records: SensitiveWordView[] }>(
        admin,
        `/api/cloud/sensitiveWord/list?contentWord=${encodeURIComponent(contentWord)}`,
      )
    ).records;

  it('refuses words with spaces and writes nothing', async () => {
    const res = await call('/api/cloud/sensitiveWord/saveSensitiveWords', {
      token: admin.access_token,
      body: { contentWords: [`${word}ok`, `${word} spaced`] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/cannot contain spaces/);
    expect(await list(word)).toEqual([]);
  });

  it('refuses a project name containing an active word, naming the field and not the word', async () => {
    await adminCall(admin, '/api/cloud/sensitiveWord/saveSensitiveWords', { contentWords: [word] });
    const dup = await call('/api/cloud/sensitiveWord/saveSensitiveWords', {
      token: admin.access_token,
      body: { contentWords: word.toUpperCase() },
    });
    expect(dup.status).toBe(409);
    const refused = await call('/api/cloud/project/save', {
      token: owner.tokens.access_token,
      body: { projectName: `Plant ${word.toUpperCase()} 2`, memo: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'The project name contains content that is not allowed. Please change it and try again.',
    );
    expect(refused.body.msg).not.toContain(word);
    const zh = await call('/api/cloud/project/save', {
      token: owner.tokens.access_token,
      lang: 'zh',
      body: { projectName: 'ok', memo: `memo ${word}` },
    });
    expect(zh.body.msg).toBe('描述包含不允许的内容，请修改后重试。');
    const { projectId } = await createProject(owner, 'Clean name');
    const folder = await call('/api/cloud/file/dir/save', {
      token: owner.tokens.access_token,
      body: { projectId, dirName: `dir-${word}` },
    });
    expect(folder.status).toBe(400);
  });

  it('switching the word off lets the text through; switching it on refuses it again', async () => {
    const [found] = await list(word);
    expect(found).toMatchObject({ contentWord: word, wordStatus: 1 });
    await adminCall(admin, '/api/cloud/sensitiveWord/updateSensitiveWordStatus', {
      id: found!.id,
      wordStatus: 0,
    });
    const allowed = await call('/api/cloud/project/save', {
      token: owner.tokens.access_token,
      body: { projectName: `With ${word}`, memo: '' },
    });
    expect(allowed.status).toBe(200);
    await adminCall(admin, '/api/cloud/sensitiveWord/updateSensitiveWordStatus', {
      id: found!.id,
      wordStatus: 1,
    });
    const renamed = `${word}x`;
    await adminCall(admin, '/api/cloud/sensitiveWord/updateSensitiveWord', {
      id: found!.id,
      contentWord: renamed,
    });
    expect((await list(word)).map((w) => w.contentWord)).toEqual([renamed]);
    await adminCall(admin, '/api/cloud/sensitiveWord/deleteSensitiveWord', {
      ids: [(await list(word))[0]!.id],
    });
    expect(await list(word)).toEqual([]);
  });

  it('imports words from the template and exports the template', async () => {
    const res = await fetch(`${baseUrl()}/api/cloud/sensitiveWord/exportSensitiveWord`, {
      headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const template = Buffer.from(await res.arrayBuffer());
    const rows = await readSheet(template);
    expect(rows[0]![0]).toMatch(/Sensitive word/);
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const sheet = await writeXlsxFile(
      [
        [{ value: 'word' }],
        [{ value: `${word}i1` }],
        [{ value: `${word}i1` }],
        [{ value: 'two words' }],
        [{ value: `${word}i2` }],
      ],
      {},
    ).toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(sheet)]), 'words.xlsx');
    const imported = await fetch(`${baseUrl()}/api/cloud/sensitiveWord/importSensitiveWord`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
      body: form,
    });
    expect(imported.status).toBe(200);
    expect((await imported.json()).data).toEqual({ added: 2, duplicate: 1, invalid: 1 });
    const added = await list(`${word}i`);
    expect(added).toHaveLength(2);
    await adminCall(admin, '/api/cloud/sensitiveWord/deleteSensitiveWord', { ids: added.map((w) => w.id) });
  });
});

describe('operation log', () => {
  let admin: Tokens;
  let actor: Person;

  beforeAll(async () => {
    admin = await adminTokens();
    actor = await person();
  });

  it('records a state-changing call with who, where, what and when, and not a query', async () => {
    const name = `Logged ${Math.random().toString(36).slice(2, 8)}`;
    const { projectId } = await createProject(actor, name);
    await call('/api/cloud/file/dir/save', {
      token: actor.tokens.access_token,
      body: { projectId, dirName: 'Docs' },
    });
    // The records arrive through the log subscription, off the request path: wait for them.
    await settleAuditLogs();
    const listed = () =>
      adminCall<{ records: Record<string, string>[]; total: number }>(
        admin,
        `/api/cloud/operateLog/listOperate?account=${actor.account}`,
      );
    await expect
      .poll(async () => (await listed()).records.map((r) => r.operaRoute))
      .toEqual(expect.arrayContaining(['POST /api/cloud/project/save', 'POST /api/cloud/file/dir/save']));
    const page = await listed();
    const routes = page.records.map((r) => r.operaRoute);
    expect(routes.some((r) => r.includes('/group/list'))).toBe(false);
    const folder = page.records.find((r) => r.operaRoute === 'POST /api/cloud/file/dir/save')!;
    expect(folder).toMatchObject({
      account: actor.account,
      proName: name,
      projectId,
      operaModule: 'cloud/file',
    });
    expect(folder.remoteIp).not.toBe('');
    // What the call did, in the reader's language: translated from the stored route when read.
    expect(folder.operaContent).toBe('Creates a folder');
    const inChinese = await call<{ records: Record<string, string>[] }>(
      `/api/cloud/operateLog/listOperate?account=${actor.account}`,
      { token: admin.access_token, lang: 'zh' },
    );
    expect(
      inChinese.body.data.records.find((r) => r.operaRoute === 'POST /api/cloud/file/dir/save')?.operaContent,
    ).toBe('新建文件夹');
    expect(
      inChinese.body.data.records.find((r) => r.operaRoute === 'POST /api/cloud/project/save')?.operaContent,
    ).toBe('创建项目');
    expect(Date.parse(folder.endTime)).toBeGreaterThanOrEqual(Date.parse(folder.startTime));
    const top = await adminCall<{ account: string; count: number }[]>(
      admin,
      '/api/cloud/operateLog/listTopOperaUsers',
    );
    expect(top.length).toBeLessThanOrEqual(5);
    const modules = await adminCall<{ operaModule: string; count: number }[]>(
      admin,
      '/api/cloud/operateLog/listTopOperaModules',
    );
    expect(modules.length).toBeGreaterThan(0);
    const perDay = await adminCall<{ day: string; count: number }[]>(
      admin,
      '/api/cloud/operateLog/operaStatistics',
      {},
    );
    expect(perDay).toHaveLength(7);
    expect(perDay.at(-1)!.count).toBeGreaterThan(0);
  });

  it('exports the filtered log as xlsx named operation log plus the date', async () => {
    const res = await fetch(`${baseUrl()}/api/cloud/operateLog/exportOperate`, {
      method: 'POST',
      headers: {
        'blade-auth': `bearer ${admin.access_token}`,
        'accept-language': 'zh',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ account: actor.account }),
    });
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      `操作日志 ${today}.xlsx`,
    );
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual([
      '项目名称',
      '账号',
      'IP 地址',
      '操作系统',
      '操作模块',
      '操作内容',
      '开始时间',
      '结束时间',
    ]);
    expect(rows.slice(1).every((r) => r[1] === actor.account)).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).map((r) => r[5])).toEqual(expect.arrayContaining(['新建文件夹', '创建项目']));
  });

  it('refuses bad ranges, and no route changes the log', async () => {
    const reversed = await call('/api/cloud/operateLog/listOperate?startDate=2026-02-01&endDate=2026-01-01', {
      token: admin.access_token,
    });
    expect(reversed.status).toBe(400);
    const long = await call('/api/cloud/operateLog/listOperate?startDate=2025-01-01&endDate=2026-01-01', {
      token: admin.access_token,
    });
    expect(long.status).toBe(400);
    const writes = routeTable.filter((r) => r.path.includes('operateLog') && r.method !== 'GET');
    expect(writes.map((r) => r.path).sort()).toEqual([
      '/api/cloud/operateLog/exportOperate',
      '/api/cloud/operateLog/operaStatistics',
    ]);
  });
});

describe('platform users', () => {
  let admin: Tokens;
  let target: Person;

  beforeAll(async () => {
    admin = await adminTokens();
    target = await person();
  });

  it('lists users with a search, and shows one user’s detail', async () => {
    const page = await adminCall<{
      records: { userId: string; account: string; status: number }[];
      total: number;
    }>(admin, `/api/cloud/platformUser/list?keyword=${target.account}`);
    expect(page.records.map((r) => r.account)).toEqual([target.account]);
    expect(page.records[0]).toMatchObject({ userId: target.userId, status: 1 });
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|gsi1pk/);
    const backend = await adminCall<{ total: number }>(admin, '/api/backend/user/list?size=100');
    expect(backend.total).toBeGreaterThan(1);
    const detail = await adminCall<{ account: string; isAdmin: boolean }>(
      admin,
      `/api/cloud/user/info?userId=${target.userId}`,
    );
    expect(detail).toMatchObject({ account: target.account, isAdmin: false });
  });

  it('refuses a bad status and the administrator’s own account, changing nothing', async () => {
    const bad = await call('/api/cloud/platformUser/changeStatus', {
      token: admin.access_token,
      body: { ids: [target.userId], status: 5 },
    });
    expect(bad.status).toBe(400);
    const own = await call('/api/cloud/user/changeStatus', {
      token: admin.access_token,
      body: { ids: [admin.user_id], status: 0 },
    });
    expect(own.status).toBe(400);
    expect((await call('/api/cloud/user/personInfo', { token: target.tokens.access_token })).status).toBe(
      200,
    );
  });

  it('signs a disabled user out at once and keeps them out until enabled again', async () => {
    const socket = await openSocket(target.tokens.access_token);
    await adminCall(admin, '/api/cloud/platformUser/changeStatus', { ids: [target.userId], status: 0 });
    expect((await socket.next('LOGOUT')).type).toBe('LOGOUT');
    socket.close();
    expect((await call('/api/cloud/user/personInfo', { token: target.tokens.access_token })).status).toBe(
      401,
    );
    const refused = await passwordSignIn(target.account, STRONG_PASSWORD);
    expect(refused.status).toBe(403);
    await adminCall(admin, '/api/cloud/user/changeStatus', { id: target.userId, status: 1 });
    target.tokens = await signIn(target.account, STRONG_PASSWORD);
  });

  it('resets a password: the new one works, the old one and the old session do not', async () => {
    const { password } = await adminCall<{ password: string }>(admin, '/api/cloud/user/reset', {
      userId: target.userId,
    });
    expect((await call('/api/cloud/user/personInfo', { token: target.tokens.access_token })).status).toBe(
      401,
    );
    expect((await passwordSignIn(target.account, STRONG_PASSWORD)).status).not.toBe(200);
    expect((await passwordSignIn(target.account, password)).status).toBe(200);
  });
});
