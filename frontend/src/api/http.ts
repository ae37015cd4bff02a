import {
  builtInClientSecret,
  type Envelope,
  PASS_THROUGH_CODES,
  TOKEN_REFRESH_ATTEMPTS,
} from '@loopline/shared';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';
import type { TokenStore } from './tokens.ts';
import type { TokenData } from './types.ts';

export const REFRESH_PATH = '/api/blade-auth/oauth/token/refresh';
/** Spec 2 §9. */
export const REQUEST_TIMEOUT_MS = 1_000_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Signed-in call: sends the token and refreshes it on a 401. Public calls set false. Default true. */
  auth?: boolean;
  /** A 401 rejects at once instead of refreshing (sign-out). */
  noRefresh?: boolean;
  /** Reject without a toast, whatever the error. */
  silent?: boolean;
  /** Codes rejected without a toast because the caller shows them its own way. */
  silentCodes?: readonly number[];
}

export type HttpMessageKey = 'common.unknownError' | 'http.networkError' | 'http.reLoginMsg';

export interface HttpDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  tokens: TokenStore;
  language: () => string;
  clientId: () => string;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /** The session is over: alert, forced logout, sign-in page. Called once until `beginSession`. */
  onSessionExpired: () => void;
  /** A request could not reach the server. */
  onNetworkError: () => void;
  message: (key: HttpMessageKey) => string;
  /** A 417 answer (spec 2 §8): one alert, then /myproject with the saved project cleared. */
  onExpectationFailed?: (message: string) => void;
  baseUrl?: string;
}

type RefreshOutcome = 'ok' | 'rejected' | 'failed';

const passThrough = (code: number) => (PASS_THROUGH_CODES as readonly number[]).includes(code);

/**
 * The API client of api/README.md: every answer is read as an envelope; 200, 204, 417 and 5000
 * resolve; anything else shows the server message and rejects. A 401 on a signed-in call refreshes
 * the token (once for all concurrent callers, which wait for it) and retries, up to
 * TOKEN_REFRESH_ATTEMPTS times; then the session is ended.
 */
export class HttpClient {
  private refreshing: Promise<RefreshOutcome> | null = null;
  private sessionEnded = false;

  constructor(private readonly deps: HttpDeps) {}

  get<T>(path: string, query?: Record<string, QueryValue>, options: RequestOptions = {}) {
    return this.request<T>(path, { ...options, method: 'GET', query });
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>(path, { ...options, method: 'POST', body });
  }

  request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.send<T>(path, options, 0);
  }

  /** A new sign-in: a later expiry is announced again. */
  beginSession() {
    this.sessionEnded = false;
  }

  private async send<T>(path: string, options: RequestOptions, cycle: number): Promise<Envelope<T>> {
    const auth = options.auth !== false;
    // Requests made while a refresh is under way wait for it rather than go out with a dead token.
    if (auth && this.refreshing) await this.refreshing;
    const token = auth ? this.deps.tokens.access() : undefined;
    let response: Response;
    try {
      response = await this.deps.fetch(
        this.url(path, options.query),
        this.init(options.method ?? 'GET', options.body, token),
      );
    } catch {
      this.deps.onNetworkError();
      throw this.fail(0, this.deps.message('http.networkError'), options, null);
    }
    const envelope = await readEnvelope<T>(response);
    if (envelope.code === 401 && auth && !options.noRefresh)
      return this.unauthorized<T>(path, options, cycle, token);
    if (envelope.code === 417) this.deps.onExpectationFailed?.(envelope.msg);
    if (passThrough(envelope.code)) return envelope;
    throw this.fail(
      envelope.code,
      envelope.msg || this.deps.message('common.unknownError'),
      options,
      envelope.data,
    );
  }

  private async unauthorized<T>(
    path: string,
    options: RequestOptions,
    cycle: number,
    usedToken: string | undefined,
  ): Promise<Envelope<T>> {
    if (cycle >= TOKEN_REFRESH_ATTEMPTS || !this.deps.tokens.refresh()) throw this.expire();
    const current = this.deps.tokens.access();
    // If someone refreshed since this request left (another call, another tab), just retry with it.
    if (!current || current === usedToken) {
      const outcome = await this.refreshSession();
      if (outcome === 'rejected') throw this.expire();
      if (outcome === 'failed') return this.unauthorized<T>(path, options, cycle + 1, usedToken);
    }
    return this.send<T>(path, options, cycle + 1);
  }

  private refreshSession(): Promise<RefreshOutcome> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** One refresh call. A 4xx answer is final (a reused refresh token revokes the session); 5xx and network errors may be retried. */
  private async refreshOnce(): Promise<RefreshOutcome> {
    const refreshToken = this.deps.tokens.refresh();
    if (!refreshToken) return 'rejected';
    try {
      const response = await this.deps.fetch(
        this.url(REFRESH_PATH),
        this.init('POST', { refreshToken }, undefined),
      );
      const envelope = await readEnvelope<TokenData | null>(response);
      if (envelope.code === 200 && envelope.data?.access_token) {
        this.deps.tokens.save({
          accessToken: envelope.data.access_token,
          refreshToken: envelope.data.refresh_token,
          expiresIn: envelope.data.expires_in,
        });
        return 'ok';
      }
      return envelope.code >= 500 ? 'failed' : 'rejected';
    } catch {
      return 'failed';
    }
  }

  private expire(): ApiError {
    const message = this.deps.message('http.reLoginMsg');
    this.deps.tokens.clear();
    if (!this.sessionEnded) {
      this.sessionEnded = true;
      this.deps.onSessionExpired();
    }
    return new ApiError(401, message, true);
  }

  private fail(code: number, message: string, options: RequestOptions, data: unknown): ApiError {
    const quiet = options.silent === true || (options.silentCodes ?? []).includes(code);
    if (!quiet) this.deps.notifyError(message);
    return new ApiError(code, message, !quiet, data);
  }

  private url(path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${this.deps.baseUrl ?? ''}${path}${search ? `?${search}` : ''}`;
  }

  private init(method: HttpMethod, body: unknown, token: string | undefined): RequestInit {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Language': this.deps.language(),
      'Client-Id': this.deps.clientId(),
      // BladeX style: every call names the app; the token endpoint checks it against its client record.
      Authorization: `Basic ${btoa(`${this.deps.clientId()}:${builtInClientSecret(this.deps.clientId())}`)}`,
    };
    if (token) headers['Blade-Auth'] = `bearer ${token}`;
    return {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    };
  }
}
