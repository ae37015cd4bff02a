import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { UnauthorizedError } from '../errors.ts';
import { callerToAuthorizerContext } from '../http/caller.ts';
import type { Caller } from '../http/route.ts';
import { getSession } from './sessions.ts';
import { bearerToken, verifyAccessTokenUntil } from './tokens.ts';
import { makeVerifiedTokens } from './verifiedTokens.ts';

const verifiedAccessToken = makeVerifiedTokens(verifyAccessTokenUntil);

/**
 * Establishes the caller from `Blade-Auth: bearer <access token>`: a valid signature, not expired,
 * and a session that has not been signed out. Throws UnauthorizedError with the reason.
 */
export async function authenticate(header: string | undefined): Promise<Caller> {
  const token = bearerToken(header);
  if (!token) throw new UnauthorizedError('auth.tokenMissing');
  const caller = await verifiedAccessToken(token);
  const session = await getSession(caller.userId, caller.sessionId);
  if (session?.status !== 'active') throw new UnauthorizedError('auth.sessionRevoked');
  return caller;
}

function headerOf(event: APIGatewayRequestAuthorizerEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] : undefined;
}

/**
 * REQUEST authorizer of the REST API. API Gateway answers 401 when it throws 'Unauthorized';
 * the gateway responses turn that into our envelope.
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  let caller: Caller;
  try {
    caller = await authenticate(headerOf(event, 'blade-auth'));
  } catch (error) {
    if (error instanceof UnauthorizedError) throw new Error('Unauthorized');
    throw error;
  }
  const arn = event.methodArn.split('/').slice(0, 2).join('/');
  return {
    principalId: caller.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${arn}/*` }],
    },
    context: callerToAuthorizerContext(caller),
  };
}
