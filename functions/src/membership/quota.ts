import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberTier } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { accountKeys } from '../lib/db/keys.ts';
import { AppError } from '../lib/errors.ts';
import { DEFAULT_TIERS, getTier } from './tiers.ts';

/**
 * The per-user quota record: membership tier and validity, storage total/used, parse balance.
 * Uploads reserve and release storage, parsing consumes and refunds parse counts, payments apply
 * tiers and expansions — always through the conditional updates below, so concurrent calls can
 * never overdraw. Callers that must change the quota together with their own records use the
 * `*Item` builders inside their TransactWriteCommand.
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
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...accountKeys.quota(userId), type: 'quota', ...quota },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return quota;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return (await getQuota(userId)) as Quota;
  }
}

export async function getQuota(userId: string): Promise<Quota | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.quota(userId), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, type: _type, ...quota } = out.Item;
  return quota as Quota;
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
export function reserveStorageItem(userId: string, bytes: number, storageTotal: number) {
  positive(bytes, 'bytes');
  return {
    Update: {
      TableName: tableName(),
      Key: accountKeys.quota(userId),
      UpdateExpression: 'SET storageUsed = storageUsed + :b, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND storageTotal = :total AND storageUsed <= :room',
      ExpressionAttributeValues: {
        ':b': bytes,
        ':total': storageTotal,
        ':room': storageTotal - bytes,
        ':now': new Date().toISOString(),
      },
    },
  };
}

/** Gives storage back (a deleted file, a failed upload); never below zero. */
export function releaseStorageItem(userId: string, bytes: number) {
  positive(bytes, 'bytes');
  return {
    Update: {
      TableName: tableName(),
      Key: accountKeys.quota(userId),
      UpdateExpression: 'SET storageUsed = storageUsed - :b, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND storageUsed >= :b',
      ExpressionAttributeValues: { ':b': bytes, ':now': new Date().toISOString() },
    },
  };
}

/** Takes parse counts; unlimited tiers are not charged. */
export function consumeParseItem(userId: string, count = 1) {
  positive(count, 'count');
  return {
    Update: {
      TableName: tableName(),
      Key: accountKeys.quota(userId),
      UpdateExpression: 'SET parseCount = parseCount - :c, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (parseUnlimited = :t OR parseCount >= :c)',
      ExpressionAttributeValues: { ':c': count, ':t': true, ':now': new Date().toISOString() },
    },
  };
}

export function refundParseItem(userId: string, count = 1) {
  positive(count, 'count');
  return {
    Update: {
      TableName: tableName(),
      Key: accountKeys.quota(userId),
      UpdateExpression: 'SET parseCount = parseCount + :c, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':c': count, ':now': new Date().toISOString() },
    },
  };
}

async function apply(
  item: { Update: ConstructorParameters<typeof UpdateCommand>[0] },
  kind: 'storage' | 'parse' | null,
): Promise<Quota> {
  try {
    const out = await dynamo.send(new UpdateCommand({ ...item.Update, ReturnValues: 'ALL_NEW' }));
    const { pk: _pk, sk: _sk, type: _type, ...quota } = out.Attributes ?? {};
    return quota as Quota;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException && kind) throw new InsufficientQuotaError(kind);
    throw error;
  }
}

export const reserveStorage = async (userId: string, bytes: number, tenantId = '') => {
  const quota = await quotaOf(userId, tenantId);
  return apply(reserveStorageItem(userId, bytes, quota.storageTotal), 'storage');
};
/** Releasing more than is used is a bookkeeping error: it throws rather than going negative. */
export const releaseStorage = (userId: string, bytes: number) =>
  apply(releaseStorageItem(userId, bytes), 'storage');
export const consumeParse = (userId: string, count = 1) => apply(consumeParseItem(userId, count), 'parse');
export const refundParse = (userId: string, count = 1) => apply(refundParseItem(userId, count), null);

/** Adds storage and/or parse counts (invite rewards, purchased expansions). */
export async function grantBonus(userId: string, bonus: { storageBytes?: number; parseCount?: number }) {
  const storage = bonus.storageBytes ?? 0;
  const parse = bonus.parseCount ?? 0;
  if (storage < 0 || parse < 0) throw new RangeError('bonus must not be negative');
  return apply(
    {
      Update: {
        TableName: tableName(),
        Key: accountKeys.quota(userId),
        UpdateExpression:
          'SET storageTotal = storageTotal + :s, parseCount = parseCount + :p, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': storage, ':p': parse, ':now': new Date().toISOString() },
      },
    },
    null,
  );
}

/**
 * Puts the user on a tier until `memberDate` (payments): storage total becomes the tier's
 * (plus `extraStorage` bought on top), the tier's parse counts are added, unlimited tiers stop
 * counting.
 */
export async function applyTier(userId: string, code: MemberTier, memberDate: string, extraStorage = 0) {
  const tier = await getTier(code);
  return apply(
    {
      Update: {
        TableName: tableName(),
        Key: accountKeys.quota(userId),
        UpdateExpression:
          'SET tier = :tier, memberName = :name, memberNameEn = :nameEn, memberDate = :date, storageTotal = :total, parseCount = parseCount + :parse, parseUnlimited = :unlimited, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':tier': tier.code,
          ':name': tier.memberName,
          ':nameEn': tier.memberNameEn,
          ':date': memberDate,
          ':total': tier.equities.storage + extraStorage,
          ':parse': Math.max(0, tier.equities.parse),
          ':unlimited': tier.equities.parse === -1,
          ':now': new Date().toISOString(),
        },
      },
    },
    null,
  );
}
