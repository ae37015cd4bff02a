import type { SocketMessage } from '@loopline/shared';
import { projectMember } from '../entities/projectMember.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { logger } from '../lib/logger.ts';
import { makePushToProject, pushToUsers } from '../lib/realtime/projects.ts';

/** The user ids of a project's members. */
export async function projectMemberIds(projectId: string): Promise<string[]> {
  const { data } = await projectMember.query
    .member({ projectId })
    .go({ pages: 'all', attributes: ['userId'] });
  return data.map((m) => m.userId);
}

/** Pushes a socket message to every connected member of a project (see lib/realtime/projects.ts). */
export const pushToProject = /* @__PURE__ */ makePushToProject(projectMemberIds);

/** A fan-out: a message for a project's members (but `except`), or for the given users. */
export type FanoutInput = { message: SocketMessage } & (
  | { projectId: string; except?: string[] }
  | { userIds: string[] }
);

/** Runs a fan-out now (the pushFanout worker does); answers the number of sockets reached. */
export function fanOut(input: FanoutInput): Promise<number> {
  return 'userIds' in input
    ? pushToUsers(input.userIds, input.message)
    : pushToProject(input.projectId, input.message, { except: input.except });
}

/**
 * Queues a fan-out on the pushFanout state machine, so a request does not wait for one push per
 * member's socket. A push is a courtesy (clients also poll and re-read): a failure to queue is
 * logged, never fails the request that already did its work.
 */
export async function queueFanOut(input: FanoutInput): Promise<void> {
  if ('userIds' in input && input.userIds.length === 0) return;
  try {
    await startWorkflow('pushFanout', input);
  } catch (error) {
    logger.warn('push fan-out not queued', { input, error: error as Error });
  }
}
