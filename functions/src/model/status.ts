import type { StatusUpdate } from '@loopline/shared';
import { tableName } from '../lib/aws/dynamo.ts';
import { queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';

/** The ids of a project's members (their items share the project's partition). */
async function memberIds(projectId: string): Promise<string[]> {
  const { pk } = keys.project(projectId);
  const items = await queryAll<{ userId?: string; sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': 'MEMBER#' },
    ProjectionExpression: 'sk, userId',
  });
  return items.map((i) => i.userId ?? i.sk.slice('MEMBER#'.length));
}

/**
 * Tells every connected member of the project that a model pipeline moved an entry
 * (STATUS_UPDATE, spec 2 §4). A failed push is logged and never fails the pipeline: lists also
 * poll the progress call.
 */
export async function pushStatus(update: StatusUpdate): Promise<number> {
  const message = { type: 'STATUS_UPDATE' as const, content: JSON.stringify(update) };
  try {
    const reached = await Promise.all(
      (await memberIds(update.projectId)).map((userId) => pushToUser(userId, message)),
    );
    return reached.reduce((a, b) => a + b, 0);
  } catch (error) {
    logger.warn('model status push failed', { update, error: error as Error });
    return 0;
  }
}
