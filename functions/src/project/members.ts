import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { canManageMembers, canQuit } from '../lib/policies/projectPolicy.ts';
import type { ProjectDeps } from './deps.ts';
import type { Limits } from './limits.ts';
import type { ProjectGroup, ProjectMember } from './model.ts';
import type { ProjectService } from './projects.ts';
import { logEntry, memberFromUser } from './views.ts';

export interface MemberAssignment {
  userId: string;
  groupId: string;
  roleStatus: 'user' | 'admin';
}

/** A member admin always belongs to the read-write group; members default to the read group. */
function groupFor(groups: ProjectGroup[], assignment: MemberAssignment): ProjectGroup {
  if (assignment.roleStatus === 'admin') return groups.find((g) => g.groupInit === 'readWrite')!;
  const chosen = assignment.groupId
    ? groups.find((g) => g.id === assignment.groupId)
    : groups.find((g) => g.groupInit === 'read');
  if (!chosen || chosen.groupInit === 'create') throw new BadRequestError('project.groupNotFound');
  return chosen;
}

/** Who is in a project: adding, changing, removing and quitting members. */
export function makeMemberService(deps: ProjectDeps, limits: Limits, projects: ProjectService) {
  const { store, users, clock } = deps;
  const manage = (caller: Caller, projectId: string) =>
    projects.requireAllowed(caller, projectId, ({ project, member }) =>
      canManageMembers(project, member.role),
    );

  return {
    async addProjectMembers(caller: Caller, projectId: string, assignments: MemberAssignment[]) {
      const { project } = await manage(caller, projectId);
      const groups = await store.listGroups(projectId);
      const at = clock().toISOString();
      const members: ProjectMember[] = [];
      for (const assignment of assignments) {
        if (assignment.userId === caller.userId) throw new BadRequestError('project.cannotPickSelf');
        if (assignment.userId === project.createUser) throw new BadRequestError('project.cannotPickCreator');
        const user = await users.get(assignment.userId);
        if (!user || user.tenantId !== caller.tenantId) throw new BadRequestError('project.userUnknown');
        // People are picked from a team: the adder's or the project creator's (they agreed to join it).
        if (
          !(await deps.inTeam(caller.userId, user.userId)) &&
          !(await deps.inTeam(project.createUser, user.userId))
        ) {
          throw new ForbiddenError('project.notInTeam');
        }
        members.push(
          memberFromUser(projectId, user, assignment.roleStatus, groupFor(groups, assignment), at),
        );
      }
      await limits.requireMemberRoom(project, members.length);
      await store.addMembers(members);
      const adder = await users.get(caller.userId);
      await store.logMembership(
        members.map((m) => logEntry(m, 'added', caller, adder?.account ?? '')),
        clock(),
      );
      await deps.notify(
        members.map((m) => m.userId),
        26,
        {
          key: 'project.noticeAdded',
          params: { who: adder?.realName || adder?.account || '', project: project.projectName },
        },
        project.id,
        { tenantId: caller.tenantId, creatorId: caller.userId },
      );
      return members;
    },

    async changeProjectMember(caller: Caller, projectId: string, assignment: MemberAssignment) {
      const { project, member: me } = await manage(caller, projectId);
      const target = await store.getMember(projectId, assignment.userId);
      if (!target) throw new NotFoundError('project.memberNotFound');
      if (target.role === 'creator' || target.userId === project.createUser)
        throw new ForbiddenError('project.cannotChangeCreator');
      // Member admins manage members; changing another admin is the creator's call.
      if (target.role === 'admin' && me.role !== 'creator') throw new ForbiddenError();
      const group = groupFor(await store.listGroups(projectId), assignment);
      await store.updateMemberRole(projectId, assignment.userId, assignment.roleStatus, group);
      await store.logMembership(
        [
          logEntry(
            { ...target, roleStatus: assignment.roleStatus, groupId: group.id },
            'roleChanged',
            caller,
            me.account,
          ),
        ],
        clock(),
      );
    },

    async removeProjectMembers(caller: Caller, projectId: string, userIds: string[]) {
      const { project, member: me } = await manage(caller, projectId);
      const targets = await store.getMembers(projectId, userIds);
      if (targets.length !== new Set(userIds).size) throw new NotFoundError('project.memberNotFound');
      for (const target of targets) {
        if (target.role === 'creator') throw new ForbiddenError('project.cannotChangeCreator');
        if (target.role === 'admin' && me.role !== 'creator') throw new ForbiddenError();
      }
      for (const target of targets) {
        await store.removeMember(projectId, target.userId);
        await deps.pushToUsers([target.userId], { type: 'QUIT', content: project.id });
      }
      await store.logMembership(
        targets.map((t) => logEntry(t, 'removed', caller, me.account)),
        clock(),
      );
      await deps.notify(
        targets.map((t) => t.userId),
        17,
        { key: 'project.noticeRemoved', params: { project: project.projectName } },
        project.id,
        { tenantId: caller.tenantId, creatorId: caller.userId },
      );
    },

    async quitProject(caller: Caller, projectId: string) {
      const { project, member } = await projects.requireMember(caller, projectId);
      if (member.role === 'creator') throw new ForbiddenError('project.creatorCannotQuit');
      if (!canQuit(project, member.role)) throw new ForbiddenError('project.readOnly');
      await store.removeMember(projectId, caller.userId);
      await store.logMembership([logEntry(member, 'quit', caller, member.account)], clock());
    },

    /** The invite list (people added) or every membership change, newest first; managers only. */
    async membershipLogs(
      caller: Caller,
      projectId: string,
      onlyAdded: boolean,
      size: number,
      cursor?: string,
    ) {
      await manage(caller, projectId);
      return store.membershipLogs(projectId, onlyAdded, size, cursor);
    },
  };
}
