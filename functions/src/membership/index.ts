/** The public face of membership/: what other folders of the functions use. */
export { downBenefits, effectiveTier } from './benefits.ts';
export {
  comparisonItemRows,
  equityFunctionItems,
  equityRows,
  publishEquities,
  removeEquities,
  setEquityItems,
  shownTiers,
} from './equities.ts';
export { listFunctionItems, publishFunctionItems, updateFunctionItem } from './functionItems.ts';
export { lapseExpired } from './lapse.ts';
export {
  addMonths,
  type CarriedGrant,
  carriedGrantItem,
  carriedGrantOf,
  isPackPurchase,
  type Purchase,
  packGrantItem,
  purchaseItem,
} from './purchase.ts';
export {
  consumeParseItem,
  ensureQuota,
  InsufficientQuotaError,
  type Quota,
  quotaOf,
  refundParseItem,
  releaseStorage,
  releaseStorageItem,
  reserveStorageItem,
  setTierByAdmin,
} from './quota.ts';
export { type Grant, type Revoked, revokeItem } from './revoke.ts';
export {
  deletionTierItems,
  purchaseTierCountItem,
  quotaTierMove,
  quotaWithTierCount,
  withTierMove,
} from './tierCounts.ts';
export { allTiers, DEFAULT_TIERS, getTier, saveTierEquities, type Tier } from './tiers.ts';
