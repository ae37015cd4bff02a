import type { StatusUpdate } from '@loopline/shared';
import { projectMemberIds } from '../file/index.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';

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
