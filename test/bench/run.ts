import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiOverhead, startTime } from './foundation.bench.ts';

/** `npm run bench`: every figure is measured against a baseline in the same run; results go to results/. */
// Request logs would drown the table (functions are imported later, so this takes effect).
process.env.LOG_LEVEL ??= 'WARN';

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });

const api = await apiOverhead();
const start = await startTime();
const result = { measuredAt: new Date().toISOString(), apiOverhead: api, npmStart: start };
writeFileSync(join(resultsDir, 'foundation.json'), `${JSON.stringify(result, null, 2)}\n`);

const row = (name: 'loopline' | 'bare' | 'bareWithReads') => ({
  'median (ms)': api[name].median,
  'p95 (ms)': api[name].p95,
  '50-conc p95 (ms)': api[name].concurrent50.p95,
  '50-conc req/s': api[name].concurrent50.requestsPerSecond,
  '50-conc errors': api[name].concurrent50.errors,
});
console.log(
  '\nAuthenticated GET /api/blade-auth/oauth/user-info, ' +
    api.samples +
    ' sequential samples, 5000 requests at 50 concurrent',
);
console.table({
  loopline: row('loopline'),
  'bare node:http': row('bare'),
  'bare + same 2 DynamoDB reads': row('bareWithReads'),
});
console.table(api.ratios);
console.log(`npm start ready: ${start.runs.join(' s, ')} s (median ${start.medianSeconds} s)`);
process.exit(0);
