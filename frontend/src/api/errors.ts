/** A rejected API call: the envelope code (or HTTP status, 0 for a network failure) and the message. */
export class ApiError extends Error {
  readonly code: number;
  /** True when the user has already been told (toast or alert), so callers need not say it again. */
  readonly notified: boolean;
  readonly data: unknown;

  constructor(code: number, message: string, notified: boolean, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.notified = notified;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
