import type { MemberTier } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { quota as quotaEntity } from '../entities/quota.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { tierMoveItem } from '../entities/userTierCount.ts';
import { AppError } from '../lib/errors.ts';
import { quotaTierMove } from './tierCounts.ts';
import { DEFAULT_TIERS, getTier, type Tier } from './tiers.ts';

const TIER_ATTEMPTS = 5;

/**
 * The per-user quota record: membership tier and validity, storage total/used, parse balance.
 * Uploads reserve and release storage, parsing consumes and refunds parse counts, payments apply
 * tiers and expansions — always through the conditional updates below, so concurrent calls can
 * never overdraw. Callers that must change the quota together with their own records use the
 * `*Item` builders as items of their transaction (`transactWrite`).
 */
export interface Quota {
  userId: string;
  tenantId: string;
  tier: MemberTier;
  memberName: string;
  memberNameEn: string;
  /** Membership expiry (ISO); '' for the free tier. */
  memberDate: string;
  storageTotal: number;
  storageUsed: number;
  /** Parse balance; ignored when parseUnlimited. */
  parseCount: number;
  parseUnlimited: boolean;
  /** The user's own invite code, once allocated. */
  inviteCode?: string;
  /** Who invited this user (an invite code bound), when, and in which activity. */
  invitedBy?: string;
  inviteBoundAt?: string;
  inviteEventId?: string;
  /** Set when the account was deleted: its quota no longer counts in the users by tier. */
  accountDeletedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** Storage or parse balance would go below zero: HTTP 400 with the spec's message. */
export class InsufficientQuotaError extends AppError {
  constructor(kind: 'storage' | 'parse') {
    super(400, kind === 'storage' ? 'space.insufficient' : 'space.parseInsufficient');
  }
}

function defaultQuota(userId: string, tenantId: string, now: Date): Quota {
  const tier = DEFAULT_TIERS.nonMember;
  const at = now.toISOString();
  return {
    userId,
    tenantId,
    tier: tier.code,
    memberName: tier.memberName,
    memberNameEn: tier.memberNameEn,
    memberDate: '',
    storageTotal: tier.equities.storage,
    storageUsed: 0,
    parseCount: Math.max(0, tier.equities.parse),
    parseUnlimited: tier.equities.parse === -1,
    createdAt: at,
    updatedAt: at,
  };
}

/** Creates the free-tier quota of a new account (registration, seed); an existing one is kept. */
export async function ensureQuota(userId: string, tenantId: string, now = new Date()): Promise<Quota> {
  const tier = await getTier('nonMember');
  const quota = {
    ...defaultQuota(userId, tenantId, now),
    memberName: tier.memberName,
    memberNameEn: tier.memberNameEn,
    storageTotal: tier.equities.storage,
    parseCount: Math.max(0, tier.equities.parse),
    parseUnlimited: tier.equities.parse === -1,
  };
  try {
    await quotaEntity.create(quota).go();
    return quota;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return (await getQuota(userId)) as Quota;
  }
}

export async function getQuota(userId: string): Promise<Quota | null> {
  const { data } = await quotaEntity.get({ userId }).go({ consistent: true });
  return (data as Quota | null) ?? null;
}

/** The quota, created on first use for accounts made before quotas existed. */
export async function quotaOf(userId: string, tenantId: string): Promise<Quota> {
  return (await getQuota(userId)) ?? ensureQuota(userId, tenantId);
}

function positive(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
}

/**
 * Reserves storage against the total the caller read (condition expressions cannot add, so the
 * room is computed from it): fails when the total changed meanwhile or the bytes do not fit.
 */
function reserveStorageOp(userId: string, bytes: number, storageTotal: number) {
  positive(bytes, 'bytes');
  return quotaEntity
    .patch({ userId })
    .add({ storageUsed: bytes })
    .set({ updatedAt: new Date().toISOString() })
    .where(
      (attr, op) =>
        `${op.eq(attr.storageTotal, storageTotal)} AND ${op.lte(attr.storageUsed, storageTotal - bytes)}`,
    );
}

/** Gives storage back (a deleted file, a failed upload); never below zero. */
function releaseStorageOp(userId: string, bytes: number) {
  positive(bytes, 'bytes');
  return quotaEntity
    .patch({ userId })
    .subtract({ storageUsed: bytes })
    .set({ updatedAt: new Date().toISOString() })
    .where((attr, op) => op.gte(attr.storageUsed, bytes));
}

/** Takes parse counts; unlimited tiers are not charged. */
function consumeParseOp(userId: string, count: number) {
  positive(count, 'count');
  return quotaEntity
    .patch({ userId })
    .subtract({ parseCount: count })
    .set({ updatedAt: new Date().toISOString() })
    .where((attr, op) => `(${op.eq(attr.parseUnlimited, true)} OR ${op.gte(attr.parseCount, count)})`);
}

function refundParseOp(userId: string, count: number) {
  positive(count, 'count');
  return quotaEntity
    .patch({ userId })
    .add({ parseCount: count })
    .set({ updatedAt: new Date().toISOString() });
}

export const reserveStorageItem = (userId: string, bytes: number, storageTotal: number) =>
  txItem(reserveStorageOp(userId, bytes, storageTotal));
export const releaseStorageItem = (userId: string, bytes: number) => txItem(releaseStorageOp(userId, bytes));
export const consumeParseItem = (userId: string, count = 1) => txItem(consumeParseOp(userId, count));
export const refundParseItem = (userId: string, count = 1) => txItem(refundParseOp(userId, count));

type QuotaUpdate = { go(options: { response: 'all_new' }): Promise<{ data: unknown }> };

async function apply(update: QuotaUpdate, kind: 'storage' | 'parse' | null): Promise<Quota> {
  try {
    const { data } = await update.go({ response: 'all_new' });
    return data as Quota;
  } catch (error) {
    if (conditionFailed(error) && kind) throw new InsufficientQuotaError(kind);
    throw error;
  }
}

export const reserveStorage = async (userId: string, bytes: number, tenantId = '') => {
  const quota = await quotaOf(userId, tenantId);
  return apply(reserveStorageOp(userId, bytes, quota.storageTotal), 'storage');
};
/** Releasing more than is used is a bookkeeping error: it throws rather than going negative. */
export const releaseStorage = (userId: string, bytes: number) =>
  apply(releaseStorageOp(userId, bytes), 'storage');
export const consumeParse = (userId: string, count = 1) => apply(consumeParseOp(userId, count), 'parse');
export const refundParse = (userId: string, count = 1) => apply(refundParseOp(userId, count), null);

/** Adds storage and/or parse counts (invite rewards, purchased expansions). */
export async function grantBonus(userId: string, bonus: { storageBytes?: number; parseCount?: number }) {
  const storage = bonus.storageBytes ?? 0;
  const parse = bonus.parseCount ?? 0;
  if (storage < 0 || parse < 0) throw new RangeError('bonus must not be negative');
  return apply(
    quotaEntity
      .patch({ userId })
      .add({ storageTotal: storage, parseCount: parse })
      .set({ updatedAt: new Date().toISOString() }),
    null,
  );
}

/**
 * Puts the user on a tier until `memberDate`, from the quota as read: `plan` says the storage kept
 * on top of the tier's and whether the tier's parse counts are granted. Conditioned on the tier and
 * total as read (a concurrent change reads again), so the users-by-tier counts move, in the same
 * transaction, from the tier it had.
 */
async function changeTier(
  userId: string,
  tenantId: string,
  code: MemberTier,
  memberDate: string,
  plan: (quota: Quota, from: Tier) => { extra: number; grantParse: boolean },
) {
  const to = await getTier(code);
  for (let attempt = 0; attempt < TIER_ATTEMPTS; attempt++) {
    const quota = await quotaOf(userId, tenantId);
    const { extra, grantParse } = plan(quota, await getTier(quota.tier));
    const update = quotaEntity.patch({ userId }).set({
      tier: to.code,
      memberName: to.memberName,
      memberNameEn: to.memberNameEn,
      memberDate,
      storageTotal: to.equities.storage + extra,
      parseUnlimited: to.equities.parse === -1,
      updatedAt: new Date().toISOString(),
    });
    const move = quotaTierMove(quota, code);
    try {
      await transactWrite({
        quota: txItem(
          (grantParse ? update.add({ parseCount: Math.max(0, to.equities.parse) }) : update).where(
            (attr, op) =>
              `${op.eq(attr.tier, quota.tier)} AND ${op.eq(attr.storageTotal, quota.storageTotal)}`,
          ),
        ),
        tierCount: move && tierMoveItem(move),
      });
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
    }
  }
  throw new Error(`quota of ${userId}: the tier could not be set after ${TIER_ATTEMPTS} attempts`);
}

/**
 * Puts the user on a tier until `memberDate` (the seed): storage total becomes the tier's (plus
 * `extraStorage` on top), the tier's parse counts are added, unlimited tiers stop counting.
 */
export async function applyTier(
  userId: string,
  tenantId: string,
  code: MemberTier,
  memberDate: string,
  extraStorage = 0,
) {
  await changeTier(userId, tenantId, code, memberDate, () => ({ extra: extraStorage, grantParse: true }));
}

/**
 * A platform administrator puts a user on a tier until `memberDate` ('' for the free tier). Storage
 * bought or earned on top of the old tier is kept on top of the new one; the tier's parse counts
 * are granted when the tier changes to a paid one (as an activation would), not on a date change.
 */
export async function setTierByAdmin(userId: string, tenantId: string, code: MemberTier, memberDate: string) {
  await changeTier(userId, tenantId, code, memberDate, (quota, from) => ({
    extra: Math.max(0, quota.storageTotal - from.equities.storage),
    grantParse: code !== quota.tier && code !== 'nonMember',
  }));
}
