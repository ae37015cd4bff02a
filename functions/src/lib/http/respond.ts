import { type Language, translate } from '@loopline/shared';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { envelope, failure } from '../envelope.ts';
import { AppError, ValidationError } from '../errors.ts';
import { logger } from '../logger.ts';
import { RawReply, Reply } from './route.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** A handler's return value as the proxy result: files as they are, everything else in the envelope. */
export function successResult(result: unknown, lang: Language): APIGatewayProxyResult {
  if (result instanceof RawReply) {
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
}

/**
 * Answers an error as an envelope. Only errors below 500 reach the client with their message;
 * anything else is logged (with what `context` says about the request) and answered as a bare 500.
 */
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
    return json(error.status, failure(error.status, msg, error.oauth, error.data), error.headers);
  }
  logger.error('unhandled error', { ...context, error: error as Error });
  return json(500, failure(500, translate('common.internalError', lang)));
}
