import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchGetAll } from '../lib/db/batch.ts';
import { epochSeconds, keys } from '../lib/db/keys.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { ATTEMPT_WINDOW_SECONDS } from './policy.ts';

/**
 * A share link (`keys.shareLink`): the selection it opens, the rights it gives, and who made it.
 * `status` and `expireTime` are what getLinkIsRemove (notice/shareLinks.ts) reads.
 */
export interface ShareLink {
  id: string;
  tenantId: string;
  projectId: string;
  creatorId: string;
  creatorName: string;
  /** The selected entries (top level of the shared tree), and their names when shared. */
  entryIds: string[];
  names: string[];
  /** 'anyone' with the id (and code); 'members': only the recipients and the creator, signed in. */
  audience: 'anyone' | 'members';
  recipientIds: string[];
  recipientNames: string[];
  downState: 0 | 1;
  withCode: boolean;
  codeSalt: string;
  codeHash: string;
  createTime: string;
  /** '' means permanent. */
  expireTime: string;
  status: 'active' | 'cancelled';
}

const table = () => tableName();

/** Writes the link and the list pointers (sender's and recipients') in one transaction. */
export async function putLink(link: ShareLink) {
  const pointer = { linkId: link.id, createTime: link.createTime, type: 'sharePointer' };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: { ...keys.shareLink(link.id), type: 'shareLink', ...link },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: table(),
            Item: { ...keys.shareSent(link.creatorId, link.createTime, link.id), ...pointer },
          },
        },
        ...link.recipientIds.map((userId) => ({
          Put: {
            TableName: table(),
            Item: { ...keys.shareReceived(userId, link.createTime, link.id), ...pointer },
          },
        })),
      ],
    }),
  );
}

export async function getLink(linkId: string): Promise<ShareLink | null> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.shareLink(linkId) }));
  return (out.Item as ShareLink | undefined) ?? null;
}

export async function getLinks(linkIds: string[]): Promise<Map<string, ShareLink>> {
  const items = await batchGetAll(linkIds.map((id) => keys.shareLink(id)));
  return new Map(items.map((i) => [i.id as string, i as unknown as ShareLink]));
}

/** Cancels a link; only its creator may (checked in the write, so the record decides). */
export async function cancelLink(linkId: string, userId: string, now = new Date()) {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.shareLink(linkId),
        UpdateExpression: 'SET #s = :c, cancelTime = :t',
        ConditionExpression: 'attribute_exists(pk) AND creatorId = :u',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':c': 'cancelled', ':t': now.toISOString(), ':u': userId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const link = await getLink(linkId);
    if (!link) throw new NotFoundError('share.notFound');
    throw new ForbiddenError('share.onlyCreator');
  }
}

/** Wrong codes in the current window: [for this address, for the link]. */
export async function wrongAttempts(linkId: string, address: string): Promise<[number, number]> {
  const items = await batchGetAll([
    keys.shareAttempts(linkId, `IP#${address}`),
    keys.shareAttempts(linkId, 'ALL'),
  ]);
  const now = epochSeconds(new Date());
  const count = (sk: string) => {
    const item = items.find((i) => i.sk === sk);
    return item && Number(item.expiresAt) > now ? Number(item.count ?? 0) : 0;
  };
  return [count(`TRY#IP#${address}`), count('TRY#ALL')];
}

/** Counts one wrong code; a window starts with the first wrong code and lasts ATTEMPT_WINDOW_SECONDS. */
export async function recordWrongAttempt(linkId: string, address: string) {
  const now = epochSeconds(new Date());
  for (const scope of [`IP#${address}`, 'ALL']) {
    const Key = keys.shareAttempts(linkId, scope);
    try {
      // Within a live window: add one.
      await dynamo.send(
        new UpdateCommand({
          TableName: table(),
          Key,
          UpdateExpression: 'ADD #c :one',
          ConditionExpression: 'expiresAt > :now',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':now': now },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // No window or an old one (TTL deletes lazily): start a new one.
      await dynamo.send(
        new UpdateCommand({
          TableName: table(),
          Key,
          UpdateExpression: 'SET #c = :one, expiresAt = :exp',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':exp': now + ATTEMPT_WINDOW_SECONDS },
        }),
      );
    }
  }
}

/** A page of a user's sent or received pointers, newest first, read page by page. */
export async function pointerPage(
  userId: string,
  direction: 'send' | 'receive',
  current: number,
  size: number,
) {
  const prefix = direction === 'send' ? 'SHARESENT#' : 'SHARERECV#';
  const base = {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': prefix },
  };
  const counted = await dynamo.send(new QueryCommand({ ...base, Select: 'COUNT' }));
  const total = counted.Count ?? 0;
  let start: Record<string, unknown> | undefined;
  let ids: string[] = [];
  for (let page = 1; page <= current; page++) {
    const out = await dynamo.send(
      new QueryCommand({ ...base, ScanIndexForward: false, Limit: size, ExclusiveStartKey: start }),
    );
    ids = (out.Items ?? []).map((i) => i.linkId as string);
    start = out.LastEvaluatedKey;
    if (!start && page < current) return { ids: [], total };
  }
  return { ids, total };
}
