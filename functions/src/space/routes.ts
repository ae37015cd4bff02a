import {
  AppPermissionBody,
  SpaceUserQuery,
  type UserSpace,
  UserTierBody,
} from '@loopline/shared/contracts/space';
import { findUserByAccount, getUser, requireUser } from '../account/index.ts';
import { canBindInviteCode } from '../activity/index.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { Reply, route } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { mayUseApp } from '../lib/policies/appAccess.ts';
import { getTier, quotaOf, setTierByAdmin } from '../membership/index.ts';

/** The user space card (spec 2 §2, §3): membership, storage, parse balance. */
async function spaceInfo(
  userId: string,
  tenantId: string,
  caller: Pick<Caller, 'userId' | 'tenantId'>,
): Promise<UserSpace> {
  const user = await requireUser(userId);
  const quota = await quotaOf(userId, tenantId);
  return {
    userId,
    account: user.account,
    avatar: user.avatar,
    memberName: quota.memberName,
    memberNameEn: quota.memberNameEn,
    memberTier: quota.tier,
    memberDate: quota.memberDate,
    personalSpace: quota.storageTotal,
    occupySpace: quota.storageUsed,
    parseCount: quota.parseUnlimited ? -1 : quota.parseCount,
    canBindInviteCode: caller.userId === userId ? await canBindInviteCode(caller) : false,
  };
}

/** The end (UTC) of the last valid day; a day already over is refused. */
function endOfDay(day: string, now = new Date()): string {
  const end = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== day || end <= now)
    throw new BadRequestError('space.memberDateInvalid');
  return end.toISOString();
}

export const spaceRoutes = [
  route({
    method: 'GET',
    path: '/api/cloudUserSpace/queryUserSpaceInfo',
    auth: 'user',
    summary: 'The signed-in user’s space: membership, space used/total, validity, parse balance',
    handler: async ({ caller }) => spaceInfo(caller.userId, caller.tenantId, caller),
  }),
  route({
    method: 'GET',
    path: '/api/cloudUserSpace/getUserSpaceInfo',
    auth: 'admin',
    summary: 'A user’s space and membership, by userId or account, for platform administrators',
    query: SpaceUserQuery,
    handler: async ({ query, caller }) => {
      const user = query.userId
        ? await getUser(query.userId)
        : await findUserByAccount(caller.tenantId, query.account!);
      if (!user || user.tenantId !== caller.tenantId) throw new NotFoundError('account.notFound');
      return spaceInfo(user.userId, user.tenantId, caller);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/update',
    auth: 'admin',
    summary:
      'Set a user’s membership tier and validity (platform administrators; the console adds more fields)',
    body: UserTierBody,
    handler: async ({ body, caller }) => {
      const user = await getUser(body.userId);
      if (!user || user.tenantId !== caller.tenantId) throw new NotFoundError('account.notFound');
      const memberDate = body.memberTier === 'nonMember' ? '' : endOfDay(body.memberDate!);
      await setTierByAdmin(user.userId, user.tenantId, body.memberTier, memberDate);
      logger.info('membership set by administrator', {
        targetUserId: user.userId,
        memberTier: body.memberTier,
        memberDate,
      });
      return new Reply(await spaceInfo(user.userId, user.tenantId, caller), 'space.tierSet');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/queryUserIsPerm',
    auth: 'user',
    summary: 'May the user open this client app? (membership tier; form clientId)',
    body: AppPermissionBody,
    handler: async ({ body, caller }) => {
      const quota = await quotaOf(caller.userId, caller.tenantId);
      const [tier, free] = await Promise.all([getTier(quota.tier), getTier('nonMember')]);
      return mayUseApp(
        { isAdmin: caller.isAdmin, tierApps: tier.apps, freeApps: free.apps, memberDate: quota.memberDate },
        body.clientId,
      );
    },
  }),
];
