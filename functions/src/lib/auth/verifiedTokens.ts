import type { Caller } from '../http/route.ts';

interface Verified {
  caller: Caller;
  /** Epoch seconds. */
  expiresAt: number;
}

/**
 * Remembers access tokens whose signature has been checked, until they expire, so a client's every
 * request does not pay the HMAC again (WebCrypto runs it as a thread-pool job: CPU and one more
 * event-loop turn per request, which showed under concurrent load). Keyed by the whole token string:
 * only the very token that passed is ever answered from here. The session check is not cached; a
 * signed-out session is refused on its next request as before. Oldest entries go first when full.
 */
export function makeVerifiedTokens(
  verify: (token: string) => Promise<Verified>,
  { max = 1000, now = () => Date.now() }: { max?: number; now?: () => number } = {},
) {
  const known = new Map<string, Verified>();
  return async function verified(token: string): Promise<Caller> {
    const hit = known.get(token);
    if (hit && hit.expiresAt * 1000 > now()) return { ...hit.caller, roles: [...hit.caller.roles] };
    // Expired (or never seen): the verifier answers with the right error or a fresh result.
    known.delete(token);
    const fresh = await verify(token);
    if (fresh.expiresAt * 1000 > now()) {
      if (known.size >= max) known.delete(known.keys().next().value as string);
      known.set(token, fresh);
    }
    return { ...fresh.caller, roles: [...fresh.caller.roles] };
  };
}
