import type { SocketMessage } from '@loopline/shared';
import { projectMember } from '../../entities/projectMember.ts';
import { pushToUser } from './connections.ts';

/** The user ids of a project's members. */
export async function projectMemberIds(projectId: string): Promise<string[]> {
  const { data } = await projectMember.query
    .member({ projectId })
    .go({ pages: 'all', attributes: ['userId'] });
  return data.map((m) => m.userId);
}

/** Pushes one message to the open sockets of several users; answers the number of sockets reached. */
export async function pushToUsers(userIds: Iterable<string>, message: SocketMessage): Promise<number> {
  const reached = await Promise.all([...new Set(userIds)].map((userId) => pushToUser(userId, message)));
  return reached.reduce((a, b) => a + b, 0);
}

/**
 * Pushes a message to every connected member of a project (but `except`, e.g. the member who caused
 * it). Answers the number of sockets reached.
 */
export async function pushToProject(
  projectId: string,
  message: SocketMessage,
  options: { except?: string[] } = {},
): Promise<number> {
  const except = new Set(options.except ?? []);
  const members = (await projectMemberIds(projectId)).filter((id) => !except.has(id));
  return pushToUsers(members, message);
}
