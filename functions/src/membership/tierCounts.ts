import type { MemberTier } from '@loopline/shared';
import { quota as quotaEntity } from '../entities/quota.ts';
import { type TransactionItem, txItem } from '../entities/transaction.ts';
import { type TierMove, tierMoveItem } from '../entities/userTierCount.ts';

/** What a tier move is read from (the quota as read). */
interface CountedQuota {
  tenantId: string;
  tier: MemberTier;
  accountDeletedAt?: string;
}

/**
 * The users-by-tier counts move with the writes that change a tier: each builder of a quota item
 * that may change the tier (purchase, revocation) records here which move the item makes, and the
 * transaction that writes the item carries the counter's ADD beside it (`quotaWithTierCount`).
 * Kept beside the item rather than in the builders' answers so their callers (pay/) change by one
 * line, and an item built elsewhere (a pack's ADD) simply moves nothing.
 */
const movesOfItems = new WeakMap<TransactionItem, TierMove>();

/**
 * The move of a quota from its tier as read to `to`. A deleted account's quota is no longer counted
 * (the deletion took it off), so nothing moves for it.
 */
export function quotaTierMove(quota: CountedQuota, to: MemberTier): TierMove | null {
  if (quota.accountDeletedAt || quota.tier === to) return null;
  return { tenantId: quota.tenantId, from: quota.tier, to };
}

/** Records the tier move a quota item makes when written; answers the item. */
export function withTierMove(item: TransactionItem, move: TierMove | null): TransactionItem {
  if (move) movesOfItems.set(item, move);
  return item;
}

/**
 * A quota item named `quota` with, named `tierCount`, the counter's ADD for the tier move it makes
 * (none when it moves no tier): spread into the transaction that writes the quota.
 */
export function quotaWithTierCount(item: TransactionItem | null) {
  const move = item ? movesOfItems.get(item) : undefined;
  return { quota: item, tierCount: move ? tierMoveItem(move) : null };
}

/** The counter's ADD of a purchase of `tier` ('' for a pack: no move) by the quota as read. */
export function purchaseTierCountItem(quota: CountedQuota, tier: MemberTier | '') {
  const move = tier ? quotaTierMove(quota, tier) : null;
  return move && tierMoveItem(move);
}

/**
 * An account's deletion takes its user off the counts, in the deletion's transaction: the quota is
 * marked (on condition that its tier is still the one read, so the right tier is decremented) and
 * later changes of that quota (a lapse) move nothing. An account without a quota row was counted
 * on the free tier.
 */
export async function deletionTierItems(user: { userId: string; tenantId: string }, at: string) {
  const { data } = await quotaEntity.get({ userId: user.userId }).go({ consistent: true });
  if (data?.accountDeletedAt) return {};
  const tier = data?.tier ?? 'nonMember';
  return {
    quotaMark:
      data &&
      txItem(
        quotaEntity
          .patch({ userId: user.userId })
          .set({ accountDeletedAt: at })
          .where((attr, op) => `${op.eq(attr.tier, tier)} AND ${op.notExists(attr.accountDeletedAt)}`),
      ),
    tierCount: tierMoveItem({ tenantId: user.tenantId, from: tier, to: null }),
  };
}
