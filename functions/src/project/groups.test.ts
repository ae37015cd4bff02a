import { describe, expect, it } from 'vitest';
import { ConflictError } from '../lib/errors.ts';
import { callerOf, projectWorld } from './fakes.ts';

const failure = (error: unknown) => error as { status: number; messageKey: string };
const owner = callerOf('owner');

describe('group service', () => {
  it('keeps custom group names unique in a project, case-insensitively, also on rename', async () => {
    const w = await projectWorld();
    const site = await w.groups.saveGroup(owner, w.project.id, 'Site team', '');
    await expect(w.groups.saveGroup(owner, w.project.id, ' site TEAM', '')).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(w.groups.saveGroup(owner, w.project.id, 'READ', '')).rejects.toBeInstanceOf(ConflictError);
    const office = await w.groups.saveGroup(owner, w.project.id, 'Office', '');
    await expect(w.groups.editGroup(owner, office.id, 'Site Team', '')).rejects.toBeInstanceOf(ConflictError);
    // Changing only the case keeps the name.
    expect((await w.groups.editGroup(owner, site.id, 'SITE team', 'memo')).groupName).toBe('SITE team');
    await w.groups.editGroup(owner, office.id, 'Back office', '');
    await w.groups.saveGroup(owner, w.project.id, 'office', '');
  });

  it('keeps built-in groups fixed and refuses deleting a group with members', async () => {
    const w = await projectWorld();
    expect(await w.groups.editGroup(owner, w.group('read').id, 'x', '').catch(failure)).toMatchObject({
      status: 403,
      messageKey: 'project.groupBuiltIn',
    });
    expect(await w.groups.removeGroup(owner, w.group('readWrite').id).catch(failure)).toMatchObject({
      messageKey: 'project.groupBuiltIn',
    });
    const custom = await w.groups.saveGroup(owner, w.project.id, 'Custom', '');
    await w.addMember('alice', 'user', custom.id);
    expect(await w.groups.removeGroup(owner, custom.id).catch(failure)).toMatchObject({
      status: 400,
      messageKey: 'project.groupHasMembers',
    });
    await w.groups.removeFromGroup(owner, w.project.id, custom.id, ['alice']);
    expect(w.storedMembers.get(`${w.project.id}/alice`)).toMatchObject({ groupId: '', groupKind: 'custom' });
    await w.groups.removeGroup(owner, custom.id);
    expect(await w.groups.groupForCaller(owner, custom.id).catch(failure)).toMatchObject({ status: 404 });
  });

  it('moves members between groups but never the creator, and pins admins to read-write', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    await w.addMember('admin1', 'admin');
    const custom = await w.groups.saveGroup(owner, w.project.id, 'Custom', '');
    expect(
      await w.groups.addToGroup(owner, w.project.id, w.group('create').id, ['alice']).catch(failure),
    ).toMatchObject({
      messageKey: 'project.groupLocked',
    });
    expect(await w.groups.addToGroup(owner, w.project.id, custom.id, ['owner']).catch(failure)).toMatchObject(
      {
        messageKey: 'project.cannotChangeCreator',
      },
    );
    expect(
      await w.groups.addToGroup(owner, w.project.id, custom.id, ['admin1']).catch(failure),
    ).toMatchObject({
      messageKey: 'project.adminNeedsReadWrite',
    });
    expect(
      await w.groups.removeFromGroup(owner, w.project.id, w.group('readWrite').id, ['admin1']).catch(failure),
    ).toMatchObject({ messageKey: 'project.groupLocked' });
    await w.groups.addToGroup(owner, w.project.id, custom.id, ['alice']);
    expect(w.storedMembers.get(`${w.project.id}/alice`)).toMatchObject({
      groupId: custom.id,
      groupKind: 'custom',
    });
    const tree = await w.groups.groupTree(owner, custom.id);
    expect(tree.groupUser.map((m) => m.id)).toEqual(['alice']);
    expect(tree.noGroupUserList.map((m) => m.id).sort()).toEqual(['admin1', 'owner']);
  });

  it('answers groups to members only; managing them takes a manager', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    expect((await w.groups.groupsOf(callerOf('alice'), w.project.id)).length).toBe(3);
    expect(await w.groups.groupsOf(callerOf('stranger'), w.project.id).catch(failure)).toMatchObject({
      status: 404,
    });
    expect(
      await w.groups.saveGroup(callerOf('alice'), w.project.id, 'Mine', '').catch(failure),
    ).toMatchObject({
      status: 403,
    });
  });
});
