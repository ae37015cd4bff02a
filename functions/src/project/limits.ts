import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { membershipValid } from '../lib/policies/appAccess.ts';
import { quotaOf } from '../membership/quota.ts';
import { DEFAULT_TIERS, getTier } from '../membership/tiers.ts';
import { membershipsOf } from './members.ts';
import type { Project } from './model.ts';

/** The equities in force for a user: their tier's while the membership is valid, else the free tier's. */
async function equitiesOf(userId: string, tenantId: string) {
  const quota = await quotaOf(userId, tenantId);
  const tier = membershipValid(quota.memberDate, new Date())
    ? await getTier(quota.tier)
    : DEFAULT_TIERS.nonMember;
  return { quota, equities: tier.equities };
}

/** Space left to the project's creator, whose quota files in the project count against. */
export async function creatorSpace(project: Pick<Project, 'createUser' | 'tenantId'>) {
  const { quota } = await equitiesOf(project.createUser, project.tenantId);
  return {
    total: quota.storageTotal,
    used: quota.storageUsed,
    free: Math.max(0, quota.storageTotal - quota.storageUsed),
  };
}

/** judgeSpace: would `bytes` more fit in the creator's storage? */
export async function judgeSpace(project: Pick<Project, 'createUser' | 'tenantId'>, bytes: number) {
  const space = await creatorSpace(project);
  return { ...space, enough: bytes <= space.free };
}

/** checkProjectIsAdeq: may the caller create one more (normal) project under their tier? */
export async function projectAllowance(caller: Caller) {
  const { equities } = await equitiesOf(caller.userId, caller.tenantId);
  const created = (await membershipsOf(caller.userId)).filter((m) => m.role === 'creator').length;
  // The personal default project does not count against the limit.
  const normal = Math.max(0, created - 1);
  const limit = equities.project;
  return { limit, created: normal, adequate: limit === -1 || normal < limit };
}

export async function requireProjectAllowance(caller: Caller) {
  const allowance = await projectAllowance(caller);
  if (!allowance.adequate) throw new BadRequestError('project.limitReached', { limit: allowance.limit });
}

/** Members a project may have under its creator's tier (projectUserNum; -1 unlimited). */
export async function requireMemberRoom(project: Project, adding: number) {
  const { equities } = await equitiesOf(project.createUser, project.tenantId);
  const limit = equities.projectUserNum;
  if (limit !== -1 && (project.memberCount ?? 1) + adding > limit) {
    throw new BadRequestError('project.memberLimitReached', { limit });
  }
}
