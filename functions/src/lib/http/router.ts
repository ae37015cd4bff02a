import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { logger } from '../logger.ts';
import { tracer } from '../tracer.ts';
import { recordAccesses, recordOperations, refuseSensitiveText, requireApiScope } from './consoleChecks.ts';
import {
  accessLog,
  authorize,
  handleErrors,
  matchRoute,
  type PipelineContext,
  parseBody,
  respond,
  stateOf,
  validate,
} from './pipeline.ts';
import type { RequestInfo, RouteDef } from './route.ts';

export { errorResult } from './respond.ts';
export { parseInput } from './validation.ts';

/**
 * Builds the Lambda handler of one API group from its routes (matched by API Gateway's resource path)
 * as a middy chain. `before` steps run top to bottom, `after`/`onError` steps bottom to top:
 *
 *   logger context + reset of the request's keys → X-Ray → access log → error envelope →
 *   route match (404) → caller and auth level (401/403) → API scope (403) → operation log and
 *   access history (after) →
 *   body → zod validation → sensitive words (400) → handler → envelope
 */
export function createHttpHandler(routes: RouteDef[]) {
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, PipelineContext>({
    // No early timeout: as before, a function past its timeout is ended by Lambda (API Gateway 504).
    timeoutEarlyInMillis: 0,
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(accessLog())
    .use(handleErrors())
    .use(matchRoute(routes))
    .use(authorize())
    .use(requireApiScope())
    .use(recordOperations())
    .use(recordAccesses())
    .use(parseBody())
    .use(validate())
    .use(refuseSensitiveText())
    .use(respond())
    .handler(async (event, context) => {
      const state = stateOf({ context });
      const request: RequestInfo = {
        requestId: event.requestContext?.requestId ?? '',
        ip: event.requestContext?.identity?.sourceIp ?? '',
        userAgent: state.headers['user-agent'] ?? '',
        lang: state.lang,
        headers: state.headers,
        path: event.path,
      };
      // The handler's value becomes the proxy result in respond(); middy types it as the result.
      return (await state.route!.handler({
        body: state.body,
        query: state.query,
        params: state.params,
        caller: state.caller,
        request,
      })) as APIGatewayProxyResult;
    });
  // Callable without a Lambda context too (tests, benches): middy then starts from an empty one.
  return chain as typeof chain & HttpHandler;
}

export type HttpHandler = (event: APIGatewayProxyEvent, context?: Context) => Promise<APIGatewayProxyResult>;
