import { SOCKET_TYPES, type SocketMessage } from '@loopline/shared';
import { z } from 'zod';
import { logger } from '../logger.ts';
import { type Connection, connectionsOfUser, postToConnections } from './connections.ts';

/**
 * Socket pushes handed off the request path, the way the operation log is (lib/console/auditLine.ts):
 * the request prints one JSON line on stdout, and a log subscription (CloudWatch's in the stack, the
 * local cloud's log tap locally) delivers the lines to the `deliverPushes` consumer, which looks up
 * the users' sockets and posts. The request waits for no read of the connections table.
 *
 * Only API group functions have the subscription: a scheduled job or a worker pushes directly
 * (`pushToUser`). A push is a courtesy (pages also poll and re-read), so a line lost with the log
 * costs a page a refresh, never data.
 */
export const PUSH_FIELD = 'push';
export const USERS_PUSH = 'users';

const ShippedPushSchema = z.object({
  [PUSH_FIELD]: z.literal(USERS_PUSH),
  userIds: z.array(z.string().min(1).max(64)).min(1).max(100),
  message: z.object({ type: z.enum(SOCKET_TYPES), content: z.string().max(10_000) }),
});
type ShippedPush = { userIds: string[]; message: SocketMessage };

/** The whole line: the push tag first, so the local tap can tell it from other lines by its start. */
export function pushLineOf(userIds: readonly string[], message: SocketMessage): string {
  return `${JSON.stringify({ [PUSH_FIELD]: USERS_PUSH, userIds, message })}\n`;
}

/** Hands one push off: a single synchronous write of its line to stdout. */
export function shipPush(userIds: readonly string[], message: SocketMessage): void {
  if (userIds.length === 0) return;
  process.stdout.write(pushLineOf(userIds, message));
}

/** The pushes of a batch of delivered lines; a line that is not a well-formed push is skipped. */
export function pushesOfLines(messages: readonly string[]): { pushes: ShippedPush[]; skipped: number } {
  const pushes: ShippedPush[] = [];
  let skipped = 0;
  for (const line of messages) {
    try {
      const parsed = ShippedPushSchema.safeParse(JSON.parse(line));
      if (parsed.success) pushes.push({ userIds: parsed.data.userIds, message: parsed.data.message });
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { pushes, skipped };
}

/**
 * Delivers a batch: each user's sockets are looked up once for the whole batch (one query per
 * user, however many of the batch's pushes name them), then every message goes to its users' sockets
 * in the order the lines were printed. Answers the number of sockets reached.
 */
export async function deliverPushes(pushes: readonly ShippedPush[]): Promise<number> {
  const users = [...new Set(pushes.flatMap((push) => push.userIds))];
  const sockets = new Map<string, Connection[]>(
    await Promise.all(users.map(async (userId) => [userId, await connectionsOfUser(userId)] as const)),
  );
  let reached = 0;
  for (const push of pushes) {
    const targets = push.userIds.flatMap((userId) => sockets.get(userId) ?? []);
    reached += await postToConnections(targets, push.message).catch((error: unknown) => {
      logger.warn('shipped push not delivered', { type: push.message.type, error });
      return 0;
    });
  }
  return reached;
}
