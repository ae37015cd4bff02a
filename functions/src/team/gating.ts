import { MembershipRequiredError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { mayUseApp } from '../lib/policies/appAccess.ts';
import { DEFAULT_TIERS, getTier, quotaOf } from '../membership/index.ts';

/** Inviting to teams needs the collaboration client (spec 2 §6); lacking it answers ActivateMembership. */
export async function requireCollaboration(caller: Caller) {
  const quota = await quotaOf(caller.userId, caller.tenantId);
  const tier = await getTier(quota.tier);
  const allowed = mayUseApp(
    {
      isAdmin: caller.isAdmin,
      tierApps: tier.apps,
      freeApps: DEFAULT_TIERS.nonMember.apps,
      memberDate: quota.memberDate,
    },
    'CollabCraft',
  );
  if (!allowed) throw new MembershipRequiredError();
}
