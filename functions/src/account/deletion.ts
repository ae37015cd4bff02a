import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DELETION_COOLING_DAYS, SENSITIVE_CHANGE_BLOCK_DAYS } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { accountKeys, keys } from '../lib/db/keys.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { signOutOtherDevices } from './passwords.ts';
import { requireUser } from './profile.ts';
import { requireIdentity } from './security.ts';
import { getUser, type UserRecord } from './users.ts';

const DAY = 86_400_000;

export interface DeletionCheck {
  allowed: boolean;
  checks: { key: 'deletion.blockedSensitive' | 'deletion.blockedAdmin'; passed: boolean; date?: string }[];
  coolingDays: number;
  /** Set when a request is already pending. */
  deletionDueAt: string;
}

/** Pure: may this account be deleted now? Sensitive changes within 3 days and administrators block it. */
export function deletionChecks(
  user: Pick<UserRecord, 'sensitiveChangedAt' | 'roleNames' | 'deletionDueAt'>,
  isAdmin: boolean,
  now: Date,
): DeletionCheck {
  const since = user.sensitiveChangedAt ? new Date(user.sensitiveChangedAt).getTime() : 0;
  const unblockAt = since + SENSITIVE_CHANGE_BLOCK_DAYS * DAY;
  const sensitivePassed = unblockAt <= now.getTime();
  const checks: DeletionCheck['checks'] = [
    {
      key: 'deletion.blockedSensitive',
      passed: sensitivePassed,
      ...(sensitivePassed ? {} : { date: new Date(unblockAt).toISOString() }),
    },
    { key: 'deletion.blockedAdmin', passed: !isAdmin },
  ];
  return {
    allowed: checks.every((c) => c.passed) && !user.deletionDueAt,
    checks,
    coolingDays: DELETION_COOLING_DAYS,
    deletionDueAt: user.deletionDueAt ?? '',
  };
}

export async function checkDeletion(caller: Caller, now = new Date()) {
  const user = await requireUser(caller.userId);
  return deletionChecks(user, caller.isAdmin, now);
}

/**
 * Requests deletion (after the identity check and the agreement): the account is deleted after the
 * 7-day cooling period unless the user signs in before. Every device is signed out now.
 */
export async function requestDeletion(caller: Caller, ticket: string, now = new Date()) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  const check = deletionChecks(user, caller.isAdmin, now);
  if (user.deletionDueAt) throw new ConflictError('deletion.alreadyRequested');
  const blocked = check.checks.find((c) => !c.passed);
  if (blocked?.key === 'deletion.blockedAdmin') throw new ForbiddenError('deletion.blockedAdmin');
  if (blocked) throw new BadRequestError(blocked.key, { date: (blocked.date ?? '').slice(0, 10) });
  const dueAt = new Date(now.getTime() + DELETION_COOLING_DAYS * DAY).toISOString();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.userId),
        UpdateExpression:
          'SET deletionRequestedAt = :now, deletionDueAt = :due, gsi2pk = :pending, gsi2sk = :due',
        ConditionExpression: 'attribute_not_exists(deletionDueAt) AND #status = :normal',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':due': dueAt,
          ':pending': accountKeys.pendingDeletions,
          ':normal': 1,
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError('deletion.alreadyRequested');
    throw error;
  }
  await signOutOtherDevices(user.userId);
  return { deletionDueAt: dueAt };
}

/** Signing in during the cooling period withdraws the request. Answers whether one was pending. */
export async function withdrawDeletion(userId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE deletionRequestedAt, deletionDueAt, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(deletionDueAt)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Deletes an account whose cooling period is over: personal data is erased, its user name, phone
 * and e-mail become free, the record stays as "deleted" (status 2) for the logs' sake.
 * Answers false when the request was withdrawn meanwhile.
 */
export async function finalizeDeletion(user: UserRecord, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const uniques = [
    keys.accountName(user.tenantId, user.account),
    keys.phone(user.tenantId, user.phone),
    ...(user.email ? [accountKeys.email(user.tenantId, user.email)] : []),
  ];
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(user.userId),
              UpdateExpression:
                'SET #status = :deleted, deletedAt = :at, updatedAt = :at, phone = :empty, email = :empty, realName = :empty, nickName = :empty, avatar = :empty, companyName = :empty, #position = :empty, birthday = :empty REMOVE gsi2pk, gsi2sk, deletionRequestedAt, deletionDueAt',
              ConditionExpression: 'deletionDueAt <= :at AND #status <> :deleted',
              ExpressionAttributeNames: { '#status': 'status', '#position': 'position' },
              ExpressionAttributeValues: { ':deleted': 2, ':at': at, ':empty': '' },
            },
          },
          ...uniques.map((key) => ({
            Delete: {
              TableName: tableName(),
              Key: key,
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :user',
              ExpressionAttributeValues: { ':user': user.userId },
            },
          })),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
  await signOutOtherDevices(user.userId);
  logger.info('account deleted', { userId: user.userId });
  return true;
}

/** The scheduled sweep: deletes every account whose cooling period ended (index query by due date). */
export async function finalizeDueDeletions(now = new Date()): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
        ExpressionAttributeValues: { ':pk': accountKeys.pendingDeletions, ':now': now.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const user = await getUser(String(item.userId));
      if (user && (await finalizeDeletion(user, now))) deleted++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
