import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiGroup, AuthLevel } from '@loopline/functions/lib/http/route';
import { pickLanguage, translate } from '@loopline/shared';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import { invokeInIsolation, lambdaContext } from './invoke.ts';

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type Authorizer = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

interface MountedRoute {
  group: string;
  method: string;
  resource: string;
  params: string[];
  auth: AuthLevel;
  handler: ProxyHandler;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;
/** API Gateway's payload limit. */
const MAX_PAYLOAD = 10 * 1024 * 1024;

function compile(path: string) {
  const params: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\+?\}$/.exec(segment);
      if (!match) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      params.push(match[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), params };
}

/** Path parameters decoded as API Gateway does; null when one holds a broken percent-escape. */
function decodeParams(names: string[], values: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  } catch {
    return null;
  }
}

/** Resource paths in API Gateway's order of preference: at the first differing level, static first. */
function bySpecificity(a: string, b: string): number {
  const [x, y] = [a.split('/'), b.split('/')];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [px, py] = [x[i]!.startsWith('{'), y[i]!.startsWith('{')];
    if (px !== py) return px ? 1 : -1;
  }
  return y.length - x.length;
}

function envelope(res: ServerResponse, status: number, msg: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: status, success: false, msg, data: null }));
}

/**
 * API Gateway REST in front of the group Lambdas: matches the manifest route, runs the REQUEST
 * authorizer for user/admin routes (no result cache, like the deployed API), and builds the proxy event.
 */
export function createRestAdapter(
  groups: ApiGroup[],
  handlers: Record<string, ProxyHandler>,
  authorizer: Authorizer,
) {
  const routes: MountedRoute[] = groups.flatMap((group) =>
    group.routes.map((r) => ({
      group: group.name,
      method: r.method,
      resource: r.path,
      auth: r.auth,
      handler: handlers[group.name]!,
      params: compile(r.path).params,
    })),
  );
  // API Gateway picks the resource first (a static segment over a {param} one, level by level), then
  // the method on it: templated resources are tried most specific first.
  const byResource = new Map<string, MountedRoute[]>();
  for (const r of routes) byResource.set(r.resource, [...(byResource.get(r.resource) ?? []), r]);
  const resources = [...byResource.keys()];
  const staticResources = new Set(resources.filter((r) => !r.includes('{')));
  const templated = resources
    .filter((r) => r.includes('{'))
    .sort(bySpecificity)
    .map((resource) => ({ resource, ...compile(resource) }));

  function resourceOf(path: string) {
    if (staticResources.has(path)) return { resource: path, pathParameters: null };
    for (const t of templated) {
      const m = t.pattern.exec(path);
      if (m) return { resource: t.resource, pathParameters: decodeParams(t.params, m.slice(1)) };
    }
    return null;
  }

  /**
   * The route for a method on a path. A resource that does not serve the method is still found, as
   * `served: false`: the ANY method the deployed API puts on every resource (infra GroupRoutes) hands
   * such requests, without the authorizer, to the resource's group, which answers 405 with Allow
   * (204 to OPTIONS).
   */
  function match(method: string, path: string) {
    const hit = resourceOf(path);
    if (!hit) return null;
    const onResource = byResource.get(hit.resource)!;
    const route = onResource.find((r) => r.method === method);
    return {
      route: route ?? onResource[0]!,
      served: route !== undefined,
      pathParameters: hit.pathParameters,
    };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer, url: URL) {
    const lang = pickLanguage(req.headers['accept-language']);
    if (body.length > MAX_PAYLOAD)
      return envelope(res, 413, translate('common.bodyTooLarge', lang, { limit: '10 MB' }));
    const found = match(req.method ?? 'GET', url.pathname);
    const headers: Record<string, string> = {};
    const multiValueHeaders: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined) continue;
      headers[k] = Array.isArray(v) ? v.join(',') : v;
      multiValueHeaders[k] = Array.isArray(v) ? v : [v];
    }
    const query: Record<string, string> = {};
    const multiQuery: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) {
      query[k] = v;
      multiQuery[k] = [...(multiQuery[k] ?? []), v];
    }
    const requestId = randomUUID();
    const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
    const event = {
      resource: found?.route.resource ?? url.pathname,
      path: url.pathname,
      httpMethod: req.method ?? 'GET',
      headers,
      multiValueHeaders,
      queryStringParameters: url.searchParams.size ? query : null,
      multiValueQueryStringParameters: url.searchParams.size ? multiQuery : null,
      pathParameters: found?.pathParameters ?? null,
      stageVariables: null,
      body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : null,
      isBase64Encoded: !isText,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        stage: 'local',
        requestId,
        httpMethod: req.method ?? 'GET',
        path: url.pathname,
        resourcePath: found?.route.resource ?? url.pathname,
        protocol: 'HTTP/1.1',
        requestTimeEpoch: Date.now(),
        identity: { sourceIp, userAgent: headers['user-agent'] ?? null },
        authorizer: null as Record<string, unknown> | null,
      },
    } as unknown as APIGatewayProxyEvent;

    if (!found)
      return envelope(
        res,
        404,
        translate('common.routeNotFound', lang, { method: event.httpMethod, path: url.pathname }),
      );
    // API Gateway refuses a path parameter it cannot decode with 400, before any function runs.
    if (found.route.params.length > 0 && !found.pathParameters)
      return envelope(res, 400, translate('common.badPathEscape', lang));
    if (found.served && found.route.auth !== 'public') {
      try {
        const result = await authorizer({
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:local:000000000000:local/local/${event.httpMethod}${found.route.resource}`,
          resource: found.route.resource,
          path: url.pathname,
          httpMethod: event.httpMethod,
          headers,
          multiValueHeaders,
          queryStringParameters: query,
          multiValueQueryStringParameters: multiQuery,
          pathParameters: found.pathParameters ?? {},
          stageVariables: {},
          requestContext: event.requestContext,
        } as unknown as APIGatewayRequestAuthorizerEvent);
        event.requestContext.authorizer = { ...result.context, principalId: result.principalId };
      } catch {
        return envelope(res, 401, translate('auth.tokenInvalid', lang));
      }
    }
    let result: APIGatewayProxyResult;
    try {
      result = await invokeInIsolation(requestId, () =>
        found.route.handler(event, lambdaContext(`loopline-${found.route.group}`, requestId)),
      );
    } catch (error) {
      // In Lambda this fails one invocation (API Gateway answers 502); here it must not reach the
      // process, which serves everyone.
      console.error(`local cloud: ${event.httpMethod} ${found.route.resource} failed`, error);
      return envelope(res, 500, translate('common.internalError', lang));
    }
    res.writeHead(result.statusCode, {
      ...(result.headers as Record<string, string>),
      'x-amzn-requestid': requestId,
    });
    res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
  };
}
