import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from '../support/client.ts';
import { pngDataUrl } from '../support/images.ts';
import {
  addMembers,
  createProject,
  type Group,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';

interface ProjectRow {
  id: string;
  projectName: string;
  memo: string;
  avatar: string;
  isDefault: number;
  isCreator: boolean;
  roleStatus: string;
}

let owner: Person;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  [owner, alice, bob] = await Promise.all([person(), person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [alice, bob]);
});

const tab = async (who: Person, type: string) =>
  (
    await call<{ records: ProjectRow[]; total: number }>(
      `/api/cloud/project/myproject/query?type=${type}&size=100`,
      { token: who.tokens.access_token },
    )
  ).body.data;

describe('projects', () => {
  it('gives every new user a default project that cannot be deleted', async () => {
    const fresh = await person();
    const created = await tab(fresh, 'index');
    expect(created.records).toHaveLength(1);
    expect(created.records[0]).toMatchObject({ isDefault: 1, isCreator: true, projectName: 'My project' });
    const res = await call(`/api/cloud/project/delete/${created.records[0]!.id}`, {
      method: 'DELETE',
      token: fresh.tokens.access_token,
    });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('Default projects cannot be deleted.');
  });

  it('names the default project in the language the user signed up in', async () => {
    const zh = await person({ lang: 'zh' });
    expect((await tab(zh, 'index')).records.map((p) => p.projectName)).toEqual(['我的项目']);
  });

  it('creates a project with a 640×360 cover, trims the name, and serves the cover to members only', async () => {
    const res = await call<ProjectRow>('/api/cloud/project/save', {
      token: owner.tokens.access_token,
      body: {
        projectName: '  Refinery unit 3  ',
        memo: 'Line one\nLine two',
        avatar: pngDataUrl(640, 360),
        avatarType: 'add',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      projectName: 'Refinery unit 3',
      memo: 'Line one\nLine two',
      isDefault: 0,
    });
    const cover = await fetch(`${baseUrl()}${res.body.data.avatar}`, {
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}` },
    });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    const stranger = await fetch(`${baseUrl()}${res.body.data.avatar}`, {
      headers: { 'blade-auth': `bearer ${bob.tokens.access_token}` },
    });
    expect(stranger.status).toBe(404);

    const removed = await call<ProjectRow>('/api/cloud/project/update', {
      token: owner.tokens.access_token,
      body: { id: res.body.data.id, projectName: 'Refinery unit 3', memo: '', avatarType: 'delete' },
    });
    expect(removed.body.data.avatar).toBe('');
  });

  it('refuses bad names, descriptions and covers, creating nothing', async () => {
    const before = (await tab(owner, 'index')).total;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ projectName: '   ' }, /enter the project name/],
      [{ projectName: 'x'.repeat(101) }, /at most 100/],
      [{ projectName: 'ok', memo: 'y'.repeat(201) }, /at most 200/],
      [{ projectName: 'ok', avatar: pngDataUrl(100, 100), avatarType: 'add' }, /640 × 360/],
      [{ projectName: 'ok', avatar: 'data:image/gif;base64,R0lGODlh', avatarType: 'add' }, /JPG or PNG/],
      [
        { projectName: 'ok', avatar: 'data:image/png;base64,bm90IGFuIGltYWdl', avatarType: 'add' },
        /JPG or PNG/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('/api/cloud/project/save', { token: owner.tokens.access_token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    expect((await tab(owner, 'index')).total).toBe(before);
  });

  it('lists created, participated and recently visited projects, and hides on request', async () => {
    const { projectId } = await createProject(owner, 'Tabs project');
    await addMembers(owner, projectId, [{ userId: alice.userId }]);
    expect((await tab(alice, 'participated')).records.map((p) => p.id)).toContain(projectId);
    expect((await tab(alice, 'index')).records.map((p) => p.id)).not.toContain(projectId);
    expect((await tab(alice, 'recentlyVisited')).records.map((p) => p.id)).not.toContain(projectId);
    await call(`/api/cloud/project/user/${projectId}/${alice.userId}`, { token: alice.tokens.access_token });
    expect((await tab(alice, 'recentlyVisited')).records[0]!.id).toBe(projectId);
    await call('/api/cloud/project/management/updateHiddenState', {
      token: alice.tokens.access_token,
      body: { projectId, hidden: true },
    });
    expect((await tab(alice, 'all')).records.map((p) => p.id)).not.toContain(projectId);
    const managed = await call<{ records: (ProjectRow & { hidden: boolean })[] }>(
      '/api/cloud/project/management/query?size=100',
      { token: alice.tokens.access_token },
    );
    expect(managed.body.data.records.find((p) => p.id === projectId)?.hidden).toBe(true);
    const joined = await call(`/api/cloud/project/delete/${projectId}`, {
      method: 'DELETE',
      token: alice.tokens.access_token,
    });
    expect(joined.status).toBe(403);
    expect(joined.body.msg).toMatch(/joined cannot be deleted/);
  });
});

describe('space and limits', () => {
  it('answers the creator space and refuses a project beyond the tier limit', async () => {
    const free = await person();
    const allowance = await call<{ limit: number; created: number; adequate: boolean }>(
      '/api/cloud/project/checkProjectIsAdeq',
      {
        token: free.tokens.access_token,
        method: 'POST',
      },
    );
    expect(allowance.body.data).toEqual({ limit: 5, created: 0, adequate: true });
    for (let i = 0; i < 5; i++) await createProject(free, `Free ${i}`);
    const sixth = await call('/api/cloud/project/save', {
      token: free.tokens.access_token,
      body: { projectName: 'One too many' },
    });
    expect(sixth.status).toBe(400);
    expect(sixth.body.msg).toBe('Your membership allows 5 projects. Upgrade it to create more.');
    const { projectId } = await createProject(owner);
    const space = await call<{ total: number; used: number; free: number }>(
      `/api/cloud/project/getMaxSpace?projectId=${projectId}`,
      {
        token: owner.tokens.access_token,
      },
    );
    expect(space.body.data.total).toBeGreaterThan(0);
    const fits = await call<{ enough: boolean }>('/api/cloud/project/judgeSpace', {
      token: owner.tokens.access_token,
      body: { projectId, fileSize: 1024 },
    });
    expect(fits.body.data.enough).toBe(true);
    const tooBig = await call<{ enough: boolean }>('/api/cloud/project/judgeSpace', {
      token: owner.tokens.access_token,
      body: { projectId, fileSize: space.body.data.free + 1 },
    });
    expect(tooBig.body.data.enough).toBe(false);
  });
});

describe('members and groups', () => {
  it('applies the picking rules and pins member admins to the read-write group', async () => {
    const { projectId, group } = await createProject(owner);
    const save = (users: unknown[]) =>
      call('/api/cloud/project/user/save/web', {
        token: owner.tokens.access_token,
        body: { projectId, users },
      });
    expect((await save([{ userId: owner.userId }])).body.msg).toBe('You cannot add yourself.');
    expect((await save([{ userId: 'no-such-user' }])).body.msg).toBe(
      'One of the selected people does not exist.',
    );
    expect(
      (await save([{ userId: alice.userId, roleStatus: 'admin', groupId: group('read').id }])).status,
    ).toBe(200);
    expect((await save([{ userId: alice.userId }])).body.msg).toBe('user already exists');
    const members = await call<{ records: { userId: string; groupId: string; roleStatus: string }[] }>(
      `/api/cloud/project/user/list/${projectId}`,
      {
        token: owner.tokens.access_token,
      },
    );
    expect(members.body.data.records.find((m) => m.userId === alice.userId)).toMatchObject({
      roleStatus: 'admin',
      groupId: group('readWrite').id,
    });
    // The default group of a new member is read.
    await save([{ userId: bob.userId }]);
    const again = await call<{ records: { userId: string; groupId: string }[] }>(
      `/api/cloud/project/user/list/${projectId}`,
      { token: owner.tokens.access_token },
    );
    expect(again.body.data.records.find((m) => m.userId === bob.userId)?.groupId).toBe(group('read').id);
    // An admin cannot be moved out of read-write, nor taken out of it.
    const move = await call('/api/cloud/project/group/user/save', {
      token: owner.tokens.access_token,
      body: { projectId, groupId: group('read').id, userIds: [alice.userId] },
    });
    expect(move.body.msg).toMatch(/always belongs to the read-write group/);
    const takeOut = await call('/api/cloud/project/group/user/delete', {
      method: 'DELETE',
      token: owner.tokens.access_token,
      body: { projectId, groupId: group('readWrite').id, fkUserIds: alice.userId },
    });
    expect(takeOut.status).toBe(403);
  });

  it('searches members case-insensitively on account and pages by the allowed sizes', async () => {
    const { projectId } = await createProject(owner);
    await addMembers(owner, projectId, [{ userId: alice.userId }, { userId: bob.userId }]);
    const search = await call<{ records: { account: string }[]; total: number }>(
      `/api/cloud/project/user/list/${projectId}?searchValue=${alice.account.toUpperCase()}`,
      { token: owner.tokens.access_token },
    );
    expect(search.body.data.records.map((m) => m.account)).toEqual([alice.account]);
    const desc = await call<{ records: { account: string }[]; total: number }>(
      `/api/cloud/project/user/list/${projectId}?descs=account&size=200`,
      {
        token: owner.tokens.access_token,
      },
    );
    const accounts = desc.body.data.records.map((m) => m.account);
    expect(accounts).toEqual([...accounts].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect(desc.body.data).toMatchObject({ total: 3, size: 200, current: 1 });
    const badSize = await call(`/api/cloud/project/user/list/${projectId}?size=50`, {
      token: owner.tokens.access_token,
    });
    expect(badSize.status).toBe(400);
  });

  it('keeps group names unique, built-in groups fixed, and refuses deleting a group with members', async () => {
    const { projectId, groups } = await createProject(owner);
    const token = owner.tokens.access_token;
    expect(groups.map((g: Group) => g.groupInit)).toEqual(['create', 'readWrite', 'read']);
    const made = await call<Group>('/api/cloud/project/group/save', {
      token,
      body: { fkProjectId: projectId, groupName: 'Piping', memo: 'Piping designers' },
    });
    expect(made.status).toBe(200);
    // Groups are answered with their own fields only: no storage keys or type tag (issue 14 item 8).
    const listed = await call<Group[]>(`/api/cloud/project/group/list/${projectId}`, { token });
    for (const group of [...listed.body.data, made.body.data])
      expect(Object.keys(group).sort()).toEqual([
        'createTime',
        'fkProjectId',
        'groupInit',
        'groupName',
        'id',
        'memo',
      ]);
    const clash = await call('/api/cloud/project/group/save', {
      token,
      body: { fkProjectId: projectId, groupName: 'PIPING', memo: '' },
    });
    expect(clash.status).toBe(409);
    const builtIn = await call('/api/cloud/project/group/update', {
      token,
      body: { id: groups[2]!.id, groupName: 'Readers', memo: '' },
    });
    expect(builtIn.body.msg).toBe('Built-in groups cannot be edited or deleted.');
    await addMembers(owner, projectId, [{ userId: bob.userId, groupId: made.body.data.id }]);
    const busy = await call(`/api/cloud/project/group/delete/${made.body.data.id}`, {
      method: 'DELETE',
      token,
    });
    expect(busy.body.msg).toMatch(/Move the members/);
    await call('/api/cloud/project/group/user/delete', {
      method: 'DELETE',
      token,
      body: { projectId, groupId: made.body.data.id, fkUserIds: bob.userId },
    });
    expect(
      (await call(`/api/cloud/project/group/delete/${made.body.data.id}`, { method: 'DELETE', token }))
        .status,
    ).toBe(200);
  });

  it('pushes QUIT to a removed member and to members of a deleted project', async () => {
    const { projectId } = await createProject(owner);
    await addMembers(owner, projectId, [{ userId: alice.userId }, { userId: bob.userId }]);
    const aliceSocket = await openSocket(alice.tokens.access_token);
    const bobSocket = await openSocket(bob.tokens.access_token);
    await call('/api/cloud/project/user/delete', {
      method: 'DELETE',
      token: owner.tokens.access_token,
      body: { projectId, userIds: [alice.userId] },
    });
    expect((await aliceSocket.next('QUIT')).content).toBe(projectId);
    expect(
      (await call(`/api/cloud/project/user/list/${projectId}`, { token: alice.tokens.access_token })).status,
    ).toBe(404);
    await call(`/api/cloud/project/delete/${projectId}`, {
      method: 'DELETE',
      token: owner.tokens.access_token,
    });
    expect((await bobSocket.next('QUIT')).content).toBe(projectId);
    expect(
      (await call(`/api/cloud/project/user/list/${projectId}`, { token: owner.tokens.access_token })).status,
    ).toBe(404);
    aliceSocket.close();
    bobSocket.close();
  });

  it('keeps the invite list and the records list of membership changes for managers', async () => {
    const { projectId } = await createProject(owner);
    await addMembers(owner, projectId, [
      { userId: alice.userId },
      { userId: bob.userId, roleStatus: 'admin' },
    ]);
    await call('/api/cloud/project/user/delete', {
      method: 'DELETE',
      token: owner.tokens.access_token,
      body: { projectId, userIds: [alice.userId] },
    });
    type Log = { action: string; userId: string; byAccount: string };
    const records = await call<{ records: Log[] }>(`/api/cloud/project/user/records/list/${projectId}`, {
      token: bob.tokens.access_token,
    });
    expect(records.body.data.records).toHaveLength(3);
    expect(records.body.data.records[0]).toMatchObject({
      action: 'removed',
      userId: alice.userId,
      byAccount: owner.account,
    });
    expect(
      records.body.data.records
        .filter((r) => r.action === 'added')
        .map((r) => r.userId)
        .sort(),
    ).toEqual([alice.userId, bob.userId].sort());
    const invites = await call<{ records: Log[] }>(`/api/cloud/project/user/invite/list/${projectId}`, {
      token: owner.tokens.access_token,
    });
    expect(invites.body.data.records.every((r) => r.action === 'added')).toBe(true);
    const carol = await person();
    await joinTeam(owner, [carol]);
    await addMembers(owner, projectId, [{ userId: carol.userId }]);
    expect(
      (await call(`/api/cloud/project/user/records/list/${projectId}`, { token: carol.tokens.access_token }))
        .status,
    ).toBe(403);
  });

  it('answers project permissions: creator may change grants, members see their signs', async () => {
    const { projectId } = await createProject(owner);
    await addMembers(owner, projectId, [{ userId: alice.userId }]);
    const mine = await call<{ canChangePerm: boolean; filePerms: string[]; isCreator: boolean }>(
      '/api/cloud/file/user/perm/rel/queryProjectPerm',
      {
        token: owner.tokens.access_token,
        body: { projectId },
      },
    );
    expect(mine.body.data).toMatchObject({ canChangePerm: true, isCreator: true });
    expect(mine.body.data.filePerms).toContain('addDir');
    const hers = await call<{ canChangePerm: boolean; filePerms: string[] }>(
      '/api/cloud/file/user/perm/rel/queryProjectPerm',
      {
        token: alice.tokens.access_token,
        body: { projectId },
      },
    );
    expect(hers.body.data.canChangePerm).toBe(false);
    expect(hers.body.data.filePerms.sort()).toEqual(['downDir', 'viewDir']);
  });
});
