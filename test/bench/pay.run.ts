import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../localstack/src/cloud.ts';
import { sandboxKeys } from '../../localstack/src/paySandboxKeys.ts';
import { payFigures } from './pay.bench.ts';

/**
 * `npx tsx test/bench/pay.run.ts`: notify handling against its floor and checkout, on one fresh local
 * cloud whose payment sandbox keys sign the notifies (issue 18). Writes results/pay.json.
 */
process.env.LOG_LEVEL ??= 'WARN';
const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-pay-'));
const cloud = await startLocalCloud({
  port: 0,
  stateDir,
  reset: true,
  dynamoInMemory: true,
  captcha: 'off',
  repoRoot: join(import.meta.dirname, '..', '..'),
});
try {
  const figures = await payFigures(cloud, sandboxKeys(stateDir));
  console.log(JSON.stringify(figures, null, 2));
  writeFileSync(
    join(import.meta.dirname, 'results', 'pay.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
} finally {
  await cloud.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
