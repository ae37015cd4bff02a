import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../localstack/src/cloud.ts';
import { entityFigures } from './entities.bench.ts';

/** `npx tsx test/bench/entities.run.ts`: the entity-layer figure alone, on a fresh local cloud. */
process.env.LOG_LEVEL ??= 'WARN';
const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-entities-'));
const cloud = await startLocalCloud({
  port: 0,
  stateDir,
  reset: true,
  captcha: 'off',
  repoRoot: join(import.meta.dirname, '..', '..'),
});
try {
  const figures = await entityFigures();
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await cloud.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
