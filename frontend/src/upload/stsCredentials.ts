import { STS_REFRESH_MS } from '@loopline/shared';

/** The answer of POST /api/oss/file/getStsTemporaryToken (functions/src/upload/sts.ts). */
export interface StsToken {
  region: string;
  bucketName: string;
  /** The caller's own key prefix (`uploads/<userId>/direct/`): the credentials allow nothing else. */
  prefix: string;
  /** '' on AWS (S3's own endpoint); the local cloud's HTTPS front (`https://localhost:<port>`) otherwise. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: string;
  scoped: boolean;
}

/** The shape Amplify's `Auth.credentialsProvider` must have (aws-amplify 6, without Cognito). */
export interface AmplifyCredentialsProvider {
  getCredentialsAndIdentityId(options: { forceRefresh?: boolean }): Promise<{
    credentials: {
      accessKeyId: string;
      secretAccessKey: string;
      sessionToken?: string;
      expiration?: Date;
    };
  }>;
  clearCredentialsAndIdentityId(): void;
}

export interface StsSession {
  /** The current token: fetched again when it is older than STS_REFRESH_MS (spec 2 §7) or when forced. */
  current(forceRefresh?: boolean): Promise<StsToken>;
  /** Amplify asks it for credentials before every S3 request; it answers from `current()`. */
  provider: AmplifyCredentialsProvider;
  /** How many times the token route was called (diagnostics and tests). */
  fetches(): number;
}

/**
 * Holds the temporary storage credentials of the 'sts' upload type. Amplify Storage signs every
 * request (each multipart part, the completion, the size check) with credentials it asks the
 * provider for, so the token route is called once and then every 3,600,000 ms, not per request;
 * concurrent askers share one call.
 */
export function stsSession(fetchToken: () => Promise<StsToken>, now: () => number = Date.now): StsSession {
  let held: { token: StsToken; at: number } | null = null;
  let pending: Promise<StsToken> | null = null;
  let count = 0;
  const current = (forceRefresh = false): Promise<StsToken> => {
    if (!forceRefresh && held && now() - held.at < STS_REFRESH_MS) return Promise.resolve(held.token);
    pending ??= (async () => {
      try {
        count++;
        const token = await fetchToken();
        held = { token, at: now() };
        return token;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
  return {
    current,
    fetches: () => count,
    provider: {
      async getCredentialsAndIdentityId({ forceRefresh }) {
        const token = await current(forceRefresh);
        return {
          credentials: {
            accessKeyId: token.accessKeyId,
            secretAccessKey: token.accessKeySecret,
            // The local cloud answers plain keys (no STS there): no session token to send.
            ...(token.securityToken ? { sessionToken: token.securityToken } : {}),
            ...(token.expiration ? { expiration: new Date(token.expiration) } : {}),
          },
        };
      },
      clearCredentialsAndIdentityId() {
        held = null;
      },
    },
  };
}
