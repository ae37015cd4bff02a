import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';

let client: ApiGatewayManagementApiClient | undefined;

/** The WebSocket management client; its endpoint is the socket API's callback URL (WS_MANAGEMENT_ENDPOINT). */
export function socketManagement(): ApiGatewayManagementApiClient {
  if (!client) {
    const endpoint = process.env.WS_MANAGEMENT_ENDPOINT;
    if (!endpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not set');
    client = new ApiGatewayManagementApiClient({ endpoint });
  }
  return client;
}
