import type { StatusUpdate } from '@loopline/shared';
import { projectMemberIds, queueFanOut } from '../access/index.ts';
import { logger } from '../lib/logger.ts';
import { type Connection, postToConnections } from '../lib/realtime/connections.ts';
import { connectionsOfUsers } from '../lib/realtime/projects.ts';

/** The open sockets of a project's members: whom a status push reaches. */
type StatusAudience = Promise<readonly Connection[]>;

/**
 * Looks the audience up now, so a stage can do it alongside the write the push reports (the push
 * then costs only the posts). A failed lookup is logged and reaches nobody: lists also poll the
 * progress call. The promise never rejects, so an audience a stage ends up not using is harmless.
 */
export function statusAudience(projectId: string): StatusAudience {
  return projectMemberIds(projectId)
    .then(connectionsOfUsers)
    .catch((error: unknown) => {
      logger.warn('model status audience lookup failed', { projectId, error: error as Error });
      return [];
    });
}

/**
 * Tells every connected member of the project that a model pipeline moved an entry
 * (STATUS_UPDATE, spec 2 §4), to the `audience` looked up beforehand or, without one, looked up now.
 * A failed push is logged and never fails the pipeline: lists also poll the progress call.
 */
export async function pushStatus(update: StatusUpdate, audience?: StatusAudience): Promise<number> {
  const message = { type: 'STATUS_UPDATE' as const, content: JSON.stringify(update) };
  try {
    return await postToConnections(await (audience ?? statusAudience(update.projectId)), message);
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
