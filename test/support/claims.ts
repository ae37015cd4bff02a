import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Claims a value no other test file of this run holds. Every system test file runs in a process of its
 * own, so a module-level counter starts again in each, and a random part alone collides now and then
 * over a whole run's thousands of values. `mkdir` is atomic: whoever creates `<kind>-<value>` in the
 * run's claims folder owns it. `pick` proposes candidates (random ones spread the search); after
 * `attempts` taken candidates the space is treated as full.
 */
export function claim(kind: string, pick: () => string, attempts = 10_000): string {
  const dir = inject('claimsDir');
  for (let i = 0; i < attempts; i++) {
    const value = pick();
    try {
      mkdirSync(join(dir, `${kind}-${value}`));
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`no free ${kind} left to claim in this run`);
}
