import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { ProjectDeps } from './deps.ts';
import type { Project } from './model.ts';

/** The tier limits of projects: how many a user may create, how many members each may have, and space. */
export function makeLimits({ store, plans }: Pick<ProjectDeps, 'store' | 'plans'>) {
  /** Space left to the project's creator, whose quota files in the project count against. */
  async function creatorSpace(project: Pick<Project, 'createUser' | 'tenantId'>) {
    const { total, used } = await plans.storageOf(project.createUser, project.tenantId);
    return { total, used, free: Math.max(0, total - used) };
  }

  /** checkProjectIsAdeq: may the caller create one more (normal) project under their tier? */
  async function projectAllowance(caller: Pick<Caller, 'userId' | 'tenantId'>) {
    const [{ project: limit }, memberships] = await Promise.all([
      plans.limitsOf(caller.userId, caller.tenantId),
      store.membershipsOf(caller.userId),
    ]);
    const created = memberships.filter((m) => m.role === 'creator').length;
    // The personal default project does not count against the limit.
    const normal = Math.max(0, created - 1);
    return { limit, created: normal, adequate: limit === -1 || normal < limit };
  }

  return {
    creatorSpace,

    /** judgeSpace: would `bytes` more fit in the creator's storage? */
    async judgeSpace(project: Pick<Project, 'createUser' | 'tenantId'>, bytes: number) {
      const space = await creatorSpace(project);
      return { ...space, enough: bytes <= space.free };
    },

    projectAllowance,

    async requireProjectAllowance(caller: Pick<Caller, 'userId' | 'tenantId'>) {
      const allowance = await projectAllowance(caller);
      if (!allowance.adequate) throw new BadRequestError('project.limitReached', { limit: allowance.limit });
    },

    /** Members a project may have under its creator's tier (projectUserNum; -1 unlimited). */
    async requireMemberRoom(project: Project, adding: number) {
      const { projectUserNum: limit } = await plans.limitsOf(project.createUser, project.tenantId);
      if (limit !== -1 && (project.memberCount ?? 1) + adding > limit) {
        throw new BadRequestError('project.memberLimitReached', { limit });
      }
    },
  };
}

export type Limits = ReturnType<typeof makeLimits>;
