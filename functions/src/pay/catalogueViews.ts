import type { TierEquities } from '@loopline/shared/contracts/pay';
import type { Tier } from '../membership/index.ts';

/** A tier as the catalogue routes answer it (user list and the back office's save). */
export const equitiesView = (tier: Tier): TierEquities => ({
  code: tier.code,
  memberName: tier.memberName,
  memberNameEn: tier.memberNameEn,
  level: tier.level,
  equities: tier.equities,
});
