import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCloud } from './cloud.ts';
import { operationLogFigures, sensitiveWordFigures } from './console.bench.ts';
import { statisticsFigures } from './consoleStats.bench.ts';

/**
 * `npx tsx test/bench/console.run.ts`: issue 19's figures alone (sensitive-word check, operation-log
 * cost, statistics page over 100,000 users) on one fresh local cloud; written to results/console.json.
 */
process.env.LOG_LEVEL ??= 'WARN';
const sensitiveWords = await sensitiveWordFigures();
const cloud = await benchCloud();
try {
  const operationLog = await operationLogFigures(cloud);
  const statistics = await statisticsFigures(cloud);
  const result = { measuredAt: new Date().toISOString(), sensitiveWords, operationLog, statistics };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(join(import.meta.dirname, 'results', 'console.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await cloud.stop();
}
