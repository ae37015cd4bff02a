import { randomInt } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { accountKeys } from '../lib/db/keys.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { quotaOf } from '../membership/quota.ts';
import { currentInviteEvent } from './events.ts';

/** Invite codes: 6 characters without look-alikes (0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CLIENT = 'CollabCraft';

export function newInviteCode(): string {
  return Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The user's own invite code, created on first use (unique by a conditional put). */
export async function inviteCodeOf(caller: Pick<Caller, 'userId' | 'tenantId'>): Promise<string> {
  const quota = (await quotaOf(caller.userId, caller.tenantId)) as { inviteCode?: string };
  if (quota.inviteCode) return quota.inviteCode;
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newInviteCode();
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...accountKeys.inviteCode(code),
            type: 'inviteCode',
            userId: caller.userId,
            tenantId: caller.tenantId,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) continue;
      throw error;
    }
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: accountKeys.quota(caller.userId),
          UpdateExpression: 'SET inviteCode = :code',
          ConditionExpression: 'attribute_not_exists(inviteCode)',
          ExpressionAttributeValues: { ':code': code },
        }),
      );
      return code;
    } catch (error) {
      // A parallel call gave the user a code first: keep that one.
      if (error instanceof ConditionalCheckFailedException) {
        const again = (await quotaOf(caller.userId, caller.tenantId)) as { inviteCode?: string };
        if (again.inviteCode) return again.inviteCode;
      }
      throw error;
    }
  }
  throw new Error('could not allocate an invite code');
}

/** May this user still bind an invite code (not bound yet)? */
export async function canBindInviteCode(caller: Pick<Caller, 'userId' | 'tenantId'>): Promise<boolean> {
  const quota = (await quotaOf(caller.userId, caller.tenantId)) as { invitedBy?: string };
  return !quota.invitedBy;
}

/**
 * Binds someone's invite code (collaboration client only, once per account, never one's own):
 * records the invitee under the inviter for the running invite activity and gives both the reward,
 * all in one transaction.
 */
export async function bindInviteCode(caller: Caller, rawCode: string, now = new Date()) {
  if (caller.clientId !== INVITE_CLIENT) throw new BadRequestError('invite.notAllowed');
  const code = rawCode.trim().toUpperCase();
  const owner = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.inviteCode(code) }),
  );
  const inviterId = owner.Item?.userId as string | undefined;
  if (!inviterId || owner.Item?.tenantId !== caller.tenantId) throw new NotFoundError('invite.notFound');
  if (inviterId === caller.userId) throw new BadRequestError('invite.own');
  const event = await currentInviteEvent(caller.tenantId, now);
  if (!event) throw new BadRequestError('invite.noActivity');
  await quotaOf(caller.userId, caller.tenantId);
  await quotaOf(inviterId, caller.tenantId);
  const reward = (userId: string) => ({
    Update: {
      TableName: tableName(),
      Key: accountKeys.quota(userId),
      UpdateExpression:
        'SET storageTotal = storageTotal + :s, parseCount = parseCount + :p, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':s': event.rewardStorageBytes,
        ':p': event.rewardParseCount,
        ':now': now.toISOString(),
      },
    },
  });
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: accountKeys.quota(caller.userId),
              UpdateExpression:
                'SET invitedBy = :inviter, inviteBoundAt = :now, inviteEventId = :event, storageTotal = storageTotal + :s, parseCount = parseCount + :p, updatedAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(invitedBy)',
              ExpressionAttributeValues: {
                ':inviter': inviterId,
                ':now': now.toISOString(),
                ':event': event.id,
                ':s': event.rewardStorageBytes,
                ':p': event.rewardParseCount,
              },
            },
          },
          reward(inviterId),
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...accountKeys.invitee(inviterId, event.id, caller.userId),
                type: 'invitee',
                inviterId,
                inviteeId: caller.userId,
                eventId: event.id,
                boundAt: now.toISOString(),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      if (error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
        throw new ConflictError('invite.alreadyBound');
    }
    throw error;
  }
  return {
    eventId: event.id,
    rewardStorageBytes: event.rewardStorageBytes,
    rewardParseCount: event.rewardParseCount,
  };
}

/** How many people bound the caller's code during an activity. */
export async function inviteCount(caller: Pick<Caller, 'userId'>, eventId: string): Promise<number> {
  const { pk, skPrefix } = accountKeys.inviteePrefix(caller.userId, eventId);
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}
