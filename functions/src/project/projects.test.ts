import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { callerOf, person, projectWorld } from './fakes.ts';

const codeOf = (error: unknown) => error as { status: number; messageKey: string };

describe('project service: creating and listing', () => {
  it('creates a project with the three built-in groups and its creator in the create group', async () => {
    const w = await projectWorld();
    expect(w.project).toMatchObject({ createUser: 'owner', memberCount: 1, isDefault: 0, status: 1 });
    expect([...w.storedGroups.values()].map((g) => g.groupInit).sort()).toEqual([
      'create',
      'read',
      'readWrite',
    ]);
    expect(w.storedMembers.get(`${w.project.id}/owner`)).toMatchObject({
      role: 'creator',
      roleStatus: 'admin',
      groupId: w.group('create').id,
      groupKind: 'create',
      memberName: 'Real owner',
    });
  });

  it('refuses a project beyond the tier limit; the default project does not count', async () => {
    const w = await projectWorld({ project: 2 });
    await w.projects.createProject(
      { tenantId: 't1', projectName: 'Mine', memo: '', isDefault: 1, avatar: '' },
      w.owner,
    );
    // Default + "Plant": one normal project, room for one more.
    await w.projects.saveProject(callerOf('owner'), { projectName: 'Second', memo: '' });
    const refused = await w.projects
      .saveProject(callerOf('owner'), { projectName: 'Third', memo: '' })
      .catch(codeOf);
    expect(refused).toMatchObject({ status: 400, messageKey: 'project.limitReached' });
    expect(await w.limits.projectAllowance(callerOf('owner'))).toEqual({
      limit: 2,
      created: 2,
      adequate: false,
    });
  });

  it('stores a cover with a new project and answers it as the avatar route, never the S3 key', async () => {
    const w = await projectWorld();
    const view = await w.projects.saveProject(callerOf('owner'), {
      projectName: 'Covered',
      memo: '',
      avatar: 'data:image/png;base64,AAAA',
      avatarType: 'add',
    });
    expect(w.covers.stored).toEqual([view.id]);
    expect(view.avatar).toMatch(new RegExp(`^/api/cloud/project/avatar/${view.id}\\?v=`));
  });

  it("lets only the creator edit, and hides a project's existence from non-members (404)", async () => {
    const w = await projectWorld();
    await w.addMember('alice', 'admin');
    const edit = { projectName: 'Renamed', memo: 'm' };
    await expect(w.projects.editProject(callerOf('alice'), w.project.id, edit)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    w.users.add(person('stranger'));
    await expect(w.projects.editProject(callerOf('stranger'), w.project.id, edit)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // Same id, other tenant: not found either.
    await expect(w.projects.requireMember(callerOf('owner', 't2'), w.project.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await w.projects.editProject(callerOf('owner'), w.project.id, edit)).projectName).toBe('Renamed');
  });

  it('lists projects by tab, leaving hidden ones out unless asked', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    const alice = callerOf('alice');
    expect((await w.projects.myProjects(alice, 'participated', {})).map((p) => p.id)).toEqual([w.project.id]);
    expect(await w.projects.myProjects(alice, 'index', {})).toEqual([]);
    expect(await w.projects.myProjects(alice, 'recentlyVisited', {})).toEqual([]);
    await w.projects.projectWithMember(alice, w.project.id, 'alice');
    expect((await w.projects.myProjects(alice, 'recentlyVisited', {}))[0]).toMatchObject({
      lastVisit: '2026-03-01T10:00:00.000Z',
    });
    await w.projects.setHidden(alice, w.project.id, true);
    expect(await w.projects.myProjects(alice, 'all', {})).toEqual([]);
    expect(await w.projects.myProjects(alice, 'all', { includeHidden: true })).toHaveLength(1);
  });
});

describe('project service: deleting', () => {
  it('refuses joined and default projects', async () => {
    const w = await projectWorld();
    await w.addMember('alice', 'admin');
    const joined = await w.projects.deleteProjects(callerOf('alice'), [w.project.id]).catch(codeOf);
    expect(joined).toMatchObject({ status: 403, messageKey: 'project.cannotDeleteJoined' });
    const { project: mine } = await w.projects.createProject(
      { tenantId: 't1', projectName: 'Mine', memo: '', isDefault: 1, avatar: '' },
      w.owner,
    );
    const own = await w.projects.deleteProjects(callerOf('owner'), [mine.id]).catch(codeOf);
    expect(own).toMatchObject({ status: 403, messageKey: 'project.cannotDeleteDefault' });
    expect(w.released).toEqual([]);
  });

  it('removes the record, gives the files back, then clears the rest and tells the other members', async () => {
    const w = await projectWorld();
    await w.addMember('alice');
    await w.addMember('bob');
    await w.projects.deleteProjects(callerOf('owner'), [w.project.id]);
    const id = w.project.id;
    expect(w.order).toEqual([`removed ${id}`, `released ${id}`, `cleared ${id}`]);
    // Queued: the request does not wait for a push per member.
    expect(w.pushes).toEqual([
      { userId: 'alice', message: { type: 'QUIT', content: id }, queued: true },
      { userId: 'bob', message: { type: 'QUIT', content: id }, queued: true },
    ]);
    await expect(w.projects.requireMember(callerOf('owner'), id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
