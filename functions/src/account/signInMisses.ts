import { signInMiss } from '../entities/signInMiss.ts';
import { epochSeconds } from '../lib/db/keys.ts';

/**
 * How long misses under an unknown account name are remembered. A real account's failures are kept
 * until a success or a lock; a day bounds what strangers can make the table hold (docs/decisions.md).
 */
const MISS_MEMORY_SECONDS = 24 * 3600;

function keyOf(tenantId: string, account: string) {
  return { tenantId, accountKey: account.trim().toLowerCase() };
}

export interface UnknownAccountMisses {
  failures: number;
  lockedUntil?: string;
}

/** Misses remembered under an unknown account name (none once they are past their memory). */
export async function unknownAccountMisses(
  tenantId: string,
  account: string,
  now: Date,
): Promise<UnknownAccountMisses> {
  const { data } = await signInMiss.get(keyOf(tenantId, account)).go({ consistent: true });
  if (!data || data.expiresAt < epochSeconds(now)) return { failures: 0 };
  return { failures: data.failures ?? 0, lockedUntil: data.lockedUntil };
}

/**
 * Counts a failed sign-in under an unknown account name exactly as `recordFailedLogin` counts a real
 * account's: the `limit`-th failure locks it until `lockUntil` and starts the count afresh.
 */
export async function recordUnknownAccountMiss(
  tenantId: string,
  account: string,
  before: UnknownAccountMisses,
  limit: number,
  lockUntil: Date,
  now: Date,
): Promise<number> {
  const key = keyOf(tenantId, account);
  const expiresAt = epochSeconds(now) + MISS_MEMORY_SECONDS;
  // A count past its memory (TTL deletion is lazy) starts again rather than adding to the old one.
  const update =
    before.failures === 0
      ? signInMiss.update(key).set({ failures: 1, expiresAt }).remove(['lockedUntil'])
      : signInMiss.update(key).add({ failures: 1 }).set({ expiresAt });
  const { data } = await update.go({ response: 'all_new' });
  const failures = Number(data.failures ?? 1);
  if (failures >= limit) {
    await signInMiss
      .patch(key)
      .set({
        lockedUntil: lockUntil.toISOString(),
        failures: 0,
        expiresAt: Math.max(expiresAt, epochSeconds(lockUntil)),
      })
      .go();
  }
  return failures;
}
