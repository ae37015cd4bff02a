import type { SocketMessage } from '@loopline/shared';
import { type Connection, connectionsOfUser, pushToUser } from './connections.ts';

/** Pushes one message to the open sockets of several users; answers the number of sockets reached. */
export async function pushToUsers(userIds: Iterable<string>, message: SocketMessage): Promise<number> {
  const reached = await Promise.all([...new Set(userIds)].map((userId) => pushToUser(userId, message)));
  return reached.reduce((a, b) => a + b, 0);
}

/** The open sockets of several users, looked up in parallel. */
export async function connectionsOfUsers(userIds: Iterable<string>): Promise<Connection[]> {
  return (await Promise.all([...new Set(userIds)].map(connectionsOfUser))).flat();
}

type PushToProject = (
  projectId: string,
  message: SocketMessage,
  options?: { except?: string[] },
) => Promise<number>;

/**
 * `pushToProject(projectId, message, { except })`: pushes a message to every connected member of a
 * project (but `except`, e.g. the member who caused it) and answers the number of sockets reached.
 * The members are read through `memberIds` (lib imports no entity or domain: access/ wires the
 * instance everyone uses, `pushToProject` in access/index.ts).
 */
export function makePushToProject(memberIds: (projectId: string) => Promise<string[]>): PushToProject {
  return async (projectId, message, options = {}) => {
    const except = new Set(options.except ?? []);
    const members = (await memberIds(projectId)).filter((id) => !except.has(id));
    return pushToUsers(members, message);
  };
}
