import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageKey } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { accountKeys, keys } from '../lib/db/keys.ts';
import { BadRequestError, ConflictError } from '../lib/errors.ts';

export interface UserRecord {
  userId: string;
  tenantId: string;
  account: string;
  phone: string;
  email: string;
  realName: string;
  nickName: string;
  avatar: string;
  passwordHash: string;
  passwordChangedAt: string;
  roleIds: string[];
  roleNames: string[];
  deptIds: string[];
  /** 1 normal, 0 disabled, 2 deleted (deactivated). */
  status: 0 | 1 | 2;
  failedLogins: number;
  lockedUntil?: string;
  createdAt: string;
  updatedAt: string;
  lastLoginAt?: string;
  /** 0 not said, 1 male, 2 female. */
  gender?: 0 | 1 | 2;
  birthday?: string;
  companyName?: string;
  position?: string;
  /** When the user name (account) was last changed: once a year. */
  accountChangedAt?: string;
  /** Last change of password, phone or e-mail: blocks account deletion for 3 days. */
  sensitiveChangedAt?: string;
  /** Account deletion requested; deleted at deletionDueAt unless the user signs in before. */
  deletionRequestedAt?: string;
  deletionDueAt?: string;
  deletedAt?: string;
}

export type NewUser = Pick<
  UserRecord,
  'tenantId' | 'account' | 'phone' | 'passwordHash' | 'roleIds' | 'roleNames' | 'deptIds'
> &
  Partial<Pick<UserRecord, 'email' | 'realName' | 'nickName'>>;

export async function getUser(userId: string): Promise<UserRecord | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return (out.Item as UserRecord | undefined) ?? null;
}

async function resolveUnique(key: { pk: string; sk: string }): Promise<UserRecord | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key }));
  const userId = out.Item?.userId as string | undefined;
  return userId ? getUser(userId) : null;
}

export function findUserByAccount(tenantId: string, account: string) {
  return resolveUnique(keys.accountName(tenantId, account));
}

export function findUserByPhone(tenantId: string, phone: string) {
  return resolveUnique(keys.phone(tenantId, phone));
}

export async function accountTaken(tenantId: string, account: string): Promise<boolean> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.accountName(tenantId, account) }),
  );
  return Boolean(out.Item);
}

export async function phoneTaken(tenantId: string, phone: string): Promise<boolean> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.phone(tenantId, phone) }));
  return Boolean(out.Item);
}

/**
 * Creates a user with its unique account name and phone in one transaction, so two sign-ups racing
 * for the same name or phone cannot both win.
 */
export async function createUser(input: NewUser, now = new Date()): Promise<UserRecord> {
  const at = now.toISOString();
  const user: UserRecord = {
    userId: randomUUID(),
    email: '',
    realName: '',
    nickName: input.account,
    avatar: '',
    ...input,
    passwordChangedAt: at,
    status: 1,
    failedLogins: 0,
    createdAt: at,
    updatedAt: at,
  };
  const unique = (key: { pk: string; sk: string }) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type: 'unique', userId: user.userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.user(user.userId),
                type: 'user',
                gsi1pk: `TENANT#${user.tenantId}#USERS`,
                gsi1sk: at,
                ...user,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          unique(keys.accountName(user.tenantId, user.account)),
          unique(keys.phone(user.tenantId, user.phone)),
          ...(user.email ? [unique(accountKeys.email(user.tenantId, user.email))] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new ConflictError('account.exists');
      if (reasons[2]?.Code === 'ConditionalCheckFailed') throw new ConflictError('account.phoneExists');
      if (reasons[3]?.Code === 'ConditionalCheckFailed') throw new ConflictError('security.emailExists');
    }
    throw error;
  }
  return user;
}

/** Counts a failed sign-in; the `limit`-th failure locks the account until `lockUntil`. Returns failures so far. */
export async function recordFailedLogin(userId: string, limit: number, lockUntil: Date): Promise<number> {
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD failedLogins :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const failures = Number(out.Attributes?.failedLogins ?? 1);
  if (failures >= limit) {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET lockedUntil = :until, failedLogins = :zero',
        ExpressionAttributeValues: { ':until': lockUntil.toISOString(), ':zero': 0 },
      }),
    );
  }
  return failures;
}

export async function recordSuccessfulLogin(userId: string, now = new Date()) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET failedLogins = :zero, lastLoginAt = :now REMOVE lockedUntil',
      ExpressionAttributeValues: { ':zero': 0, ':now': now.toISOString() },
    }),
  );
}

export async function setPassword(userId: string, passwordHash: string, now = new Date()) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression:
        'SET passwordHash = :hash, passwordChangedAt = :now, updatedAt = :now, failedLogins = :zero REMOVE lockedUntil',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': now.toISOString(), ':zero': 0 },
    }),
  );
}

export function findUserByEmail(tenantId: string, email: string) {
  return resolveUnique(accountKeys.email(tenantId, email));
}

export type ProfileChanges = Partial<
  Pick<UserRecord, 'realName' | 'nickName' | 'gender' | 'birthday' | 'companyName' | 'position' | 'avatar'>
>;

/** Saves profile fields that need no uniqueness; answers the updated user. */
export async function updateProfile(userId: string, changes: ProfileChanges, now = new Date()) {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now.toISOString(), ':normal': 1 };
  const sets = ['updatedAt = :now'];
  entries.forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    sets.push(`#f${i} = :v${i}`);
  });
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :normal',
      ExpressionAttributeNames: { ...names, '#status': 'status' },
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as UserRecord;
}

/**
 * Moves a unique value (account name, phone, e-mail) from `from` to `to` together with the user's
 * field, in one transaction: the new value must be free, and the user record must still hold the
 * old one (so two changes racing cannot both win). `extraSet` adds fields to the user update.
 */
async function swapUnique(
  user: UserRecord,
  field: 'account' | 'phone' | 'email',
  from: { pk: string; sk: string } | null,
  to: { pk: string; sk: string },
  value: string,
  extra: { set: string; values: Record<string, unknown>; condition?: string },
  takenKey: MessageKey,
) {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(user.userId),
              UpdateExpression: `SET #field = :value, ${extra.set}`,
              ConditionExpression: `#field = :old${extra.condition ? ` AND ${extra.condition}` : ''}`,
              ExpressionAttributeNames: { '#field': field },
              ExpressionAttributeValues: { ':value': value, ':old': user[field], ...extra.values },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...to, type: 'unique', userId: user.userId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(from ? [{ Delete: { TableName: tableName(), Key: from } }] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new ConflictError(takenKey);
      if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new BadRequestError('security.modifyFailed');
    }
    throw error;
  }
}

/** Changes the user name (account); allowed once every `minDays` days (checked in the same write). */
export async function changeAccountName(
  user: UserRecord,
  account: string,
  minDays: number,
  now = new Date(),
) {
  const at = now.toISOString();
  const before = new Date(now.getTime() - minDays * 86_400_000).toISOString();
  await swapUnique(
    user,
    'account',
    keys.accountName(user.tenantId, user.account),
    keys.accountName(user.tenantId, account),
    account,
    {
      set: 'accountChangedAt = :at, updatedAt = :at',
      values: { ':at': at, ':before': before },
      condition: '(attribute_not_exists(accountChangedAt) OR accountChangedAt <= :before)',
    },
    'account.exists',
  );
}

export async function changePhone(user: UserRecord, phone: string, now = new Date()) {
  const at = now.toISOString();
  await swapUnique(
    user,
    'phone',
    keys.phone(user.tenantId, user.phone),
    keys.phone(user.tenantId, phone),
    phone,
    { set: 'sensitiveChangedAt = :at, updatedAt = :at', values: { ':at': at } },
    'account.phoneExists',
  );
}

export async function changeEmail(user: UserRecord, email: string, now = new Date()) {
  const at = now.toISOString();
  await swapUnique(
    user,
    'email',
    user.email ? accountKeys.email(user.tenantId, user.email) : null,
    accountKeys.email(user.tenantId, email),
    email,
    { set: 'sensitiveChangedAt = :at, updatedAt = :at', values: { ':at': at } },
    'security.emailExists',
  );
}

/** Records a sensitive change (password) that blocks account deletion for a while. */
export async function markSensitiveChange(userId: string, now = new Date()) {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET sensitiveChangedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': now.toISOString() },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** The profile fields a user may see about themselves (no secrets). */
export function publicProfile(user: UserRecord) {
  const {
    passwordHash: _hash,
    failedLogins: _failed,
    lockedUntil: _locked,
    ...profile
  } = user as UserRecord & Record<string, unknown>;
  for (const key of ['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']) delete profile[key];
  return profile;
}
