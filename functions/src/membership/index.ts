/** The public face of membership/: what other folders of the functions use. */
export { downBenefits } from './benefits.ts';
export {
  consumeParseItem,
  ensureQuota,
  InsufficientQuotaError,
  quotaOf,
  refundParseItem,
  releaseStorage,
  releaseStorageItem,
  reserveStorageItem,
  setTierByAdmin,
} from './quota.ts';
export { DEFAULT_TIERS, getTier } from './tiers.ts';
