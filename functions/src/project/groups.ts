import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { canEditGroup, canManageMembers, canRemoveFromGroup } from '../lib/policies/projectPolicy.ts';
import type { ProjectDeps } from './deps.ts';
import type { ProjectGroup, ProjectMember } from './model.ts';
import type { ProjectService } from './projects.ts';

/** Member groups of a project: custom groups, and who is in which group. */
export function makeGroupService(deps: ProjectDeps, projects: ProjectService) {
  const { store, clock, newId } = deps;
  const manage = (caller: Caller, projectId: string) =>
    projects.requireAllowed(caller, projectId, ({ project, member }) =>
      canManageMembers(project, member.role),
    );

  /** Resolves a group by id for a caller who is a member of its project (404 otherwise). */
  async function groupForCaller(caller: Caller, groupId: string, projectId?: string) {
    const owner = projectId ?? (await store.projectOfGroup(groupId));
    if (!owner) throw new NotFoundError('project.groupNotFound');
    const access = await projects.requireMember(caller, owner);
    const group = await store.getGroup(owner, groupId);
    if (!group) throw new NotFoundError('project.groupNotFound');
    return { ...access, group };
  }

  /** The managed project's group, which members may be put into (never the creator's group). */
  async function managedGroup(caller: Caller, projectId: string, groupId: string) {
    await manage(caller, projectId);
    const group = await store.getGroup(projectId, groupId);
    if (!group) throw new NotFoundError('project.groupNotFound');
    return group;
  }

  return {
    groupForCaller,

    async saveGroup(caller: Caller, projectId: string, groupName: string, memo: string) {
      await manage(caller, projectId);
      const group: ProjectGroup = {
        id: newId(),
        fkProjectId: projectId,
        groupName,
        memo,
        groupInit: null,
        createTime: clock().toISOString(),
      };
      await store.createGroup(group);
      return group;
    },

    async editGroup(caller: Caller, groupId: string, groupName: string, memo: string) {
      const { group, project } = await groupForCaller(caller, groupId);
      await manage(caller, project.id);
      if (!canEditGroup(group.groupInit)) throw new ForbiddenError('project.groupBuiltIn');
      return store.updateGroup(group, groupName, memo);
    },

    async removeGroup(caller: Caller, groupId: string) {
      const { group, project } = await groupForCaller(caller, groupId);
      await manage(caller, project.id);
      if (!canEditGroup(group.groupInit)) throw new ForbiddenError('project.groupBuiltIn');
      const { total } = await store.listMembers(project.id, {
        current: 1,
        size: 1,
        order: 'asc',
        groupId: group.id,
      });
      if (total > 0) throw new BadRequestError('project.groupHasMembers');
      await store.deleteGroup(group);
    },

    /** Moves members into a group (a member belongs to one group); admins stay in read-write. */
    async addToGroup(caller: Caller, projectId: string, groupId: string, userIds: string[]) {
      const group = await managedGroup(caller, projectId, groupId);
      if (group.groupInit === 'create') throw new ForbiddenError('project.groupLocked');
      const members = await store.getMembers(projectId, userIds);
      if (members.length !== new Set(userIds).size) throw new NotFoundError('project.memberNotFound');
      for (const member of members) {
        if (member.role === 'creator') throw new ForbiddenError('project.cannotChangeCreator');
        if (member.role === 'admin' && group.groupInit !== 'readWrite')
          throw new BadRequestError('project.adminNeedsReadWrite');
      }
      for (const member of members)
        await store.updateMemberRole(
          projectId,
          member.userId,
          member.role === 'admin' ? 'admin' : 'user',
          group,
        );
    },

    /** Takes members out of a group; they are left ungrouped (view-only by default). */
    async removeFromGroup(caller: Caller, projectId: string, groupId: string, userIds: string[]) {
      const group = await managedGroup(caller, projectId, groupId);
      const members = await store.getMembers(projectId, userIds);
      for (const member of members) {
        if (member.groupId !== group.id) throw new NotFoundError('project.memberNotFound');
        if (!canRemoveFromGroup(group.groupInit, member.role))
          throw new ForbiddenError('project.groupLocked');
      }
      for (const member of members) await store.updateGroupMembership(projectId, member.userId, null);
    },

    /** The group member picker: members outside this group, everyone, and this group's members. */
    async groupTree(caller: Caller, groupId: string) {
      const { project, group } = await groupForCaller(caller, groupId);
      const { records } = await store.listMembers(project.id, { current: 1, size: 100_000, order: 'asc' });
      const row = (m: ProjectMember) => ({
        id: m.userId,
        account: m.account,
        memberName: m.memberName,
        roleStatus: m.roleStatus,
        isCreator: m.role === 'creator',
      });
      return {
        group,
        noGroupUserList: records.filter((m) => m.groupId !== group.id).map(row),
        allList: records.map(row),
        groupUser: records.filter((m) => m.groupId === group.id).map(row),
      };
    },

    async groupsOf(caller: Caller, projectId: string): Promise<ProjectGroup[]> {
      await projects.requireMember(caller, projectId);
      return store.listGroups(projectId);
    },
  };
}
