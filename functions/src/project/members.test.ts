import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../lib/errors.ts';
import { callerOf, person, projectWorld } from './fakes.ts';

const failure = (error: unknown) => error as { status: number; messageKey: string };
const owner = callerOf('owner');

describe('member service: adding', () => {
  it('adds team members with their group (admins pinned to read-write), logs and notifies them', async () => {
    const w = await projectWorld();
    for (const id of ['alice', 'bob']) {
      w.users.add(person(id));
      w.joinTeam('owner', id);
    }
    const added = await w.members.addProjectMembers(owner, w.project.id, [
      { userId: 'alice', roleStatus: 'user', groupId: '' },
      { userId: 'bob', roleStatus: 'admin', groupId: w.group('read').id },
    ]);
    expect(added.map((m) => [m.userId, m.role, m.groupId])).toEqual([
      ['alice', 'user', w.group('read').id],
      ['bob', 'admin', w.group('readWrite').id],
    ]);
    expect(w.storedProjects.get(w.project.id)!.memberCount).toBe(3);
    expect(w.logs.map((l) => [l.action, l.userId, l.byUserId])).toEqual([
      ['added', 'alice', 'owner'],
      ['added', 'bob', 'owner'],
    ]);
    expect(w.notices).toEqual([
      { userIds: ['alice', 'bob'], category: 26, key: 'project.noticeAdded', about: w.project.id },
    ]);
  });

  it('refuses picking oneself, the creator, strangers, other tenants and people outside the teams', async () => {
    const w = await projectWorld();
    await w.addMember('admin1', 'admin');
    const add = (who: string, userId: string) =>
      w.members
        .addProjectMembers(callerOf(who), w.project.id, [{ userId, roleStatus: 'user', groupId: '' }])
        .catch(failure);
    expect(await add('owner', 'owner')).toMatchObject({ messageKey: 'project.cannotPickSelf' });
    expect(await add('admin1', 'owner')).toMatchObject({ messageKey: 'project.cannotPickCreator' });
    expect(await add('owner', 'nobody')).toMatchObject({ messageKey: 'project.userUnknown' });
    w.users.add(person('far', 't2'));
    w.joinTeam('owner', 'far');
    expect(await add('owner', 'far')).toMatchObject({ messageKey: 'project.userUnknown' });
    w.users.add(person('loner'));
    expect(await add('owner', 'loner')).toMatchObject({ status: 403, messageKey: 'project.notInTeam' });
    // A member admin may add people of the creator's team as well as of their own.
    w.users.add(person('carol'));
    w.joinTeam('admin1', 'carol');
    await w.members.addProjectMembers(callerOf('admin1'), w.project.id, [
      { userId: 'carol', roleStatus: 'user', groupId: '' },
    ]);
    expect(w.storedMembers.has(`${w.project.id}/carol`)).toBe(true);
  });

  it("refuses going past the creator's member limit and writes nothing", async () => {
    const w = await projectWorld({ projectUserNum: 2 });
    await w.addMember('alice');
    w.users.add(person('bob'));
    w.joinTeam('owner', 'bob');
    const refused = await w.members
      .addProjectMembers(owner, w.project.id, [{ userId: 'bob', roleStatus: 'user', groupId: '' }])
      .catch(failure);
    expect(refused).toMatchObject({ status: 400, messageKey: 'project.memberLimitReached' });
    expect(w.storedMembers.has(`${w.project.id}/bob`)).toBe(false);
    expect(w.storedProjects.get(w.project.id)!.memberCount).toBe(2);
  });

  it('lets only the creator and member admins manage members, never in the special project', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    w.users.add(person('bob'));
    w.joinTeam('owner', 'bob');
    const asAlice = w.members.addProjectMembers(callerOf('alice'), w.project.id, [
      { userId: 'bob', roleStatus: 'user', groupId: '' },
    ]);
    await expect(asAlice).rejects.toBeInstanceOf(ForbiddenError);
    w.storedProjects.get(w.project.id)!.isDefault = 2;
    const special = w.members.addProjectMembers(owner, w.project.id, [
      { userId: 'bob', roleStatus: 'user', groupId: '' },
    ]);
    await expect(special).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('member service: changing, removing, quitting', () => {
  it('keeps the creator unchangeable and other admins the creator\u2019s call', async () => {
    const w = await projectWorld();
    await w.addMember('admin1', 'admin');
    await w.addMember('admin2', 'admin');
    await w.addMember('alice');
    const change = (who: string, userId: string, roleStatus: 'user' | 'admin') =>
      w.members
        .changeProjectMember(callerOf(who), w.project.id, { userId, roleStatus, groupId: '' })
        .catch(failure);
    expect(await change('admin1', 'owner', 'user')).toMatchObject({
      messageKey: 'project.cannotChangeCreator',
    });
    expect(await change('admin1', 'admin2', 'user')).toMatchObject({ status: 403 });
    expect(await change('admin1', 'nobody', 'user')).toMatchObject({ status: 404 });
    await w.members.changeProjectMember(callerOf('admin1'), w.project.id, {
      userId: 'alice',
      roleStatus: 'admin',
      groupId: '',
    });
    expect(w.storedMembers.get(`${w.project.id}/alice`)).toMatchObject({
      role: 'admin',
      groupId: w.group('readWrite').id,
    });
    await w.members.changeProjectMember(owner, w.project.id, {
      userId: 'admin2',
      roleStatus: 'user',
      groupId: '',
    });
    expect(w.storedMembers.get(`${w.project.id}/admin2`)).toMatchObject({
      role: 'user',
      groupId: w.group('read').id,
    });
    expect(w.logs.at(-1)).toMatchObject({ action: 'roleChanged', userId: 'admin2', roleStatus: 'user' });
  });

  it('removes members, tells them on their socket (QUIT) and by notice, and logs it', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    await w.addMember('admin1', 'admin');
    const creator = await w.members.removeProjectMembers(owner, w.project.id, ['owner']).catch(failure);
    expect(creator).toMatchObject({ messageKey: 'project.cannotChangeCreator' });
    const missing = await w.members
      .removeProjectMembers(owner, w.project.id, ['alice', 'ghost'])
      .catch(failure);
    expect(missing).toMatchObject({ status: 404, messageKey: 'project.memberNotFound' });
    expect(
      await w.members.removeProjectMembers(callerOf('admin1'), w.project.id, ['admin1']).catch(failure),
    ).toMatchObject({
      status: 403,
    });
    await w.members.removeProjectMembers(callerOf('admin1'), w.project.id, ['alice']);
    expect(w.storedMembers.has(`${w.project.id}/alice`)).toBe(false);
    expect(w.pushes).toEqual([{ userId: 'alice', message: { type: 'QUIT', content: w.project.id } }]);
    expect(w.notices.at(-1)).toMatchObject({
      userIds: ['alice'],
      category: 17,
      key: 'project.noticeRemoved',
    });
    expect(w.logs.at(-1)).toMatchObject({ action: 'removed', userId: 'alice', byAccount: 'admin1' });
  });

  it('lets anyone but the creator quit, except from the special project', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    await w.addMember('bob');
    expect(await w.members.quitProject(owner, w.project.id).catch(failure)).toMatchObject({
      messageKey: 'project.creatorCannotQuit',
    });
    await w.members.quitProject(callerOf('alice'), w.project.id);
    expect(w.storedMembers.has(`${w.project.id}/alice`)).toBe(false);
    expect(w.logs.at(-1)).toMatchObject({ action: 'quit', userId: 'alice' });
    w.storedProjects.get(w.project.id)!.isDefault = 2;
    expect(await w.members.quitProject(callerOf('bob'), w.project.id).catch(failure)).toMatchObject({
      messageKey: 'project.readOnly',
    });
  });

  it('shows the membership logs to managers only', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    await w.members.quitProject(callerOf('alice'), w.project.id);
    await w.addMember('bob');
    const invites = await w.members.membershipLogs(owner, w.project.id, true, 10);
    expect(invites.records.map((l) => [l.action, l.userId])).toEqual([
      ['added', 'bob'],
      ['added', 'alice'],
    ]);
    const all = await w.members.membershipLogs(owner, w.project.id, false, 10);
    expect(all.records.map((l) => l.action)).toEqual(['added', 'quit', 'added']);
    await expect(w.members.membershipLogs(callerOf('bob'), w.project.id, false, 10)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });
});
