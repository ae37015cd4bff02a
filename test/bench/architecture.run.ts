import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCloud } from './cloud.ts';
import { entityFigures } from './entities.bench.ts';
import { fileFigures } from './files.bench.ts';
import { apiOverhead } from './foundation.bench.ts';
import { pipelineFigures, printPipelineFigures } from './pipeline.bench.ts';
import { projectFigures } from './projects.bench.ts';

/**
 * `npx tsx test/bench/architecture.run.ts`: the figures of the architecture step alone (issue 13), on one
 * fresh local cloud: API overhead, the middy pipeline against the previous router, the entity layer
 * against the raw SDK, permission evaluation and the member list, the 10,000-entry folder listing.
 * `npm run bench` runs the same parts among all the others.
 */
process.env.LOG_LEVEL ??= 'WARN';
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const cloud = await benchCloud();
try {
  const api = await apiOverhead(cloud);
  const pipeline = await pipelineFigures(cloud);
  const entities = await entityFigures();
  const projects = await projectFigures();
  const files = await fileFigures();
  const result = {
    measuredAt: new Date().toISOString(),
    apiOverhead: api,
    pipeline,
    entities,
    projects,
    files,
  };
  writeFileSync(join(resultsDir, 'architecture.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table(api.ratios);
  printPipelineFigures(pipeline);
  console.table(entities.ratios);
  console.log(JSON.stringify({ projects, files }, null, 2));
} finally {
  await cloud.stop();
}
