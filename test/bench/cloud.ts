import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalCloud } from '../../localstack/src/cloud.ts';

/**
 * A fresh local cloud for in-process figures (the functions' SDK clients bind to its endpoints once),
 * captcha off; `stop()` also removes its state. `checkout`: the path of another checkout whose cloud
 * and functions to run instead.
 */
export async function benchCloud(checkout?: string) {
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-'));
  // Another checkout's cloud and functions (a before/after comparison, apiOverhead.run.ts --root).
  const start = checkout
    ? (
        (await import(pathToFileURL(join(resolve(checkout), 'localstack/src/cloud.ts')).href)) as {
          startLocalCloud: typeof startLocalCloud;
        }
      ).startLocalCloud
    : startLocalCloud;
  const cloud = await start({
    port: 0,
    stateDir,
    reset: true,
    dynamoInMemory: true,
    captcha: 'off',
    repoRoot: checkout ? resolve(checkout) : join(import.meta.dirname, '..', '..'),
  });
  return {
    ...cloud,
    /** Its state folder (the payment sandbox's keys live there: the pay figures sign notifies with them). */
    stateDir,
    async stop() {
      await cloud.stop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
