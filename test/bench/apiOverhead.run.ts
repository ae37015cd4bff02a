import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCloud } from './cloud.ts';
import { apiOverhead } from './foundation.bench.ts';

/**
 * `npx tsx test/bench/apiOverhead.run.ts [--write] [--root <checkout>]`: the API overhead figure alone
 * (sequential and 50 concurrent connections against a bare node:http server, with and without the two
 * reads) on one fresh local cloud. `--write` replaces `apiOverhead` in results/architecture.json,
 * leaving its other figures. `--root` runs another checkout's cloud and functions (e.g. /work/main)
 * against the same baselines: alternate runs of both give a before/after.
 */
process.env.LOG_LEVEL ??= 'WARN';
const rootAt = process.argv.indexOf('--root');
const cloud = await benchCloud(rootAt > 0 ? process.argv[rootAt + 1] : undefined);
try {
  const api = await apiOverhead(cloud);
  console.log(JSON.stringify(api, null, 2));
  if (process.argv.includes('--write')) {
    const file = join(import.meta.dirname, 'results', 'architecture.json');
    const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    results.apiOverhead = { ...api, measuredAt: new Date().toISOString() };
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  }
} finally {
  await cloud.stop();
}
