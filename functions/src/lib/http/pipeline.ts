import { type Language, pickLanguage } from '@loopline/shared';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ForbiddenError, MethodNotAllowedError, NotFoundError, UnauthorizedError } from '../errors.ts';
import { logger } from '../logger.ts';
import { readBody } from './body.ts';
import { refuseBrokenText } from './brokenText.ts';
import { callerFromAuthorizerContext } from './caller.ts';
import { errorResult, successResult } from './respond.ts';
import { type Caller, RawReply, type RouteDef } from './route.ts';
import { validateWith } from './validation.ts';

/**
 * What the pipeline learns about one request, kept on the Lambda context (middy's way of handing
 * values from middlewares to the handler): a new context object comes with every invocation.
 */
export interface RequestState {
  started: number;
  headers: Record<string, string>;
  lang: Language;
  route?: RouteDef;
  caller: Caller | null;
  /** The body as read (before validation). */
  rawBody?: unknown;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export type PipelineContext = Context & { pipeline?: RequestState };
export type PipelineRequest = Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, PipelineContext>;
export type PipelineMiddleware = MiddlewareObj<
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  Error,
  PipelineContext
>;

function lowerHeaders(event: APIGatewayProxyEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

/** The state the middlewares below filled in; a missing one is a wiring mistake, not a client error. */
export function stateOf(request: { context: PipelineContext }): RequestState {
  const state = request.context.pipeline;
  if (!state) throw new Error('the request pipeline has not run matchRoute');
  return state;
}

const routeLabel = (event: APIGatewayProxyEvent, route: RouteDef | undefined) =>
  route ? `${route.method} ${route.path}` : `${event.httpMethod} ${event.path}`;

/** The keys on every log line of one request (services included): who asked what. */
function requestKeys(event: APIGatewayProxyEvent, route: RouteDef | undefined, caller: Caller | null) {
  const keys: Record<string, string> = {
    requestId: event.requestContext?.requestId ?? '',
    route: routeLabel(event, route),
  };
  if (caller) {
    keys.userId = caller.userId;
    keys.tenantId = caller.tenantId;
  }
  return keys;
}

/** The order `Allow` names methods in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods a resource path serves (OPTIONS always), in METHOD_ORDER; empty for an unknown path. */
function methodsServed(routes: readonly Pick<RouteDef, 'method' | 'path'>[], resource: string): string[] {
  const served = new Set(routes.filter((r) => r.path === resource).map((r) => r.method as string));
  if (served.size === 0) return [];
  served.add('OPTIONS');
  return [...served].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
}

/**
 * OPTIONS on a known resource answers 204 with `Allow` (RFC 9110 §9.3.7). It is a public route of its
 * own so the rest of the pipeline (access log, envelope) runs as for any other; no CORS headers: the
 * SPA and the API share one origin, so cross-origin callers stay refused as before.
 */
function optionsRoute(resource: string, allowed: string[]): RouteDef {
  return {
    method: 'OPTIONS' as RouteDef['method'],
    path: resource,
    auth: 'public',
    summary: 'The methods this resource serves',
    bodyFormat: 'none',
    handler: async () => new RawReply('', 'text/plain; charset=utf-8', { allow: allowed.join(', ') }, 204),
  } as RouteDef;
}

/**
 * Finds the route API Gateway matched (method + resource path). A resource this group serves with
 * other methods answers 405 with `Allow` (the deployed API sends those methods here through an ANY
 * method per resource); OPTIONS answers 204; an unknown resource answers 404.
 */
export function matchRoute(routes: RouteDef[]): PipelineMiddleware {
  const table = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  return {
    before: (request) => {
      const { event } = request;
      const headers = lowerHeaders(event);
      let route = table.get(`${event.httpMethod} ${event.resource}`);
      const allowed = route ? [] : methodsServed(routes, event.resource);
      if (!route && event.httpMethod === 'OPTIONS' && allowed.length > 0)
        route = optionsRoute(event.resource, allowed);
      request.context.pipeline = {
        started: performance.now(),
        headers,
        lang: pickLanguage(headers['accept-language']),
        route,
        caller: null,
      };
      // The request's log keys are appended once, in authorize(), which always runs next.
      if (!route) {
        logger.appendKeys(requestKeys(event, route, null));
        if (allowed.length > 0) throw new MethodNotAllowedError(event.httpMethod, event.path, allowed);
        throw new NotFoundError('common.routeNotFound', { method: event.httpMethod, path: event.path });
      }
    },
  };
}

/**
 * Reads the caller the authorizer established, puts requestId, route, userId and tenantId on every
 * log line of this request, and enforces the route's auth level (401/403).
 */
export function authorize(): PipelineMiddleware {
  return {
    before: (request) => {
      const state = stateOf(request);
      const caller = callerFromAuthorizerContext(request.event.requestContext?.authorizer);
      state.caller = caller;
      logger.appendKeys(requestKeys(request.event, state.route, caller));
      if (state.route!.auth !== 'public' && !caller) throw new UnauthorizedError('auth.tokenMissing');
      if (state.route!.auth === 'admin' && !caller?.isAdmin) throw new ForbiddenError('common.adminOnly');
    },
  };
}

/** Reads the body as the route's `bodyFormat` says (JSON, form, multipart or none; see body.ts). */
export function parseBody(): PipelineMiddleware {
  return {
    before: (request) => {
      const state = stateOf(request);
      const body = readBody(request.event, state.headers, state.route!);
      if (!(body instanceof Promise)) {
        state.rawBody = body;
        return;
      }
      return body.then((parsed) => {
        state.rawBody = parsed;
      });
    },
  };
}

/**
 * Validates body, query and path parameters with the route's zod schemas (400 naming the field),
 * then refuses broken text left in any of them (brokenText.ts).
 */
export function validate(): PipelineMiddleware {
  return {
    before: (request) => {
      const state = stateOf(request);
      const route = state.route!;
      const { event } = request;
      state.body = validateWith(route.body, state.rawBody);
      state.query = validateWith(route.query, event.queryStringParameters ?? {});
      const params = event.pathParameters ?? {};
      state.params = route.params ? validateWith(route.params, params) : params;
      // After the schemas, so a field's own rule (names, ids) answers in its own words first. A
      // payment notify's text is checked by its signature, as sent.
      if (route.bodyFormat !== 'text') refuseBrokenText(state.body, '', route.namesCheckedByHandler);
      refuseBrokenText(state.query, '');
      refuseBrokenText(state.params, '');
    },
  };
}

/** Turns the handler's return value into the proxy result (envelope, Reply or RawReply). */
export function respond(): PipelineMiddleware {
  return {
    after: (request) => {
      request.response = successResult(request.response, stateOf(request).lang);
    },
  };
}

/**
 * Answers any error in our envelope; only errors below 500 show their message. Unexpected errors are
 * logged with the route and the caller. It sets the response without returning it, so the logging and
 * tracing middlewares' onError still run.
 */
export function handleErrors(): PipelineMiddleware {
  return {
    onError: (request) => {
      const state = request.context.pipeline;
      const lang = state?.lang ?? pickLanguage(lowerHeaders(request.event)['accept-language']);
      request.response = errorResult(request.error, lang, {
        route: routeLabel(request.event, state?.route),
        userId: state?.caller?.userId,
        tenantId: state?.caller?.tenantId,
      });
    },
  };
}

/** One access line per request (status and time); the request keys come from appendKeys. */
export function accessLog(): PipelineMiddleware {
  const write = (request: PipelineRequest) => {
    const state = request.context.pipeline;
    logger.info('request', {
      status: request.response?.statusCode ?? 500,
      ms: state ? Math.round(performance.now() - state.started) : undefined,
    });
  };
  return { after: write, onError: write };
}
