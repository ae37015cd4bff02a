import { claim } from './claims.ts';
import type { Tokens } from './client.ts';
import { adminCall } from './console.ts';

/**
 * A two-digit province code that no region of the run's table has, and that no other test file of
 * the run was given. There are only 89 codes (10–98) and the region table is shared by the whole run,
 * so a random code alone sometimes lands on a province an earlier file made and left.
 */
export async function freeProvince(admin: Tokens): Promise<string> {
  const taken = new Set(
    (await adminCall<{ code: string }[]>(admin, '/api/blade-system/region/select', undefined, 'GET')).map(
      (region) => region.code,
    ),
  );
  const free = Array.from({ length: 89 }, (_, i) => String(10 + i)).filter((code) => !taken.has(code));
  if (!free.length) throw new Error('every province code is taken');
  return claim('province', () => free[Math.floor(Math.random() * free.length)]!, 1_000);
}
