import { memberAccess, refuseDisabled } from '../access/index.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { canDeleteProject, canEditProject } from '../lib/policies/projectPolicy.ts';
import { makeProjectCreation } from './creation.ts';
import type { ProjectDeps } from './deps.ts';
import type { Limits } from './limits.ts';
import type { Project, ProjectAccess, ProjectMember } from './model.ts';
import { projectView } from './views.ts';

export type AvatarType = 'add' | 'edit' | 'delete';

export interface ProjectInput {
  projectName: string;
  memo: string;
  avatar?: string;
  avatarType?: AvatarType;
}

export type ProjectTab = 'all' | 'index' | 'participated' | 'recentlyVisited';

/** Projects themselves: creating, editing, listing and deleting them. */
export function makeProjectService(deps: ProjectDeps, limits: Limits) {
  const { store, users, covers, clock } = deps;

  /** The caller must be a member of the project in their tenant (404 otherwise). */
  async function requireMember(caller: Caller, projectId: string): Promise<ProjectAccess> {
    return memberAccess(caller, await store.loadAccess(projectId, caller.userId));
  }

  /** requireMember plus a policy; a member who fails it gets 403. */
  async function requireAllowed(
    caller: Caller,
    projectId: string,
    allowed: (access: ProjectAccess) => boolean,
  ): Promise<ProjectAccess> {
    const access = await requireMember(caller, projectId);
    refuseDisabled(access.project);
    if (!allowed(access)) throw new ForbiddenError();
    return access;
  }

  const createProject = makeProjectCreation(deps);

  return {
    requireMember,
    requireAllowed,
    createProject,

    async saveProject(caller: Caller, input: ProjectInput) {
      const cover = input.avatar && input.avatarType !== 'delete' ? covers.decode(input.avatar) : null;
      const creator = await users.get(caller.userId);
      if (!creator) throw new NotFoundError('account.notFound');
      await limits.requireProjectAllowance(caller);
      const { project } = await createProject(
        {
          tenantId: caller.tenantId,
          projectName: input.projectName,
          memo: input.memo,
          isDefault: 0,
          avatar: '',
        },
        creator,
      );
      if (!cover) return projectView(project);
      const key = await covers.store(project.id, cover);
      return projectView(
        await store.updateProject(
          project.id,
          { projectName: project.projectName, memo: project.memo, avatar: key },
          clock(),
        ),
      );
    },

    async editProject(caller: Caller, projectId: string, input: ProjectInput) {
      const { project } = await requireAllowed(caller, projectId, ({ project, member }) =>
        canEditProject(project, member.role),
      );
      let avatar = project.avatar;
      if (input.avatarType === 'delete') {
        if (project.avatar) await covers.remove(project.id);
        avatar = '';
      } else if ((input.avatarType === 'add' || input.avatarType === 'edit') && input.avatar) {
        avatar = await covers.store(project.id, covers.decode(input.avatar));
      }
      return projectView(
        await store.updateProject(
          project.id,
          { projectName: input.projectName, memo: input.memo, avatar },
          clock(),
        ),
      );
    },

    async myProjects(
      caller: Caller,
      tab: ProjectTab,
      options: { keyword?: string; includeHidden?: boolean },
    ) {
      let memberships = await store.membershipsOf(caller.userId);
      if (!options.includeHidden) memberships = memberships.filter((m) => !m.hidden);
      if (tab === 'index') memberships = memberships.filter((m) => m.role === 'creator');
      if (tab === 'participated') memberships = memberships.filter((m) => m.role !== 'creator');
      if (tab === 'recentlyVisited') {
        memberships = memberships
          .filter((m) => m.lastVisit)
          .sort((a, b) => b.lastVisit!.localeCompare(a.lastVisit!));
      }
      const projects = await store.getProjects(memberships.map((m) => m.projectId));
      const keyword = options.keyword?.trim().toLowerCase();
      return memberships
        .map((m) => ({ member: m, project: projects.get(m.projectId) }))
        .filter((row): row is { member: ProjectMember; project: Project } => Boolean(row.project))
        .filter((row) => !keyword || row.project.projectName.toLowerCase().includes(keyword))
        .map((row) => projectView(row.project, row.member));
    },

    async setHidden(caller: Caller, projectId: string, hidden: boolean) {
      await requireMember(caller, projectId);
      await store.setHidden(projectId, caller.userId, hidden);
    },

    /** A project with one member; opening my own membership marks a visit. */
    async projectWithMember(caller: Caller, projectId: string, userId: string) {
      const { project, member: me } = await requireMember(caller, projectId);
      const member = userId === caller.userId ? me : await store.getMember(project.id, userId);
      if (!member) throw new NotFoundError('project.memberNotFound');
      if (member.userId === caller.userId) await store.recordVisit(project.id, caller.userId, clock());
      return { project, me, member };
    },

    /**
     * Deletes projects the caller created (normal projects only). The project record goes first, so
     * from that moment the project is gone for everyone; members with it open are told (QUIT).
     */
    async deleteProjects(caller: Caller, ids: string[]) {
      const targets: Project[] = [];
      for (const id of ids) {
        const { project, member } = await requireMember(caller, id);
        refuseDisabled(project);
        if (member.role !== 'creator') throw new ForbiddenError('project.cannotDeleteJoined');
        if (!canDeleteProject(project, member.role)) throw new ForbiddenError('project.cannotDeleteDefault');
        targets.push(project);
      }
      for (const project of targets) {
        // The project is gone for everyone once its record is; its files' storage and bytes are given back before the rest.
        const { memberIds } = await store.removeProject(project.id, () =>
          deps.releaseProjectFiles(project.id),
        );
        if (project.avatar) await covers.remove(project.id);
        // Every member of the project is told: a long fan-out, queued rather than done in the request.
        await deps.queuePushToUsers(
          memberIds.filter((id) => id !== caller.userId),
          { type: 'QUIT', content: project.id },
        );
      }
    },
  };
}

export type ProjectService = ReturnType<typeof makeProjectService>;
