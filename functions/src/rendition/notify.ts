import type { StatusUpdate } from '@loopline/shared';
import { tableName } from '../lib/aws/dynamo.ts';
import { queryAll } from '../lib/db/batch.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';

/** The user ids of a project's members (their items share the project's partition). */
export async function projectMemberIds(projectId: string): Promise<string[]> {
  const items = await queryAll<{ userId: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}`, ':sk': 'MEMBER#' },
    ProjectionExpression: 'userId',
  });
  return items.map((i) => i.userId).filter(Boolean);
}

/**
 * Tells every connected member of the project that an entry's preview state changed (STATUS_UPDATE
 * kind 'preview'). A failed push is logged, never fails the conversion: clients also poll.
 */
export async function pushPreviewState(projectId: string, id: string, preview: number) {
  const update: StatusUpdate = { kind: 'preview', projectId, id, preview };
  const message = { type: 'STATUS_UPDATE' as const, content: JSON.stringify(update) };
  try {
    const members = await projectMemberIds(projectId);
    await Promise.all(members.map((userId) => pushToUser(userId, message)));
  } catch (error) {
    logger.warn('preview push failed', { projectId, id, error: error as Error });
  }
}
