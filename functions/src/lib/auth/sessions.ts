import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Language, REFRESH_TOKEN_SECONDS } from '@loopline/shared';
import { dynamo, tableName } from '../aws/dynamo.ts';
import { epochSeconds, keys } from '../db/keys.ts';

/** A signed-in device: one refresh-token family. */
export interface Session {
  userId: string;
  sessionId: string;
  tenantId: string;
  clientId: string;
  deptId: string;
  roleId: string;
  ip: string;
  userAgent: string;
  lang: Language;
  createdAt: string;
  lastSeenAt: string;
  refreshJti: string;
  status: 'active' | 'revoked';
  revokedReason?: string;
}

export type NewSession = Omit<Session, 'createdAt' | 'lastSeenAt' | 'status' | 'refreshJti'>;

export async function createSession(
  input: NewSession,
  refreshJti: string,
  now = new Date(),
): Promise<Session> {
  const session: Session = {
    ...input,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    refreshJti,
    status: 'active',
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(input.userId, session.sessionId),
        type: 'session',
        ...session,
        expiresAt: epochSeconds(now) + REFRESH_TOKEN_SECONDS,
      },
    }),
  );
  return session;
}

export async function getSession(userId: string, sessionId: string): Promise<Session | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.session(userId, sessionId) }),
  );
  return (out.Item as Session | undefined) ?? null;
}

export async function listActiveSessions(userId: string): Promise<Session[]> {
  const { pk, skPrefix } = keys.sessionPrefix(userId);
  const sessions: Session[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        FilterExpression: '#s = :active',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix, ':active': 'active' },
        ExclusiveStartKey: startKey,
      }),
    );
    sessions.push(...((out.Items ?? []) as Session[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return sessions.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Moves the refresh family forward: succeeds only if `expectedJti` is still the current one,
 * so a replayed (already rotated) refresh token cannot mint new tokens.
 */
export async function rotateRefresh(
  userId: string,
  sessionId: string,
  expectedJti: string,
  nextJti: string,
  changes: { deptId?: string; roleId?: string } = {},
  now = new Date(),
): Promise<boolean> {
  const names: Record<string, string> = { '#s': 'status' };
  const values: Record<string, unknown> = {
    ':expected': expectedJti,
    ':next': nextJti,
    ':now': now.toISOString(),
    ':active': 'active',
    ':exp': epochSeconds(now) + REFRESH_TOKEN_SECONDS,
  };
  let set = 'SET refreshJti = :next, lastSeenAt = :now, expiresAt = :exp';
  if (changes.deptId) {
    set += ', deptId = :dept';
    values[':dept'] = changes.deptId;
  }
  if (changes.roleId) {
    set += ', roleId = :role';
    values[':role'] = changes.roleId;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(userId, sessionId),
        UpdateExpression: set,
        ConditionExpression: 'refreshJti = :expected AND #s = :active',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function revokeSession(userId: string, sessionId: string, reason: string, now = new Date()) {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(userId, sessionId),
        UpdateExpression: 'SET #s = :revoked, revokedReason = :reason, revokedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':revoked': 'revoked', ':reason': reason, ':now': now.toISOString() },
      }),
    )
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
