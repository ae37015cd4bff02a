/**
 * Writes shared/src/manifest/routes.gen.ts, the data-only route table the CDK app builds API Gateway
 * from, out of the runtime route declarations. Run after adding, removing or changing a route:
 * `npm run routes:gen` (functions/src/manifest.test.ts fails until you do).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiGroups } from '../functions/src/manifest.ts';
import { routeRows, routeTableSource } from '../functions/src/routeTable.ts';

const target = join(import.meta.dirname, '..', 'shared', 'src', 'manifest', 'routes.gen.ts');
const rows = await routeRows(apiGroups);
writeFileSync(target, routeTableSource(rows));
const format = spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
if (format.status !== 0) process.exit(format.status ?? 1);
console.log(`routes:gen: ${rows.length} routes in ${apiGroups.length} groups → ${target}`);
// The route modules keep timers and clients alive; the table is written.
process.exit(0);
