import type { MemberTier } from '@loopline/shared';
import { membershipValid } from '../lib/policies/appAccess.ts';
import { withdrawnSwitches } from './functionItems.ts';
import { quotaOf } from './quota.ts';
import { getTier } from './tiers.ts';

export interface DownBenefits {
  downSpeed: boolean;
  downAnalysis: boolean;
}

/** The tier whose equities apply: the user's while the membership is valid, else the free tier. */
export function effectiveTier(tier: MemberTier, memberDate: string, now = new Date()): MemberTier {
  return membershipValid(memberDate, now) ? tier : 'nonMember';
}

/**
 * The download benefits of a user (queryDownBenefits, spec 1 §6), from their tier's equity
 * record. Only a literal `true` counts, so a tier record of another shape grants nothing.
 */
export async function downBenefits(
  userId: string,
  tenantId: string,
  now = new Date(),
): Promise<DownBenefits> {
  const quota = await quotaOf(userId, tenantId);
  const [tier, withdrawn] = await Promise.all([
    getTier(effectiveTier(quota.tier, quota.memberDate, now)),
    withdrawnSwitches(),
  ]);
  // A switch the back office withdrew (function items) is granted by no tier.
  return {
    downSpeed: tier.equities.downSpeed === true && !withdrawn.has('downSpeed'),
    downAnalysis: tier.equities.downAnalysis === true && !withdrawn.has('downAnalysis'),
  };
}
