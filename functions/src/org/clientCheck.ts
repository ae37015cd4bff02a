import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  builtInClientSecret,
  CLIENT_IDS,
  REFRESH_TOKEN_SECONDS,
} from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { oauthClient } from '../entities/oauthClient.ts';
import { decoyHash, hashPassword, verifyPassword } from '../lib/auth/password.ts';
import { OAuthError, UnauthorizedError } from '../lib/errors.ts';

/** What token signing needs from a verified client. */
export interface VerifiedClient {
  clientId: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  grantTypes: string[];
}

/**
 * A verified client is trusted again for this long in a warm container, so the scrypt hash is checked
 * once per container and client rather than on every sign-in; a disabled client or a reset secret
 * takes effect within it (at once in the container that made the change).
 */
const CLIENT_CACHE_MS = 30_000;

interface Cached {
  client: VerifiedClient;
  secretDigest: Buffer;
  until: number;
}
const cache = new Map<string, Cached>();

const digest = (secret: string) => createHash('sha256').update(secret).digest();

/** Drops a client from this container's cache (after it is changed or removed here). */
export function forgetClient(clientId: string) {
  cache.delete(clientId);
}

/** Reads `Authorization: Basic base64(clientId:clientSecret)`; null when absent or malformed. */
function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = header ? /^basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(header.trim()) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The client named by the Basic header, when it exists, is enabled and the secret matches; otherwise a
 * 401 (the same for all three, in words and, through the decoy hash, in time). Nothing is written.
 */
export async function verifyClient(header: string | undefined, now = Date.now()): Promise<VerifiedClient> {
  const credentials = basicCredentials(header);
  if (!credentials) throw new UnauthorizedError('auth.clientInvalid');
  const presented = digest(credentials.secret);
  const hit = cache.get(credentials.clientId);
  if (hit && hit.until > now && timingSafeEqual(hit.secretDigest, presented)) return hit.client;
  const { data } = await oauthClient.get({ clientId: credentials.clientId }).go();
  const matches = await verifyPassword(credentials.secret, data?.secretHash ?? (await decoyHash()));
  if (data?.status !== 1 || !matches) {
    forgetClient(credentials.clientId);
    throw new UnauthorizedError('auth.clientInvalid');
  }
  const client: VerifiedClient = {
    clientId: data.clientId,
    accessTokenValidity: data.accessTokenValidity,
    refreshTokenValidity: data.refreshTokenValidity,
    grantTypes: data.grantTypes,
  };
  cache.set(credentials.clientId, { client, secretDigest: presented, until: now + CLIENT_CACHE_MS });
  return client;
}

/** A client may use only the grants its record lists (`sms` covers `sms_code` and smsToken). */
export function requireGrant(client: VerifiedClient, grant: 'password' | 'sms' | 'refresh_token') {
  if (!client.grantTypes.includes(grant)) throw new OAuthError('auth.grantUnsupported', { grant });
}

/** Idempotent: the SPA's built-in apps as client records, with their public secret, when missing. */
export async function ensureBuiltInClients(now = new Date()) {
  for (const clientId of CLIENT_IDS) {
    const secret = builtInClientSecret(clientId);
    await oauthClient
      .create({
        clientId,
        id: randomUUID(),
        clientName: clientId,
        secretHash: await hashPassword(secret),
        secretHint: secret.slice(-4),
        scope: 'all',
        grantTypes: ['password', 'sms', 'refresh_token'],
        redirectUri: '',
        accessTokenValidity: ACCESS_TOKEN_SECONDS,
        refreshTokenValidity: REFRESH_TOKEN_SECONDS,
        status: 1,
        updateTime: now.toISOString(),
      })
      .go()
      .catch((error: unknown) => {
        if (!conditionFailed(error)) throw error;
      });
  }
}
