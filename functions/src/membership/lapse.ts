import { PAID_MEMBERS, quota as quotaEntity } from '../entities/quota.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { tierMoveItem } from '../entities/userTierCount.ts';
import type { Quota } from './quota.ts';
import { quotaTierMove } from './tierCounts.ts';
import { allTiers } from './tiers.ts';

/**
 * Scheduled: memberships whose validity ended go back to the free tier's equities. Storage bought or
 * earned on top of the old tier stays on top of the free one; nothing is deleted, so an account over
 * its new total simply cannot upload until it frees space or buys more. The parse balance is kept
 * (never below zero). Each lapse is conditioned on the quota as read, so a renewal meanwhile wins;
 * the users-by-tier counts move in the same transaction.
 */
export async function lapseExpired(now = new Date()) {
  const tiers = await allTiers();
  const free = tiers.nonMember;
  let lapsed = 0;
  for (;;) {
    const { data } = await quotaEntity.query
      .byExpiry({ memberQueue: PAID_MEMBERS })
      .lt({ memberDate: now.toISOString() })
      .go({ limit: 100 });
    for (const row of data) {
      const quota = row as Quota;
      const extra = Math.max(0, quota.storageTotal - tiers[quota.tier].equities.storage);
      const move = quotaTierMove(quota, 'nonMember');
      try {
        await transactWrite({
          quota: txItem(
            quotaEntity
              .patch({ userId: quota.userId })
              .set({
                tier: 'nonMember',
                memberName: free.memberName,
                memberNameEn: free.memberNameEn,
                memberDate: '',
                storageTotal: free.equities.storage + extra,
                parseUnlimited: free.equities.parse === -1,
                parseCount: Math.max(0, quota.parseCount),
                updatedAt: now.toISOString(),
              })
              .where(
                (attr, op) =>
                  `${op.eq(attr.tier, quota.tier)} AND ${op.eq(attr.memberDate, quota.memberDate)} AND ${op.eq(attr.storageTotal, quota.storageTotal)} AND ${op.eq(attr.parseCount, quota.parseCount)}`,
              ),
          ),
          tierCount: move && tierMoveItem(move),
        });
        lapsed++;
      } catch (error) {
        // A renewal or another change meanwhile: the quota is read again by the next run.
        if (!(error instanceof TransactionCancelledError)) throw error;
      }
    }
    if (data.length < 100) return { lapsed };
  }
}
