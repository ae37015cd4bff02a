declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  /** The Koa context as far as our middleware uses it. */
  export interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    status: number;
    body: unknown;
    set(name: string, value: string): void;
    /** A request header ('' when absent). */
    get(name: string): string;
    store: {
      getSubresource(bucket: string, key: undefined, resource: 'cors'): Promise<CorsConfig | undefined>;
    };
  }
  /** A bucket's parsed CORS configuration (s3rver's models/cors). */
  export interface CorsConfig {
    matchRule(
      origin: string,
      method: string,
    ): { hasWildcardOrigin: boolean; exposeHeaders: string[] } | undefined;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list; composed when the server starts. */
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
