import type { SocketMessage } from '@loopline/shared';
import { callerOf, fakeUsers, person } from '../access/fakes.ts';
import { ConflictError } from '../lib/errors.ts';
import type { ProjectDeps } from './deps.ts';
import { makeGroupService } from './groups.ts';
import { makeLimits } from './limits.ts';
import { makeMemberService } from './members.ts';
import type { MembershipLog, Project, ProjectGroup, ProjectMember } from './model.ts';
import { makeProjectService } from './projects.ts';
import type { ProjectStore } from './store.ts';

/*
 * In-memory fakes of the project services' dependencies, for the unit tests: plain objects that keep
 * what was written and refuse what the real store refuses (existing members, taken group names, writes
 * on the creator).
 */

const key = (...parts: string[]) => parts.join('/');

/** A condition the real store's write holds (the DynamoDB condition), failing like it would. */
function refused(what: string): never {
  throw new Error(`condition failed: ${what}`);
}

export function fakeProjectStore() {
  const projects = new Map<string, Project>();
  const members = new Map<string, ProjectMember>();
  const groups = new Map<string, ProjectGroup>();
  const groupNames = new Set<string>();
  const refs = new Map<string, string>();
  const logs: MembershipLog[] = [];
  const order: string[] = [];
  const nameKey = (projectId: string, name: string) => key(projectId, name.trim().toLowerCase());
  const membersOf = (projectId: string) =>
    [...members.values()]
      .filter((m) => m.projectId === projectId)
      .sort((a, b) => a.account.toLowerCase().localeCompare(b.account.toLowerCase()));

  const store: ProjectStore = {
    async loadAccess(projectId, userId) {
      return { project: projects.get(projectId), member: members.get(key(projectId, userId)) };
    },
    async getProjects(ids) {
      return new Map(ids.filter((id) => projects.has(id)).map((id) => [id, projects.get(id)!]));
    },
    async createProject(project, newGroups, creator) {
      if (projects.has(project.id)) refused('project exists');
      projects.set(project.id, { ...project });
      for (const group of newGroups) {
        groups.set(key(project.id, group.id), { ...group });
        groupNames.add(nameKey(project.id, group.groupName));
        refs.set(group.id, project.id);
      }
      members.set(key(project.id, creator.userId), { ...creator });
    },
    async updateProject(projectId, changes, now) {
      const project = projects.get(projectId) ?? refused('no project');
      const updated = { ...project, ...changes, updateTime: now.toISOString() };
      projects.set(projectId, updated);
      return updated;
    },
    async removeProject(projectId, between) {
      const memberIds = membersOf(projectId).map((m) => m.userId);
      projects.delete(projectId);
      order.push(`removed ${projectId}`);
      await between();
      for (const m of membersOf(projectId)) members.delete(key(projectId, m.userId));
      for (const [k, g] of groups) if (g.fkProjectId === projectId) groups.delete(k);
      order.push(`cleared ${projectId}`);
      return { memberIds };
    },
    async getMember(projectId, userId) {
      return members.get(key(projectId, userId)) ?? null;
    },
    async getMembers(projectId, userIds) {
      return userIds.map((id) => members.get(key(projectId, id))).filter((m) => m !== undefined);
    },
    async membershipsOf(userId) {
      return [...members.values()].filter((m) => m.userId === userId);
    },
    async listMembers(projectId, query) {
      const search = query.search?.toLowerCase();
      let rows = membersOf(projectId).filter(
        (m) =>
          (!search || `${m.account} ${m.memberName}`.toLowerCase().includes(search)) &&
          (!query.groupId || m.groupId === query.groupId),
      );
      if (query.order === 'desc') rows = rows.reverse();
      const skip = (query.current - 1) * query.size;
      return { records: rows.slice(skip, skip + query.size), total: rows.length };
    },
    async addMembers(added) {
      if (added.some((m) => members.has(key(m.projectId, m.userId))))
        throw new ConflictError('project.memberExists');
      for (const m of added) {
        members.set(key(m.projectId, m.userId), { ...m });
        const project = projects.get(m.projectId) ?? refused('no project');
        project.memberCount += 1;
      }
    },
    async updateMemberRole(projectId, userId, role, group) {
      const member = members.get(key(projectId, userId)) ?? refused('no member');
      if (member.role === 'creator') refused('creator');
      Object.assign(member, {
        role,
        roleStatus: role,
        groupId: group.id,
        groupKind: group.groupInit ?? 'custom',
      });
    },
    async updateGroupMembership(projectId, userId, group) {
      const member = members.get(key(projectId, userId)) ?? refused('no member');
      if (member.role === 'creator') refused('creator');
      Object.assign(member, { groupId: group?.id ?? '', groupKind: group?.groupInit ?? 'custom' });
    },
    async setHidden(projectId, userId, hidden) {
      (members.get(key(projectId, userId)) ?? refused('no member')).hidden = hidden;
    },
    async recordVisit(projectId, userId, now) {
      (members.get(key(projectId, userId)) ?? refused('no member')).lastVisit = now.toISOString();
    },
    async removeMember(projectId, userId) {
      const member = members.get(key(projectId, userId)) ?? refused('no member');
      if (member.role === 'creator') refused('creator');
      members.delete(key(projectId, userId));
      (projects.get(projectId) ?? refused('no project')).memberCount -= 1;
    },
    async listGroups(projectId) {
      return [...groups.values()].filter((g) => g.fkProjectId === projectId);
    },
    async getGroup(projectId, groupId) {
      return groups.get(key(projectId, groupId)) ?? null;
    },
    async projectOfGroup(groupId) {
      return refs.get(groupId) ?? null;
    },
    async createGroup(group) {
      if (groupNames.has(nameKey(group.fkProjectId, group.groupName)))
        throw new ConflictError('project.groupExists');
      groups.set(key(group.fkProjectId, group.id), { ...group });
      groupNames.add(nameKey(group.fkProjectId, group.groupName));
      refs.set(group.id, group.fkProjectId);
    },
    async updateGroup(group, groupName, memo) {
      const renamed = nameKey(group.fkProjectId, group.groupName) !== nameKey(group.fkProjectId, groupName);
      if (renamed && groupNames.has(nameKey(group.fkProjectId, groupName)))
        throw new ConflictError('project.groupExists');
      if (renamed) {
        groupNames.delete(nameKey(group.fkProjectId, group.groupName));
        groupNames.add(nameKey(group.fkProjectId, groupName));
      }
      const updated = { ...group, groupName, memo };
      groups.set(key(group.fkProjectId, group.id), updated);
      return updated;
    },
    async deleteGroup(group) {
      groups.delete(key(group.fkProjectId, group.id));
      groupNames.delete(nameKey(group.fkProjectId, group.groupName));
      refs.delete(group.id);
    },
    async logMembership(entries, now) {
      for (const entry of entries)
        logs.push({ ...entry, id: String(logs.length + 1).padStart(6, '0'), createTime: now.toISOString() });
    },
    async membershipLogs(projectId, onlyAdded, limit) {
      const rows = logs
        .filter((l) => l.projectId === projectId && (!onlyAdded || l.action === 'added'))
        .reverse()
        .slice(0, limit);
      return { records: rows };
    },
  };
  return { store, storedProjects: projects, storedMembers: members, storedGroups: groups, logs, order };
}

export interface Notice {
  userIds: string[];
  category: number;
  key: string;
  about: string;
}

/** Every dependency of the project services as a fake, with what they were asked to do. */
export function fakeProjectDeps(options: { project?: number; projectUserNum?: number } = {}) {
  const data = fakeProjectStore();
  const users = fakeUsers();
  const teams = new Set<string>();
  const notices: Notice[] = [];
  const pushes: { userId: string; message: SocketMessage; queued?: true }[] = [];
  const released: string[] = [];
  const covers = { stored: [] as string[], removed: [] as string[] };
  const limits = { project: options.project ?? 5, projectUserNum: options.projectUserNum ?? -1 };
  let ids = 0;
  const deps: ProjectDeps = {
    store: data.store,
    users: users.directory,
    async inTeam(ownerId, userId) {
      return ownerId === userId || teams.has(key(ownerId, userId));
    },
    async releaseProjectFiles(projectId) {
      released.push(projectId);
      data.order.push(`released ${projectId}`);
    },
    covers: {
      decode: () => ({ bytes: Buffer.from('png'), contentType: 'image/png' }),
      async store(projectId) {
        covers.stored.push(projectId);
        return `projects/${projectId}/cover`;
      },
      async remove(projectId) {
        covers.removed.push(projectId);
      },
      async read() {
        return { bytes: Buffer.from('png'), contentType: 'image/png' };
      },
    },
    plans: {
      async limitsOf() {
        return limits;
      },
      async storageOf() {
        return { total: 100, used: 40 };
      },
    },
    async notify(userIds, category, content, relContent) {
      notices.push({ userIds, category, key: content.key, about: relContent });
    },
    async pushToUsers(userIds, message) {
      for (const userId of userIds) pushes.push({ userId, message });
    },
    async queuePushToUsers(userIds, message) {
      for (const userId of userIds) pushes.push({ userId, message, queued: true });
    },
    clock: () => new Date('2026-03-01T10:00:00.000Z'),
    newId: () => `id${++ids}`,
  };
  return {
    deps,
    ...data,
    users,
    notices,
    pushes,
    released,
    covers,
    limits,
    /** Puts `userId` into the team of `ownerId`. */
    joinTeam(ownerId: string, userId: string) {
      teams.add(key(ownerId, userId));
    },
  };
}

/** The project services wired on fakes, with an owner who created one normal project. */
export async function projectWorld(options: { project?: number; projectUserNum?: number } = {}) {
  const fakes = fakeProjectDeps(options);
  const limits = makeLimits(fakes.deps);
  const projects = makeProjectService(fakes.deps, limits);
  const members = makeMemberService(fakes.deps, limits, projects);
  const groups = makeGroupService(fakes.deps, projects);
  const owner = fakes.users.add(person('owner'));
  const { project, groups: builtIn } = await projects.createProject(
    { tenantId: 't1', projectName: 'Plant', memo: '', isDefault: 0, avatar: '' },
    owner,
  );
  const group = (kind: 'create' | 'read' | 'readWrite') => builtIn.find((g) => g.groupInit === kind)!;
  /** A user of the owner's team, added to the project (as a member, or an admin). */
  async function addMember(userId: string, roleStatus: 'user' | 'admin' = 'user', groupId = '') {
    fakes.users.add(person(userId));
    fakes.joinTeam('owner', userId);
    await members.addProjectMembers(callerOf('owner'), project.id, [{ userId, roleStatus, groupId }]);
  }
  return { ...fakes, limits, projects, members, groups, owner, project, group, addMember };
}

export { callerOf, person } from '../access/fakes.ts';
