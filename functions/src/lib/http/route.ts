import type { Language } from '@loopline/shared';
import type { z } from 'zod';

export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who is calling, as established by the authorizer from the access token. */
export interface Caller {
  userId: string;
  tenantId: string;
  sessionId: string;
  account: string;
  roles: string[];
  isAdmin: boolean;
  deptId: string;
  roleId: string;
  clientId: string;
}

export interface RequestInfo {
  requestId: string;
  ip: string;
  userAgent: string;
  lang: Language;
  headers: Record<string, string>;
  path: string;
}

export interface RouteContext<B, Q, C extends Caller | null, P = Record<string, string>> {
  body: B;
  query: Q;
  params: P;
  caller: C;
  request: RequestInfo;
}

/** A handler's answer when it needs more than `data` in a success envelope. */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly msgKey?: string,
    readonly msgParams?: Record<string, string | number>,
    /** An envelope code other than 200 answered with HTTP 200 (the spec's pass-through codes, e.g. 5000). */
    readonly code = 200,
  ) {}
}

/** A non-JSON answer (files, images). */
export class RawReply {
  constructor(
    readonly body: Buffer | string,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
    readonly status = 200,
  ) {}
}

/**
 * Where a route's body comes from:
 * - `json`: a JSON body, or an urlencoded form (the spec's "form" calls); form values are strings,
 *   so schemas coerce numbers;
 * - `json-or-form`: the same, with query parameters merged in (OAuth-style calls);
 * - `multipart`: multipart/form-data, parsed into `{ fields, files }` (see multipart.ts);
 * - `text`: the body's exact text as `{ text }` (payment notifies, whose signature covers the bytes);
 * - `none`: no body.
 */
export type BodyFormat = 'json' | 'json-or-form' | 'multipart' | 'text' | 'none';

type AnySchema = z.ZodType;
type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type CallerFor<A extends AuthLevel> = A extends 'public' ? Caller | null : Caller;
/** Path parameters: the schema's output when the route declares one, the raw strings otherwise. */
type ParamsOut<P> = P extends AnySchema ? z.output<P> : Record<string, string>;

export interface RouteDef {
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
  summary: string;
  body?: AnySchema;
  query?: AnySchema;
  /** Path parameters, validated like body and query (a bad one answers 400, never 500). */
  params?: AnySchema;
  /** Where the body may come from; OAuth-style routes also take form posts and query parameters. */
  bodyFormat: BodyFormat;
  /** For multipart routes: per-file size limit and file count. */
  multipartLimits?: { fileSize: number; files: number };
  /**
   * Top-level body fields holding names the handler judges itself (`fileNameProblem`, in its own
   * words, after deciding whether the request changes anything at all): the pipeline's broken-text
   * check leaves their control characters to it, and still refuses their lone surrogates.
   */
  namesCheckedByHandler?: readonly string[];
  handler: (ctx: RouteContext<unknown, unknown, Caller | null, unknown>) => Promise<unknown>;
}

interface RouteSpec<A extends AuthLevel, B, Q, P> {
  method: HttpMethod;
  path: string;
  auth: A;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  bodyFormat?: BodyFormat;
  multipartLimits?: { fileSize: number; files: number };
  /**
   * Top-level body fields holding names the handler judges itself (`fileNameProblem`, in its own
   * words, after deciding whether the request changes anything at all): the pipeline's broken-text
   * check leaves their control characters to it, and still refuses their lone surrogates.
   */
  namesCheckedByHandler?: readonly string[];
  handler: (ctx: RouteContext<Out<B>, Out<Q>, CallerFor<A>, ParamsOut<P>>) => Promise<unknown>;
}

/** Declares one route with its schemas; the handler's input types follow from them. */
export function route<
  A extends AuthLevel,
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
>(spec: RouteSpec<A, B, Q, P>): RouteDef {
  const bodyFormat = spec.bodyFormat ?? (spec.method === 'GET' || !spec.body ? 'none' : 'json');
  return { ...spec, bodyFormat, handler: spec.handler as RouteDef['handler'] } as RouteDef;
}

/** An API group is deployed as one Lambda function with an internal router. */
export interface ApiGroup {
  /** Lambda-safe short name, e.g. `auth`. */
  name: string;
  /** Module path (relative to functions/src) exporting `handler` for this group. */
  entry: string;
  routes: RouteDef[];
}
