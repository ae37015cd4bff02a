import type { MemberTier } from '@loopline/shared';
import { quota as quotaEntity } from '../entities/quota.ts';
import { txItem } from '../entities/transaction.ts';
import type { Quota } from './quota.ts';
import { quotaTierMove, withTierMove } from './tierCounts.ts';
import type { Tier } from './tiers.ts';

/** What a paid order grants (pay/): a membership period, storage bytes, parse counts. */
export interface Purchase {
  kind: 'buy' | 'renew' | 'upgrade' | 'storage' | 'parse';
  tier: MemberTier | '';
  months: number;
  storageBytes: number;
  parseCount: number;
}

/** Adds calendar months in UTC; a day past the target month's end falls back to its last day. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/**
 * The quota fields a purchase leads to, from the quota as read: a renewal extends the validity, a
 * new purchase or an upgrade starts now; storage bought or earned on top of the old tier stays on
 * top of the new one; the tier's parse counts are granted with each membership period.
 */
export function purchasedQuota(quota: Quota, purchase: Purchase, tiers: Record<MemberTier, Tier>, now: Date) {
  if (purchase.kind === 'storage') return { storageTotal: quota.storageTotal + purchase.storageBytes };
  if (purchase.kind === 'parse') return { parseCount: quota.parseCount + purchase.parseCount };
  const from = tiers[quota.tier];
  const to = tiers[purchase.tier as MemberTier];
  const extra = Math.max(0, quota.storageTotal - from.equities.storage);
  const start = purchase.kind === 'renew' && quota.memberDate ? new Date(quota.memberDate) : now;
  return {
    tier: to.code,
    memberName: to.memberName,
    memberNameEn: to.memberNameEn,
    memberDate: addMonths(start, purchase.months).toISOString(),
    storageTotal: to.equities.storage + extra,
    parseUnlimited: to.equities.parse === -1,
    parseCount: quota.parseCount + Math.max(0, to.equities.parse),
  };
}

/**
 * The purchase as a transaction item (written together with the order's status): the quota is set
 * to what `purchasedQuota` computed, on condition that the fields it was computed from did not
 * change meanwhile (a concurrent upload, parse or purchase makes the caller read again and retry).
 */
export function purchaseItem(quota: Quota, purchase: Purchase, tiers: Record<MemberTier, Tier>, now: Date) {
  const next = purchasedQuota(quota, purchase, tiers, now);
  const item = txItem(
    quotaEntity
      .patch({ userId: quota.userId })
      .set({ ...next, updatedAt: now.toISOString() })
      .where(
        (attr, op) =>
          `${op.eq(attr.tier, quota.tier)} AND ${op.eq(attr.memberDate, quota.memberDate)} AND ${op.eq(attr.storageTotal, quota.storageTotal)} AND ${op.eq(attr.parseCount, quota.parseCount)}`,
      ),
  );
  return withTierMove(item, 'tier' in next && next.tier ? quotaTierMove(quota, next.tier) : null);
}

/** True for purchases that only add to a balance (storage or parse packs), whatever the quota holds. */
export const isPackPurchase = (purchase: Pick<Purchase, 'kind'>) =>
  purchase.kind === 'storage' || purchase.kind === 'parse';

/**
 * A pack's grant as a transaction item that needs no read of the quota: the balance is raised with
 * ADD, which commutes with every other write of the quota (an upload's reservation conditioned on the
 * total it read simply retries). The quota must exist (`patch`); when it does not, the transaction
 * is cancelled and the caller falls back to `purchaseItem` after `quotaOf` creates it.
 */
export function packGrantItem(userId: string, purchase: Purchase, now: Date) {
  if (!isPackPurchase(purchase)) throw new RangeError(`not a pack purchase: ${purchase.kind}`);
  return txItem(
    quotaEntity
      .patch({ userId })
      .add(
        purchase.kind === 'storage'
          ? { storageTotal: purchase.storageBytes }
          : { parseCount: purchase.parseCount },
      )
      .set({ updatedAt: now.toISOString() }),
  );
}

/**
 * What a membership order carries from checkout (pay/orders.ts) so that its settlement reads
 * neither the quota nor the tiers: the quota as checkout saw it (tier, that tier's storage, the
 * membership's end) and the tier bought as it was priced.
 */
export interface CarriedGrant {
  fromTier: MemberTier;
  fromStorage: number;
  fromMemberDate: string;
  memberName: string;
  memberNameEn: string;
  storage: number;
  parse: number;
}

/** The carried grant of a membership bought by a user whose quota and tiers were read at checkout. */
export function carriedGrantOf(
  quota: Pick<Quota, 'tier' | 'memberDate'>,
  tier: MemberTier,
  tiers: Record<MemberTier, Tier>,
): CarriedGrant {
  const to = tiers[tier];
  return {
    fromTier: quota.tier,
    fromStorage: tiers[quota.tier].equities.storage,
    fromMemberDate: quota.memberDate,
    memberName: to.memberName,
    memberNameEn: to.memberNameEn,
    storage: to.equities.storage,
    parse: to.equities.parse,
  };
}

/**
 * A membership's grant with no read: `purchasedQuota`'s result written as SET and ADD, on condition
 * that the quota still holds what checkout saw (tier, membership end, storage at least the tier's),
 * which makes the ADDs equal to its arithmetic. Anything else (a lapse, another purchase meanwhile)
 * cancels the transaction and the caller falls back to `purchaseItem` on a fresh read.
 */
export function carriedGrantItem(userId: string, purchase: Purchase, grant: CarriedGrant, now: Date) {
  if (isPackPurchase(purchase) || !purchase.tier) throw new RangeError(`not a membership: ${purchase.kind}`);
  const start = purchase.kind === 'renew' && grant.fromMemberDate ? new Date(grant.fromMemberDate) : now;
  return txItem(
    quotaEntity
      .patch({ userId })
      .add({ storageTotal: grant.storage - grant.fromStorage, parseCount: Math.max(0, grant.parse) })
      .set({
        tier: purchase.tier,
        memberName: grant.memberName,
        memberNameEn: grant.memberNameEn,
        memberDate: addMonths(start, purchase.months).toISOString(),
        parseUnlimited: grant.parse === -1,
        updatedAt: now.toISOString(),
      })
      .where(
        (attr, op) =>
          // A deleted account is off the users-by-tier counts: its grant takes the read path.
          `${op.eq(attr.tier, grant.fromTier)} AND ${op.eq(attr.memberDate, grant.fromMemberDate)} AND ${op.gte(attr.storageTotal, grant.fromStorage)} AND ${op.notExists(attr.accountDeletedAt)}`,
      ),
  );
}
