import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import { ConflictError } from '../lib/errors.ts';

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
  /** 1 normal, 0 disabled. */
  status: 0 | 1;
  failedLogins: number;
  lockedUntil?: string;
  createdAt: string;
  updatedAt: string;
  lastLoginAt?: string;
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
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new ConflictError('account.exists');
      if (reasons[2]?.Code === 'ConditionalCheckFailed') throw new ConflictError('account.phoneExists');
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
