import { randomUUID } from 'node:crypto';
import { queueFanOut, userDirectory } from '../access/index.ts';
import { releaseProjectFiles } from '../file/index.ts';
import { membershipValid } from '../lib/policies/appAccess.ts';
import { pushToUsers } from '../lib/realtime/projects.ts';
import { DEFAULT_TIERS, getTier, quotaOf } from '../membership/index.ts';
import { notify } from '../notice/index.ts';
import { inTeam } from '../team/index.ts';
import { s3Covers } from './covers.ts';
import type { Plans, ProjectDeps } from './deps.ts';
import { entityStore } from './entityStore.ts';
import { makeGroupService } from './groups.ts';
import { makeLimits } from './limits.ts';
import { makeMemberService } from './members.ts';
import { makeProjectService } from './projects.ts';

/**
 * The project services wired once with the real dependencies, for this folder's routes. Other folders
 * import `index.ts` (permission checks and shared reads live in `access/`).
 */

/** Tier limits: the tier's while the membership is valid, else the free tier's. */
const plans: Plans = {
  async limitsOf(userId, tenantId) {
    const quota = await quotaOf(userId, tenantId);
    const tier = membershipValid(quota.memberDate, new Date())
      ? await getTier(quota.tier)
      : DEFAULT_TIERS.nonMember;
    return { project: tier.equities.project, projectUserNum: tier.equities.projectUserNum };
  },
  async storageOf(userId, tenantId) {
    const quota = await quotaOf(userId, tenantId);
    return { total: quota.storageTotal, used: quota.storageUsed };
  },
};

export const projectDeps: ProjectDeps = {
  store: entityStore,
  users: userDirectory,
  inTeam,
  releaseProjectFiles,
  covers: s3Covers,
  plans,
  notify,
  pushToUsers,
  queuePushToUsers: (userIds, message) => queueFanOut({ userIds, message }),
  clock: () => new Date(),
  newId: randomUUID,
};

export const limits = makeLimits(projectDeps);
export const projectService = makeProjectService(projectDeps, limits);
export const memberService = makeMemberService(projectDeps, limits, projectService);
export const groupService = makeGroupService(projectDeps, projectService);
