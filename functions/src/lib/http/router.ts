import { type Language, MAX_JSON_BODY_BYTES, pickLanguage, translate } from '@loopline/shared';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { ZodError, z } from 'zod';
import { envelope, failure } from '../envelope.ts';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors.ts';
import { logger } from '../logger.ts';
import { callerFromAuthorizerContext } from './caller.ts';
import { parseMultipart } from './multipart.ts';
import { RawReply, Reply, type RequestInfo, type RouteDef } from './route.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function lowerHeaders(event: APIGatewayProxyEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

function json(status: number, body: unknown): APIGatewayProxyResult {
  return { statusCode: status, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

/** Answers an error as an envelope; only < 500 reach the client with their message. */
export function errorResult(
  error: unknown,
  lang: Language,
  context: Record<string, unknown> = {},
): APIGatewayProxyResult {
  if (error instanceof AppError && error.status < 500) {
    let msg = translate(error.messageKey, lang, error.params);
    if (error instanceof ValidationError && error.field) {
      msg = translate('common.invalidField', lang, { field: error.field, message: msg });
    }
    return json(error.status, failure(error.status, msg, error.oauth, error.data));
  }
  logger.error('unhandled error', { ...context, error: error as Error });
  return json(500, failure(500, translate('common.internalError', lang)));
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function validationFromZod(error: ZodError, input: unknown): ValidationError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type') {
    if (valueAt(input, issue.path) === undefined) return new ValidationError(field, 'common.required');
    return new ValidationError(field, 'common.invalidType', { expected: String(issue.expected) });
  }
  return new ValidationError(field, issue.message);
}

/** Validates a value against a schema, throwing the same ValidationError the router would. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parse(schema, value) as z.output<S>;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFromZod(result.error, value);
  return result.data;
}

async function readBody(
  event: APIGatewayProxyEvent,
  headers: Record<string, string>,
  route: RouteDef,
): Promise<unknown> {
  const query = event.queryStringParameters ?? {};
  if (route.bodyFormat === 'none') return {};
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64')
      : Buffer.from(event.body)
    : null;
  const contentType = headers['content-type'] ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (route.bodyFormat === 'multipart') {
    if (type !== 'multipart/form-data' || !raw) throw new UnsupportedMediaTypeError(type || 'none');
    return parseMultipart(raw, contentType, route.multipartLimits ?? { fileSize: 5 * 1024 * 1024, files: 1 });
  }
  if (raw && raw.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError('1 MB');
  const extra = route.bodyFormat === 'json-or-form' ? query : {};
  if (!raw || raw.length === 0) return { ...extra };
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequestError('common.badJson');
    }
    if (
      route.bodyFormat === 'json-or-form' &&
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed)
    ) {
      return { ...extra, ...(parsed as object) };
    }
    return parsed;
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ...extra, ...Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  throw new UnsupportedMediaTypeError(type || 'none');
}

/** Builds the Lambda handler of one API group from its routes (matched by API Gateway's resource path). */
export function createHttpHandler(routes: RouteDef[]) {
  const table = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  return async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const started = performance.now();
    const headers = lowerHeaders(event);
    const lang = pickLanguage(headers['accept-language']);
    const route = table.get(`${event.httpMethod} ${event.resource}`);
    const requestId = event.requestContext?.requestId ?? '';
    let status = 500;
    let userId: string | undefined;
    try {
      if (!route)
        throw new NotFoundError('common.routeNotFound', { method: event.httpMethod, path: event.path });
      const caller = callerFromAuthorizerContext(event.requestContext?.authorizer);
      userId = caller?.userId;
      if (route.auth !== 'public' && !caller) throw new UnauthorizedError('auth.tokenMissing');
      if (route.auth === 'admin' && !caller?.isAdmin) throw new ForbiddenError('common.adminOnly');
      const request: RequestInfo = {
        requestId,
        ip: event.requestContext?.identity?.sourceIp ?? '',
        userAgent: headers['user-agent'] ?? '',
        lang,
        headers,
        path: event.path,
      };
      const body = parse(route.body, await readBody(event, headers, route));
      const query = parse(route.query, event.queryStringParameters ?? {});
      const rawParams = (event.pathParameters ?? {}) as Record<string, string>;
      const params = route.params ? (parse(route.params, rawParams) as Record<string, string>) : rawParams;
      const result = await route.handler({
        body,
        query,
        params,
        caller,
        request,
      });
      status = 200;
      if (result instanceof RawReply) {
        status = result.status;
        const isBinary = Buffer.isBuffer(result.body);
        return {
          statusCode: result.status,
          headers: { 'content-type': result.contentType, ...result.headers },
          body: isBinary ? (result.body as Buffer).toString('base64') : (result.body as string),
          isBase64Encoded: isBinary,
        };
      }
      if (result instanceof Reply) {
        const msg = result.msgKey ? translate(result.msgKey, lang, result.msgParams) : 'success';
        return json(200, envelope(result.data, msg, result.code));
      }
      return json(200, envelope(result ?? null));
    } catch (error) {
      const result = errorResult(error, lang, { requestId, route: route?.path });
      status = result.statusCode;
      return result;
    } finally {
      logger.info('request', {
        requestId,
        userId,
        route: route ? `${route.method} ${route.path}` : `${event.httpMethod} ${event.path}`,
        status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
