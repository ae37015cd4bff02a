import type { MemberTier } from '@loopline/shared';
import { quota as quotaEntity } from '../entities/quota.ts';
import { txItem } from '../entities/transaction.ts';
import { addMonths, type Purchase } from './purchase.ts';
import type { Quota } from './quota.ts';
import { quotaTierMove, withTierMove } from './tierCounts.ts';
import type { Tier } from './tiers.ts';

/**
 * Taking back what a refunded order granted, in proportion to the part of its price refunded
 * (pay/refundFinal.ts writes it in the transaction that marks the refund done). An order may be
 * refunded in several parts: each part takes its share of what the earlier parts left, as a share of
 * the price they left (refundFen / (payFen - refundedBeforeFen)), so the parts together take what
 * one refund of their sum would, and the part that completes the refund takes all that is left:
 * - a membership period: that share of the time the order still has left (the order's own period,
 *   counted back from the validity's end, so time already used is never taken), and that share of
 *   the parses the tier grants per period; a validity cut back to now ends the membership as the
 *   lapse job does (storage bought on top stays);
 * - a storage pack: that share of its bytes, but never below the storage in use;
 * - a parse pack: that share of its parses, but never below zero.
 * Nothing is taken when the tier has changed since (an upgrade already turned the time left into
 * its credit; a lapse already ended it).
 */
export interface Grant extends Purchase {
  /** When the order was paid (its period started then or later). */
  paidTime: string;
  payFen: number;
  refundFen: number;
  /** Earlier parts of the order's refund that succeeded, and what they took back (none when absent). */
  refundedBeforeFen?: number;
  revokedBefore?: Revoked;
}

export interface Revoked {
  ms: number;
  storage: number;
  parse: number;
}

/**
 * This part's share of a count the earlier parts left: refundFen / (payFen - refundedBeforeFen),
 * rounded down, without floating point (byte counts are large).
 */
function share(count: number, grant: Pick<Grant, 'payFen' | 'refundFen' | 'refundedBeforeFen'>): number {
  const left = grant.payFen - (grant.refundedBeforeFen ?? 0);
  if (count <= 0 || left <= 0) return 0;
  const refund = Math.min(grant.refundFen, left);
  return Number((BigInt(Math.floor(count)) * BigInt(refund)) / BigInt(left));
}

export function revokedQuota(quota: Quota, grant: Grant, tiers: Record<MemberTier, Tier>, now: Date) {
  const none = { next: {}, revoked: { ms: 0, storage: 0, parse: 0 } as Revoked };
  const before = grant.revokedBefore ?? none.revoked;
  if (grant.kind === 'storage') {
    const total = Math.max(
      quota.storageUsed,
      quota.storageTotal - share(grant.storageBytes - before.storage, grant),
    );
    const storage = Math.max(0, quota.storageTotal - total);
    return { next: { storageTotal: quota.storageTotal - storage }, revoked: { ...none.revoked, storage } };
  }
  const parseBack = (count: number) => Math.min(share(count, grant), Math.max(0, quota.parseCount));
  if (grant.kind === 'parse') {
    const parse = parseBack(grant.parseCount - before.parse);
    return { next: { parseCount: quota.parseCount - parse }, revoked: { ...none.revoked, parse } };
  }
  const end = quota.memberDate ? new Date(quota.memberDate).getTime() : 0;
  if (quota.tier !== grant.tier || end <= now.getTime()) return none;
  const paid = new Date(grant.paidTime || now.toISOString());
  const period = addMonths(paid, grant.months).getTime() - paid.getTime();
  const ms = share(Math.min(period - before.ms, end - now.getTime()), grant);
  const parse = parseBack(Math.max(0, tiers[quota.tier].equities.parse) - before.parse);
  const memberDate = end - ms;
  // Less than a minute left is no membership: end it the way the lapse job does.
  if (memberDate - now.getTime() < 60_000) {
    const free = tiers.nonMember;
    const extra = Math.max(0, quota.storageTotal - tiers[quota.tier].equities.storage);
    return {
      next: {
        tier: 'nonMember' as const,
        memberName: free.memberName,
        memberNameEn: free.memberNameEn,
        memberDate: '',
        storageTotal: free.equities.storage + extra,
        parseUnlimited: free.equities.parse === -1,
        parseCount: quota.parseCount - parse,
      },
      revoked: { ms: end - now.getTime(), storage: 0, parse },
    };
  }
  return {
    // The tier is written with the validity so the membership-expiry index key is rebuilt.
    next: {
      tier: quota.tier,
      memberDate: new Date(memberDate).toISOString(),
      parseCount: quota.parseCount - parse,
    },
    revoked: { ms, storage: 0, parse },
  };
}

/**
 * The revocation as a transaction item, conditioned on every quota field it was computed from (a
 * concurrent upload, parse or purchase makes the caller read again and retry); null when nothing
 * is taken back.
 */
export function revokeItem(quota: Quota, grant: Grant, tiers: Record<MemberTier, Tier>, now: Date) {
  const { next, revoked } = revokedQuota(quota, grant, tiers, now);
  if (Object.keys(next).length === 0) return { item: null, revoked };
  const item = withTierMove(
    txItem(
      quotaEntity
        .patch({ userId: quota.userId })
        .set({ ...next, updatedAt: now.toISOString() })
        .where(
          (attr, op) =>
            `${op.eq(attr.tier, quota.tier)} AND ${op.eq(attr.memberDate, quota.memberDate)} AND ${op.eq(attr.storageTotal, quota.storageTotal)} AND ${op.eq(attr.storageUsed, quota.storageUsed)} AND ${op.eq(attr.parseCount, quota.parseCount)}`,
        ),
    ),
    'tier' in next && next.tier ? quotaTierMove(quota, next.tier) : null,
  );
  return { item, revoked };
}
