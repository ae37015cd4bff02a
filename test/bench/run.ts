import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxKeys } from '../../localstack/src/paySandboxKeys.ts';
import { benchCloud } from './cloud.ts';
import { operationLogFigures, sensitiveWordFigures } from './console.bench.ts';
import { statisticsFigures } from './consoleStats.bench.ts';
import { entityFigures } from './entities.bench.ts';
import { fileFigures } from './files.bench.ts';
import { apiOverhead, startTime } from './foundation.bench.ts';
import { modelFigures } from './models.bench.ts';
import { payFigures } from './pay.bench.ts';
import { pdfFigures } from './pdf.bench.ts';
import { pidFigures, printPidFigures } from './pid.bench.ts';
import { pipelineFigures, printPipelineFigures } from './pipeline.bench.ts';
import { previewFigures, printPreviewFigures } from './previews.bench.ts';
import { projectFigures } from './projects.bench.ts';
import { resumeAfterKill, uploadFigures, workerMd5Figure } from './uploads.bench.ts';
import { viewerFigures } from './viewer.bench.ts';

/** `npm run bench`: every figure is measured against a baseline in the same run; results go to results/. */
// Request logs would drown the table (functions are imported later, so this takes effect).
process.env.LOG_LEVEL ??= 'WARN';

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });

// One cloud for the in-process figures: the functions' SDK clients bind to its endpoints once.
const cloud = await benchCloud();
const api = await apiOverhead(cloud);
const pipeline = await pipelineFigures(cloud);
const entities = await entityFigures();
const projects = await projectFigures();
const files = await fileFigures();
const work = mkdtempSync(join(tmpdir(), 'loopline-bench-files-'));
const uploads = await uploadFigures(cloud, work);
const workerMd5 = await workerMd5Figure(cloud.url);
const previews = await previewFigures(cloud);
const models = await modelFigures(cloud);
// Issue 19: the sensitive-word check and the operation log's cost on a write route.
const consoleFigures = {
  sensitiveWords: await sensitiveWordFigures(),
  operationLog: await operationLogFigures(cloud),
  statistics: await statisticsFigures(cloud),
};
// Issue 18: a payment notify against its floor (signature + one conditional write), and checkout.
const pay = await payFigures(cloud, sandboxKeys(cloud.stateDir));
await cloud.stop();
const resume = await resumeAfterKill(work);
rmSync(work, { recursive: true, force: true });
const start = await startTime();
const pdf = await pdfFigures();
// The 3D viewer runs in Chromium against the harness page, outside the cloud (issue 7).
const viewer = await viewerFigures();
// P&ID recognition accuracy against the naive baseline, on generated sheets and the samples (issue 16).
const pid = await pidFigures();
const result = {
  measuredAt: new Date().toISOString(),
  apiOverhead: api,
  pipeline,
  entities,
  npmStart: start,
  projects,
  files,
  uploads: { ...uploads, workerMd5, resume },
  pdf,
  viewer,
  previews,
  models,
  pid,
  console: consoleFigures,
  pay,
};
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
printPipelineFigures(pipeline);
console.log('\nEntity layer (ElectroDB) against the raw SDK call, same item / same page, interleaved');
console.table({
  'GetItem raw': entities.rawGet,
  'GetItem entity': entities.entityGet,
  'Query raw': entities.rawQuery,
  'Query entity': entities.entityQuery,
});
console.table(entities.ratios);
console.log(`npm start ready: ${start.runs.join(' s, ')} s (median ${start.medianSeconds} s)`);
console.log(
  '\nPermission evaluation (file 20 folders deep, grants on 5 ancestors) and the 5,000-member list',
);
console.table({
  'permission evaluation': {
    'p95 (ms)': projects.permissionEvaluation.p95Ms,
    'DynamoDB requests/call': projects.permissionEvaluation.dynamoRequestsPerCall,
    'baseline p95 (ms)': projects.permissionEvaluation.rawGetItemP95Ms,
    ratio: projects.permissionEvaluation.ratioP95VsOneGetItem,
  },
  'member page of 100 (5,000 members)': {
    'p95 (ms)': projects.memberList5000.productP95Ms,
    'DynamoDB requests/call': 1,
    'baseline p95 (ms)': projects.memberList5000.rawQueryP95Ms,
    ratio: projects.memberList5000.ratioP95,
  },
});
console.log('\nFile manager: a folder of 10,000 entries (read member, grants 2 levels up), page of 50');
console.table(files.listing);
console.table({ 'name search (project of 10,003 entries)': files.nameSearch });
console.log(
  '\nUploads: 1 GB through the SPA engine vs lib-storage (5 MB parts, 4 at a time), instant upload, MD5',
);
console.table({ 'upload 1 GB': uploads.upload1GB });
console.table({ 'instant upload of a stored 1 GB file': uploads.instantUpload1GB });
console.table({ 'MD5 worker in Chromium': { ...workerMd5, runsMBps: workerMd5.runsMBps.join(', ') } });
console.table({ 'resume after kill at 50%': resume });
console.log(
  `\nPDF preview: first rendered page of a ${pdf.pages}-page PDF, PdfViewer vs pdf.js's own viewer (${pdf.runs} runs), memory after paging to ${pdf.pagedTo}`,
);
console.table({ PdfViewer: pdf.loopline, 'pdf.js viewer': pdf.pdfjs });
console.log(
  `first-page ratio ${pdf.ratioFirstPage} (goal ≤ ${pdf.goalRatio}); holds all pages: ${pdf.holdsAllPages}`,
);
console.log('\n3D viewer, 50,000-element building, headless Chromium (SwiftShader)');
console.table(viewer);
printPreviewFigures(previews);
console.log('\nModels (issue 7): parse state machine vs bare converter (fresh process each), upgrade');
console.table(models);
printPidFigures(pid);
console.log('\nPayments (issue 18): WeChat Pay notify vs bare verify + one conditional write; checkout');
console.table({
  'notify (pack)': pay.notify,
  'notify (membership)': pay.notifyMembership,
  'bare verify + conditional write': pay.bareVerifyPlusConditionalWrite,
  'bare verify + the same write as a one-item transaction': pay.bareVerifyPlusOneItemTransaction,
  'bare verify + three-item transaction': pay.bareVerifyPlusTransaction,
  'checkout (order + signed request)': pay.checkout,
});
console.log(
  `notify p95 ratio ${pay.notifyP95Ratio} (goal ≤ ${pay.goalRatio}); a one-item transaction alone: ${pay.oneItemTransactionP95Ratio}; notify against the three-item transaction: ${pay.notifyP95RatioToTransaction}`,
);
process.exit(0);
