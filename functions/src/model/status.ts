import type { StatusUpdate } from '@loopline/shared';
import { pushToProject, queueFanOut } from '../access/index.ts';
import { logger } from '../lib/logger.ts';

/**
 * Tells every connected member of the project that a model pipeline moved an entry
 * (STATUS_UPDATE, spec 2 §4). A failed push is logged and never fails the pipeline: lists also
 * poll the progress call.
 */
export async function pushStatus(update: StatusUpdate): Promise<number> {
  const message = { type: 'STATUS_UPDATE' as const, content: JSON.stringify(update) };
  try {
    return await pushToProject(update.projectId, message);
  } catch (error) {
    logger.warn('model status push failed', { update, error: error as Error });
    return 0;
  }
}

/**
 * The same, queued on the pushFanout state machine: for pushes a request makes that no pipeline
 * stage has to stay in order with (publishing), so the request does not wait for one push per member.
 */
export async function queueStatus(update: StatusUpdate): Promise<void> {
  await queueFanOut({
    projectId: update.projectId,
    message: { type: 'STATUS_UPDATE', content: JSON.stringify(update) },
  });
}
