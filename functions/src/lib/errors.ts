import type { MessageKey } from '@loopline/shared';

export type MessageParams = Record<string, string | number>;

/** Base of every error that reaches the client: a status, an envelope code and a message key. */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey | string;
  readonly params: MessageParams;
  /** Set for OAuth answers, which also carry the message as error_description. */
  oauth = false;
  /** A machine-readable reason for the client (in the envelope's data), e.g. 'ActivateMembership'. */
  data: unknown = null;
  /** Headers the answer carries besides the envelope's (e.g. `Allow` on a 405). */
  headers: Record<string, string> = {};

  constructor(
    status: number,
    messageKey: MessageKey | string,
    params: MessageParams = {},
    options?: ErrorOptions,
  ) {
    super(messageKey, options);
    this.name = new.target.name;
    this.status = status;
    this.messageKey = messageKey;
    this.params = params;
  }
}

export class BadRequestError extends AppError {
  constructor(key: MessageKey | string, params?: MessageParams) {
    super(400, key, params);
  }
}

/** Validation of one field failed; the message names the field. */
export class ValidationError extends AppError {
  readonly field: string;
  constructor(field: string, key: MessageKey | string, params?: MessageParams) {
    super(400, key, params);
    this.field = field;
  }
}

export class UnauthorizedError extends AppError {
  constructor(key: MessageKey = 'auth.tokenInvalid', params?: MessageParams) {
    super(401, key, params);
  }
}

export class ForbiddenError extends AppError {
  constructor(key: MessageKey = 'common.forbidden', params?: MessageParams) {
    super(403, key, params);
  }
}

export class NotFoundError extends AppError {
  constructor(key: MessageKey = 'common.notFound', params?: MessageParams) {
    super(404, key, params);
  }
}

/**
 * The path is an API resource but does not serve this method: 405 with `Allow` naming the methods
 * it does serve (RFC 9110 §15.5.6).
 */
export class MethodNotAllowedError extends AppError {
  readonly allowed: readonly string[];
  constructor(method: string, path: string, allowed: readonly string[]) {
    super(405, 'common.methodNotAllowed', { method, path, allowed: allowed.join(', ') });
    this.allowed = allowed;
    this.headers = { allow: allowed.join(', ') };
  }
}

export class ConflictError extends AppError {
  constructor(key: MessageKey, params?: MessageParams) {
    super(409, key, params);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: string) {
    super(413, 'common.bodyTooLarge', { limit });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(type: string) {
    super(415, 'common.badContentType', { type });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(key: MessageKey = 'common.tooManyRequests', params?: MessageParams) {
    super(429, key, params);
  }
}

/** Sign-in failures answer like an OAuth server: 400 with error_description. */
export class OAuthError extends AppError {
  constructor(key: MessageKey, params?: MessageParams, status = 400) {
    super(status, key, params);
    this.oauth = true;
  }
}

/** The caller's membership does not include the client app this needs (spec 2 §6): data 'ActivateMembership'. */
export class MembershipRequiredError extends AppError {
  constructor(key: MessageKey | string = 'team.activateMembership') {
    super(403, key);
    this.data = 'ActivateMembership';
  }
}
