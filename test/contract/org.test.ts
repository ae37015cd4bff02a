import type { Page } from '@loopline/shared';
import type { MenuNode, RoleGrantKeys, TopMenuView } from '@loopline/shared/contracts/console';
import type { DeptNode, PostView, RegionNode } from '@loopline/shared/contracts/org';
import { routeTable } from '@loopline/shared/manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, type Tokens } from '../support/client.ts';
import { adminCall, scopedAdmin, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { createProject, person } from '../support/projects.ts';
import { freeProvince } from '../support/regions.ts';

/** The routes of this work: the org and resource groups, and top menus in the console group. */
const routes = routeTable.filter(
  (r) =>
    r.group === 'org' ||
    r.group === 'resource' ||
    r.path.startsWith('/api/blade-system/topmenu/') ||
    r.path === '/api/blade-system/menu/top-menu',
);
const adminRoutes = routes.filter((r) => r.auth === 'admin');
const tag = () => Math.random().toString(36).slice(2, 8);
const flat = (tree: DeptNode[]): DeptNode[] => tree.flatMap((n) => [n, ...flat(n.children)]);
const leaves = (tree: MenuNode[]): string[] => tree.flatMap((n) => (n.path ? [n.path] : leaves(n.children)));

describe('organisation and top-menu routes: who may call them', () => {
  let user: Tokens;
  let other: Tokens;

  beforeAll(async () => {
    user = await newUser();
    other = await unscopedAdminTokens();
  });

  it('answers 401 without a token, and 403 to users on every admin route', async () => {
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const r of routes) {
      // The client release check is public: the sign-in page reads it before anyone signs in.
      if (r.auth === 'public') continue;
      const body = r.method === 'GET' ? undefined : {};
      expect((await call(r.path, { method: r.method, body })).status, `${r.method} ${r.path}`).toBe(401);
      if (r.auth !== 'admin') continue;
      const res = await call(r.path, { method: r.method, token: user.access_token, body });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
    }
  });

  it('answers 403 to an administrator whose role lacks the scope (their own top menus excepted)', async () => {
    for (const r of adminRoutes.filter((x) => x.path !== '/api/blade-system/menu/top-menu')) {
      const res = await call(r.path, {
        method: r.method,
        token: other.access_token,
        body: r.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
    }
    expect((await call('/api/blade-system/menu/top-menu', { token: other.access_token })).status).toBe(200);
  });
});

describe('departments', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('keeps a tree, answers it whole and one level at a time', async () => {
    const name = `Eng ${tag()}`;
    const eng = await adminCall<DeptNode>(admin, '/api/blade-system/dept/submit', {
      parentId: '1',
      deptName: name,
      fullName: `${name} department`,
      sort: 2,
    });
    const web = await adminCall<DeptNode>(admin, '/api/blade-system/dept/submit', {
      parentId: eng.id,
      deptName: `Web ${tag()}`,
      fullName: 'Web team',
    });
    const tree = await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/tree');
    const root = tree.find((d) => d.id === '1');
    const engNode = root?.children.find((d) => d.id === eng.id);
    expect(engNode?.children.map((d) => d.id)).toEqual([web.id]);
    const level = await adminCall<DeptNode[]>(admin, `/api/blade-system/dept/lazy-tree?parentId=${eng.id}`);
    expect(level.map((d) => [d.id, d.hasChildren])).toEqual([[web.id, false]]);
    const roots = await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/lazy-list');
    expect(roots.find((d) => d.id === '1')?.hasChildren).toBe(true);
    const found = await adminCall<DeptNode[]>(
      admin,
      `/api/blade-system/dept/list?deptName=${encodeURIComponent(name)}`,
    );
    expect(found.map((d) => d.id)).toEqual([eng.id]);
    expect((await adminCall<DeptNode>(admin, `/api/blade-system/dept/detail?id=${web.id}`)).parentId).toBe(
      eng.id,
    );

    // A department cannot move below itself, nor leave its children behind when removed.
    const cycle = await call('/api/blade-system/dept/submit', {
      token: admin.access_token,
      body: { id: eng.id, parentId: web.id, deptName: name, fullName: name },
    });
    expect(cycle.status).toBe(400);
    const orphaning = await call('/api/blade-system/dept/remove', {
      token: admin.access_token,
      body: { ids: [eng.id] },
    });
    expect(orphaning.status).toBe(400);
    const builtIn = await call('/api/blade-system/dept/remove', {
      token: admin.access_token,
      body: { ids: ['1'] },
    });
    expect(builtIn.status).toBe(400);
    expect(flat(await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/tree')).map((d) => d.id)).toEqual(
      expect.arrayContaining([eng.id, web.id]),
    );
    await adminCall(admin, '/api/blade-system/dept/remove', { ids: [eng.id, web.id] });
    const after = flat(await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/tree')).map((d) => d.id);
    expect(after).not.toContain(eng.id);
    expect(after).not.toContain(web.id);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const before = flat(await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/tree')).length;
    for (const body of [
      { deptName: '', fullName: 'x' },
      { deptName: 'x', fullName: '' },
      { deptName: 'x', fullName: 'x', parentId: 'no-such-dept' },
      { deptName: 'x', fullName: 'x', sort: 'abc' },
      { deptName: 'x'.repeat(65), fullName: 'x' },
    ]) {
      const res = await call('/api/blade-system/dept/submit', { token: admin.access_token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    expect((await call('/api/blade-system/dept/detail?id=nope', { token: admin.access_token })).status).toBe(
      404,
    );
    expect(flat(await adminCall<DeptNode[]>(admin, '/api/blade-system/dept/tree')).length).toBe(before);
  });
});

describe('posts and regions', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('adds, finds, changes and removes posts; a code is unique', async () => {
    const code = `P${tag()}`;
    const post = await adminCall<PostView>(admin, '/api/blade-system/post/submit', {
      category: 2,
      postCode: code,
      postName: 'Engineer',
    });
    const dup = await call('/api/blade-system/post/submit', {
      token: admin.access_token,
      body: { category: 1, postCode: code, postName: 'Other' },
    });
    expect(dup.status).toBe(409);
    for (const body of [
      { category: 9, postCode: 'x', postName: 'x' },
      { category: 1, postCode: 'bad code', postName: 'x' },
      { category: 1, postCode: 'x', postName: '' },
    ]) {
      expect((await call('/api/blade-system/post/submit', { token: admin.access_token, body })).status).toBe(
        400,
      );
    }
    const page = await adminCall<Page<PostView>>(admin, `/api/blade-system/post/list?postCode=${code}`);
    expect(page.records.map((p) => p.id)).toEqual([post.id]);
    await adminCall(admin, '/api/blade-system/post/submit', { ...post, postName: 'Lead engineer' });
    expect((await adminCall<PostView>(admin, `/api/blade-system/post/detail?id=${post.id}`)).postName).toBe(
      'Lead engineer',
    );
    await adminCall(admin, '/api/blade-system/post/remove', { ids: [post.id] });
    expect(
      (await call(`/api/blade-system/post/detail?id=${post.id}`, { token: admin.access_token })).status,
    ).toBe(404);
  });

  it('keeps regions by code: a level needs the one above; select serves users', async () => {
    const province = await freeProvince(admin);
    const city = `${province}01`;
    const orphan = await call('/api/blade-system/region/submit', {
      token: admin.access_token,
      body: { code: `${province}0101`, name: 'District' },
    });
    expect(orphan.status).toBe(400);
    const badCode = await call('/api/blade-system/region/submit', {
      token: admin.access_token,
      body: { code: '123', name: 'x' },
    });
    expect(badCode.status).toBe(400);
    expect(
      (await call(`/api/blade-system/region/detail?code=${province}0101`, { token: admin.access_token }))
        .status,
    ).toBe(404);
    await adminCall(admin, '/api/blade-system/region/submit', {
      code: province,
      name: `Province ${province}`,
    });
    await adminCall(admin, '/api/blade-system/region/submit', { code: city, name: `City ${city}` });
    const provinces = await adminCall<RegionNode[]>(admin, '/api/blade-system/region/lazy-tree');
    expect(provinces.find((r) => r.code === province)).toMatchObject({ hasChildren: true, regionLevel: 1 });
    const user = await newUser();
    const cities = await call<RegionNode[]>(`/api/blade-system/region/select?code=${province}`, {
      token: user.access_token,
    });
    expect(cities.body.data.map((r) => [r.code, r.regionLevel])).toEqual([[city, 2]]);
    const busy = await call('/api/blade-system/region/remove', {
      token: admin.access_token,
      body: { code: province },
    });
    expect(busy.status).toBe(400);
    await adminCall(admin, '/api/blade-system/region/remove', { code: city });
    await adminCall(admin, '/api/blade-system/region/remove', { code: province });
    expect(
      (await call(`/api/blade-system/region/detail?code=${province}`, { token: admin.access_token })).status,
    ).toBe(404);
  });
});

describe('top menus, data scopes and menu edits', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('groups a role’s navigation by its granted top menus', async () => {
    const top = await adminCall<TopMenuView>(admin, '/api/blade-system/topmenu/submit', {
      code: `ops_${tag()}`,
      name: '运维',
      nameEn: 'Ops',
    });
    const unknown = await call('/api/blade-system/topmenu/grant', {
      token: admin.access_token,
      body: { topMenuIds: [top.id], menuIds: ['no-such-menu'] },
    });
    expect(unknown.status).toBe(400);
    await adminCall(admin, '/api/blade-system/topmenu/grant', { topMenuIds: [top.id], menuIds: ['log'] });
    expect(
      await adminCall<string[]>(admin, `/api/blade-system/topmenu/top-tree-keys?topMenuIds=${top.id}`),
    ).toEqual(['log']);

    const { role, person: who } = await scopedAdmin(
      { menuIds: ['log', 'sensitive'], apiScopeIds: ['operateLog'] },
      admin,
    );
    const badTop = await call('/api/blade-system/role/grant', {
      token: admin.access_token,
      body: { roleIds: [role.id], menuIds: ['log'], topMenuIds: ['nope'] },
    });
    expect(badTop.status).toBe(400);
    await adminCall(admin, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds: ['log', 'sensitive'],
      apiScopeIds: ['operateLog'],
      topMenuIds: [top.id],
    });
    const t = await signIn(who.account, STRONG_PASSWORD);
    const tops = await call<TopMenuView[]>('/api/blade-system/menu/top-menu', { token: t.access_token });
    expect(tops.body.data.map((m) => m.id)).toEqual([top.id]);
    const all = await call<MenuNode[]>('/api/blade-system/menu/routes', { token: t.access_token });
    expect(leaves(all.body.data).sort()).toEqual(['/platform/log', '/platform/sensitive']);
    const within = await call<MenuNode[]>(`/api/blade-system/menu/routes?topMenuId=${top.id}`, {
      token: t.access_token,
    });
    expect(leaves(within.body.data)).toEqual(['/platform/log']);

    // Removing the top menu takes it out of the role's grants.
    await adminCall(admin, '/api/blade-system/topmenu/remove', { ids: [top.id] });
    const keys = await adminCall<RoleGrantKeys>(
      admin,
      `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`,
    );
    expect(keys.topMenu).toEqual([]);
  });

  it('removing a menu removes it from the grants and top menus that named it', async () => {
    const code = `m_${tag()}`;
    const menu = await adminCall<{ id: string }>(admin, '/api/blade-system/menu/submit', {
      parentId: 'system',
      code,
      name: '报表',
      nameEn: 'Reports',
      path: '/platform/log',
    });
    const { role } = await scopedAdmin({ menuIds: [menu.id, 'log'], apiScopeIds: [] }, admin);
    const top = await adminCall<TopMenuView>(admin, '/api/blade-system/topmenu/submit', {
      code: `t_${tag()}`,
      name: 'T',
      nameEn: 'T',
    });
    await adminCall(admin, '/api/blade-system/topmenu/grant', {
      topMenuIds: [top.id],
      menuIds: [menu.id, 'log'],
    });
    await adminCall(admin, '/api/blade-system/menu/remove', { ids: [menu.id] });
    const keys = await adminCall<RoleGrantKeys>(
      admin,
      `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`,
    );
    expect(keys.menu).toEqual(['log']);
    expect(
      (await adminCall<TopMenuView>(admin, `/api/blade-system/topmenu/detail?id=${top.id}`)).menuIds,
    ).toEqual(['log']);
    await adminCall(admin, '/api/blade-system/topmenu/remove', { ids: [top.id] });
  });

  it('limits the platform users list to the department scope and projects to the own scope', async () => {
    const dept = await adminCall<DeptNode>(admin, '/api/blade-system/dept/submit', {
      parentId: '1',
      deptName: `Scoped ${tag()}`,
      fullName: 'Scoped department',
    });
    const insider = await person();
    const outsider = await person();
    const { role, person: scoped } = await scopedAdmin(
      { menuIds: ['platformUser', 'projects'], apiScopeIds: ['platformUser', 'platformProjects'] },
      admin,
    );
    const badScope = await call('/api/blade-system/role/grant', {
      token: admin.access_token,
      body: { roleIds: [role.id], menuIds: [], dataScopeIds: ['nope.all'] },
    });
    expect(badScope.status).toBe(400);
    await adminCall(admin, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds: ['platformUser', 'projects'],
      apiScopeIds: ['platformUser', 'platformProjects'],
      dataScopeIds: ['platformUser.dept', 'project.own'],
    });
    await adminCall(admin, '/api/blade-system/dept/assign-users', {
      userIds: [insider.userId, scoped.userId],
      deptId: dept.id,
    });
    const t = await signIn(scoped.account, STRONG_PASSWORD);
    const users = await call<Page<{ userId: string }>>('/api/cloud/platformUser/list?size=1000', {
      token: t.access_token,
    });
    const ids = users.body.data.records.map((u) => u.userId);
    expect(ids).toContain(insider.userId);
    expect(ids).toContain(scoped.userId);
    expect(ids).not.toContain(outsider.userId);
    // The super administrator is not limited.
    const everyone = await adminCall<Page<{ userId: string }>>(
      admin,
      '/api/cloud/platformUser/list?size=1000',
    );
    expect(everyone.records.map((u) => u.userId)).toContain(outsider.userId);

    await createProject(outsider);
    const mine = await createProject({ ...scoped, tokens: t });
    const projects = await call<Page<{ id: string; createUser: string }>>(
      '/api/cloud/project/list?size=1000',
      {
        token: t.access_token,
      },
    );
    expect(projects.body.data.records.map((p) => p.id)).toContain(mine.projectId);
    expect(projects.body.data.records.every((p) => p.createUser === scoped.userId)).toBe(true);
    // A department with users cannot be removed.
    const inUse = await call('/api/blade-system/dept/remove', {
      token: admin.access_token,
      body: { ids: [dept.id] },
    });
    expect(inUse.status).toBe(400);
  });
});
