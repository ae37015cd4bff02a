import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

/**
 * Whether a share link is gone (spec 2 §7 getLinkIsRemove): "view now" on a category-5 notice asks
 * before opening it. A link is gone when there is no record, when its creator cancelled it
 * (`status` 'cancelled'), or when its `expireTime` has passed. The share-link capability writes the
 * record under keys.shareLink.
 */
export async function isShareLinkRemoved(linkId: string, now = new Date()): Promise<boolean> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.shareLink(linkId),
      ProjectionExpression: '#s, expireTime',
      ExpressionAttributeNames: { '#s': 'status' },
    }),
  );
  const link = out.Item as { status?: string; expireTime?: string } | undefined;
  if (!link || link.status === 'cancelled') return true;
  return Boolean(link.expireTime && link.expireTime <= now.toISOString());
}
