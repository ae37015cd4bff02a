import type { StatusUpdate } from '@loopline/shared';
import { projectMemberIds } from '../file/index.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';

/**
 * Tells every connected member of the project that a model pipeline moved an entry
 * (STATUS_UPDATE, spec 2 §4). A failed push is logged and never fails the pipeline: lists also
 * poll the progress call.
 */
export async function pushStatus(update: StatusUpdate): Promise<number> {
  const message = { type: 'STATUS_UPDATE' as const, content: JSON.stringify(update) };
  try {
    const reached = await Promise.all(
      (await projectMemberIds(update.projectId)).map((userId) => pushToUser(userId, message)),
    );
    return reached.reduce((a, b) => a + b, 0);
  } catch (error) {
    logger.warn('model status push failed', { update, error: error as Error });
    return 0;
  }
}
