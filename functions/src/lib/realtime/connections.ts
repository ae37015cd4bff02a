import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { SocketMessage } from '@loopline/shared';
import { connection as connectionEntity } from '../../entities/connection.ts';
import { socketManagement } from '../aws/socket.ts';
import { epochSeconds } from '../db/keys.ts';
import { logger } from '../logger.ts';

/** A connection lives 2 hours past its last heartbeat (API Gateway closes idle sockets sooner). */
const CONNECTION_TTL_SECONDS = 2 * 3600;

export interface Connection {
  connectionId: string;
  userId: string;
  sessionId: string;
  tenantId: string;
  connectedAt: string;
}

export async function saveConnection(connection: Connection, now = new Date()) {
  await connectionEntity
    .put({
      ...connection,
      lastSeenAt: now.toISOString(),
      expiresAt: epochSeconds(now) + CONNECTION_TTL_SECONDS,
    })
    .go();
}

/** Records a heartbeat; refused (a failed condition) when the connection is not known. */
export async function touchConnection(connectionId: string, now = new Date()) {
  await connectionEntity
    .patch({ connectionId })
    .set({ lastSeenAt: now.toISOString(), expiresAt: epochSeconds(now) + CONNECTION_TTL_SECONDS })
    .go();
}

export async function deleteConnection(connectionId: string) {
  await connectionEntity.delete({ connectionId }).go();
}

export async function connectionsOfUser(userId: string): Promise<Connection[]> {
  // No `attributes` projection here: ElectroDB's projection breaks on a table whose keys are attributes.
  const { data } = await connectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data.map(({ connectionId, sessionId, tenantId, connectedAt }) => ({
    connectionId,
    userId,
    sessionId,
    tenantId,
    connectedAt,
  }));
}

/**
 * Pushes a message to a user's open sockets (optionally only those of one session).
 * Connections that are gone are removed. Returns the number of sockets reached.
 */
export async function pushToUser(
  userId: string,
  message: SocketMessage,
  filter: { sessionId?: string } = {},
): Promise<number> {
  const targets = (await connectionsOfUser(userId)).filter(
    (c) => !filter.sessionId || c.sessionId === filter.sessionId,
  );
  return postToConnections(targets, message);
}

/**
 * Posts a message to sockets already looked up (a caller that can look them up alongside other
 * work, as the model pipeline does, saves the lookup's round trips). Gone connections are removed;
 * answers the number of sockets reached.
 */
export async function postToConnections(
  targets: readonly Pick<Connection, 'connectionId'>[],
  message: SocketMessage,
): Promise<number> {
  if (targets.length === 0) return 0;
  const data = new TextEncoder().encode(JSON.stringify(message));
  const results = await Promise.all(
    targets.map(async ({ connectionId }) => {
      try {
        await socketManagement().send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }),
        );
        return 1;
      } catch (error) {
        if (error instanceof GoneException) {
          await deleteConnection(connectionId);
          return 0;
        }
        logger.warn('socket push failed', { connectionId, error: error as Error });
        return 0;
      }
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}
