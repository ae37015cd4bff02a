import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../localstack/src/cloud.ts';

/**
 * A fresh local cloud for in-process figures (the functions' SDK clients bind to its endpoints once),
 * captcha off; `stop()` also removes its state.
 */
export async function benchCloud() {
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-'));
  const cloud = await startLocalCloud({
    port: 0,
    stateDir,
    reset: true,
    captcha: 'off',
    repoRoot: join(import.meta.dirname, '..', '..'),
  });
  return {
    ...cloud,
    async stop() {
      await cloud.stop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
