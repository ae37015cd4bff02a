import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { authenticate } from '../lib/auth/authorizer.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { deleteConnection, saveConnection, touchConnection } from '../lib/realtime/connections.ts';

type SocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
};

const ok = (body = ''): APIGatewayProxyResult => ({ statusCode: 200, body });

/**
 * The socket's routes: $connect authenticates the access token (browsers cannot set headers on a
 * WebSocket, so it comes as ?token=), heartbeat keeps the connection record fresh, $disconnect forgets it.
 */
export async function handler(event: SocketEvent): Promise<APIGatewayProxyResult> {
  const { routeKey, connectionId } = event.requestContext;
  switch (routeKey) {
    case '$connect': {
      const token = event.queryStringParameters?.token;
      try {
        const caller = await authenticate(token ? `bearer ${token}` : undefined);
        await saveConnection({
          connectionId,
          userId: caller.userId,
          sessionId: caller.sessionId,
          tenantId: caller.tenantId,
          connectedAt: new Date().toISOString(),
        });
        return ok();
      } catch (error) {
        if (error instanceof UnauthorizedError) return { statusCode: 401, body: 'Unauthorized' };
        throw error;
      }
    }
    case '$disconnect':
      await deleteConnection(connectionId);
      return ok();
    case 'heartbeat':
      await touchConnection(connectionId).catch((error) =>
        logger.warn('heartbeat on unknown connection', { connectionId, error }),
      );
      return ok();
    default:
      return ok();
  }
}
