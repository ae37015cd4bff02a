import { MAX_JSON_BODY_BYTES } from '@loopline/shared';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import { parseMultipart } from './multipart.ts';
import type { RouteDef } from './route.ts';

const DEFAULT_MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1 };

function rawBody(event: APIGatewayProxyEvent): Buffer | null {
  if (!event.body) return null;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body);
}

/** Strict: bytes that are not UTF-8 are refused rather than read as U+FFFD; a leading BOM is dropped. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

function textOf(raw: Buffer): string {
  try {
    return utf8.decode(raw);
  } catch {
    throw new BadRequestError('common.badEncoding');
  }
}

function parseJson(raw: Buffer): unknown {
  const text = textOf(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('common.badJson');
  }
  refuseDeepNesting(value);
  return value;
}

/** Far deeper than any request the product takes; far shallower than what overflows a recursive reader. */
export const MAX_BODY_DEPTH = 64;

/**
 * Refuses a value nested deeper than MAX_BODY_DEPTH. JSON.parse reads 20,000 nested arrays happily,
 * but the recursive code after it (zod, String() of an array, the SDK's marshalling) overflows the
 * stack, a RangeError that would answer 500. Walked with an explicit stack, so the check cannot
 * overflow itself.
 */
export function refuseDeepNesting(value: unknown): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new BadRequestError('common.bodyTooDeep', { max: MAX_BODY_DEPTH });
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
}

/**
 * Reads the body the way the route's `bodyFormat` says (see route.ts): JSON up to 1 MB, an urlencoded
 * form, multipart, or nothing; a wrong content type answers 415. Only multipart is asynchronous, so the
 * other formats return the value itself and the pipeline need not wait.
 */
export function readBody(
  event: APIGatewayProxyEvent,
  headers: Record<string, string>,
  route: RouteDef,
): unknown {
  if (route.bodyFormat === 'none') return {};
  const raw = rawBody(event);
  const contentType = headers['content-type'] ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (route.bodyFormat === 'multipart') {
    if (type !== 'multipart/form-data' || !raw) throw new UnsupportedMediaTypeError(type || 'none');
    return parseMultipart(raw, contentType, route.multipartLimits ?? DEFAULT_MULTIPART_LIMITS);
  }
  if (raw && raw.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError('1 MB');
  if (route.bodyFormat === 'text') return { text: raw ? raw.toString('utf8') : '' };
  const extra = route.bodyFormat === 'json-or-form' ? (event.queryStringParameters ?? {}) : {};
  if (!raw || raw.length === 0) return { ...extra };
  if (type === 'application/json') {
    const parsed = parseJson(raw);
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
    return { ...extra, ...Object.fromEntries(new URLSearchParams(textOf(raw))) };
  }
  throw new UnsupportedMediaTypeError(type || 'none');
}
