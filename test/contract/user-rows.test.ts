import type { Page } from '@loopline/shared';
import type { MenuButton } from '@loopline/shared/contracts/console';
import type { TenantSaved } from '@loopline/shared/contracts/org';
import type { FileHistoryRecord } from '@loopline/shared/contracts/platformOps';
import type { TeamMember, TeamPrivilegesView } from '@loopline/shared/contracts/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, type Tokens, uniqueAccount, uniquePhone } from '../support/client.ts';
import { adminCall, scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { createProject, grantMembership, joinTeam, type Person, person } from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

/** Issue 19: blade-system/menu/buttons, cloud/fileHis/page and the team's member names and privileges. */

const today = () => new Date().toISOString().slice(0, 10);

describe('blade-system/menu/buttons', () => {
  it('answers 401 signed out and 403 to users', async () => {
    const user = await newUser();
    expect((await call('/api/blade-system/menu/buttons', { method: 'POST' })).status).toBe(401);
    const res = await call('/api/blade-system/menu/buttons', { method: 'POST', token: user.access_token });
    expect(res.status).toBe(403);
  });

  it('gives the super administrator every button and a role only the buttons it is granted', async () => {
    const admin = await adminTokens();
    const all = await adminCall<MenuButton[]>(admin, '/api/blade-system/menu/buttons', undefined, 'POST');
    expect(all.map((b) => b.code)).toEqual(
      expect.arrayContaining(['platformUser_add', 'platformUser_unlock', 'platformUser_reset']),
    );
    expect(all.every((b) => b.parentId === 'platformUser')).toBe(true);

    // Buttons are granted like menus; an administrator with none gets none, and a grant of one gives one.
    const { person: none } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const noneTokens = await signIn(none.account, STRONG_PASSWORD);
    expect(await adminCall(noneTokens, '/api/blade-system/menu/buttons', undefined, 'POST')).toEqual([]);
    const { person: some } = await scopedAdmin({
      menuIds: ['platformUser', 'platformUser_unlock'],
      apiScopeIds: ['platformUser'],
    });
    const someTokens = await signIn(some.account, STRONG_PASSWORD);
    const mine = await adminCall<MenuButton[]>(
      someTokens,
      '/api/blade-system/menu/buttons',
      undefined,
      'POST',
    );
    expect(mine.map((b) => b.code)).toEqual(['platformUser_unlock']);
    // The buttons never show up as pages of the navigation.
    const routes = await adminCall<{ id: string; children: { id: string; children: unknown[] }[] }[]>(
      someTokens,
      '/api/blade-system/menu/routes',
    );
    const page = routes.flatMap((r) => r.children).find((c) => c.id === 'platformUser');
    expect(page?.children).toEqual([]);
  });
});

describe('cloud/fileHis/page', () => {
  let admin: Tokens;
  let uploader: Person;

  beforeAll(async () => {
    admin = await adminTokens();
    uploader = await person();
    const { projectId } = await createProject(uploader);
    await upload(uploader, { projectId }, 'history-note.txt', bytesOf(2048, 7));
  });

  const pageOf = (tokens: Tokens, query: string) =>
    call<Page<FileHistoryRecord>>(`/api/cloud/fileHis/page?current=1&size=100${query}`, {
      token: tokens.access_token,
    });

  it('answers 401, 403 to users and 403 to an administrator without the statistics scope', async () => {
    expect((await call('/api/cloud/fileHis/page')).status).toBe(401);
    expect((await pageOf(uploader.tokens, '')).status).toBe(403);
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    expect((await pageOf(await signIn(who.account, STRONG_PASSWORD), '')).status).toBe(403);
  });

  it('lists the day’s uploads newest first, filtered by account, name, format and model', async () => {
    const res = await pageOf(admin, `&day=${today()}&account=${uploader.account}`);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.records).toHaveLength(1);
    expect(res.body.data.records[0]).toMatchObject({
      account: uploader.account,
      fileName: 'history-note.txt',
      fileSuffix: 'txt',
      fileSize: 2048,
      isModel: 0,
    });
    const byName = await pageOf(
      admin,
      `&fileName=history-note&fileSuffix=TXT&isModel=0&account=${uploader.account}`,
    );
    expect(byName.body.data.total).toBe(1);
    expect((await pageOf(admin, `&account=${uploader.account}&isModel=1`)).body.data.total).toBe(0);
    expect((await pageOf(admin, `&account=${uploader.account}&day=2020-01-01`)).body.data.total).toBe(0);
  });

  it('refuses bad filters with a 400 and shows another tenant none of it', async () => {
    for (const q of ['&size=0', '&day=yesterday', '&isModel=2', '&fileSuffix=t.x']) {
      expect((await pageOf(admin, q)).status, q).toBe(400);
    }
    const adminAccount = uniqueAccount('fh');
    const saved = await adminCall<TenantSaved>(admin, '/api/blade-system/tenant/submit', {
      tenantName: `Files ${Math.random().toString(36).slice(2, 8)}`,
      accountNumber: -1,
      adminAccount,
      adminPhone: uniquePhone(),
    });
    const other = await signIn(adminAccount, saved.admin!.password, saved.tenantId);
    expect((await pageOf(other, `&account=${uploader.account}`)).body.data.total).toBe(0);
  });
});

describe('team member names and privileges', () => {
  let owner: Person;
  let alice: Person;
  let bob: Person;
  let outsider: Person;

  beforeAll(async () => {
    [owner, alice, bob, outsider] = await Promise.all([person(), person(), person(), person()]);
    await grantMembership(owner.userId);
    await joinTeam(owner, [alice, bob]);
  });

  const privileges = (who: Person, teamId?: string) =>
    call<TeamPrivilegesView>('/api/cloud/team/queryPrivilegeType', {
      token: who.tokens.access_token,
      body: teamId ? { teamId } : {},
    });
  const rename = (who: Person, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call('/api/cloud/team/updateMemberName', { token: who.tokens.access_token, body, lang });
  const names = async () =>
    (
      await call<Page<TeamMember>>('/api/cloud/team/myMembers?current=1&size=100', {
        token: owner.tokens.access_token,
      })
    ).body.data.records.map((m) => [m.id, m.memberName]);

  it('answers 401 signed out', async () => {
    expect((await call('/api/cloud/team/queryPrivilegeType', { body: {} })).status).toBe(401);
    expect((await call('/api/cloud/team/updateMemberName', { body: {} })).status).toBe(401);
  });

  it('says what the caller may do in a team', async () => {
    expect((await privileges(owner)).body.data).toMatchObject({
      privilegeType: 'owner',
      manage: true,
      exit: false,
    });
    expect((await privileges(alice, owner.userId)).body.data).toMatchObject({
      privilegeType: 'user',
      manage: false,
      renameSelf: true,
      exit: true,
    });
    expect((await privileges(outsider, owner.userId)).body.data).toMatchObject({
      privilegeType: 'none',
      manage: false,
      renameSelf: false,
    });
    expect((await privileges(alice, 'bad id!')).status).toBe(400);
  });

  it('lets a member rename themself and the team’s administrators rename anyone; nobody else', async () => {
    const self = await rename(alice, { teamId: owner.userId, userId: alice.userId, memberName: 'Alice A.' });
    expect(self.status, self.body.msg).toBe(200);
    const other = await rename(alice, { teamId: owner.userId, userId: bob.userId, memberName: 'Bobby' });
    expect(other.status).toBe(403);
    const stranger = await rename(outsider, { teamId: owner.userId, userId: bob.userId, memberName: 'X' });
    expect(stranger.status).toBe(403);
    const byOwner = await rename(owner, { userId: bob.userId, memberName: 'Robert' });
    expect(byOwner.status, byOwner.body.msg).toBe(200);
    expect(await names()).toEqual(
      expect.arrayContaining([
        [alice.userId, 'Alice A.'],
        [bob.userId, 'Robert'],
      ]),
    );
    // Bad input: 4xx, the name unchanged.
    const blank = await rename(owner, { userId: bob.userId, memberName: '  ' }, 'zh');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请输入成员名称');
    expect((await rename(owner, { userId: bob.userId, memberName: 'x'.repeat(51) })).status).toBe(400);
    expect((await rename(owner, { userId: outsider.userId, memberName: 'Out' })).status).toBe(404);
    expect(await names()).toEqual(expect.arrayContaining([[bob.userId, 'Robert']]));
  });
});
