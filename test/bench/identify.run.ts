import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadApi } from '../../frontend/src/upload/api.ts';
import { runUpload } from '../../frontend/src/upload/engine.ts';
import { startLocalCloud } from '../../localstack/src/cloud.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { launchChromium } from '../support/chromium.ts';
import { tiledDenseSheet } from '../support/pidSheets.ts';
import { signInDemo } from './foundation.bench.ts';
import { identifyOpenFigures, identifyShown, panFrames } from './identify.bench.ts';

/**
 * `npx tsx test/bench/identify.run.ts [pairs]` (after `npm run build:web`): identify-preview of a dense
 * sheet (~1,070 boxes) against the bare page SVG, alternating pairs, on one fresh local cloud; then the
 * frame time while panning and zooming it. Writes results/identify.json. Issue 17.
 */
process.env.LOG_LEVEL ??= 'WARN';
const pairs = Number(process.argv[2] ?? 7);
const log = (m: string) => process.stderr.write(`${new Date().toISOString()} identify bench: ${m}\n`);

const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-identify-'));
const cloud = await startLocalCloud({
  port: 0,
  stateDir,
  reset: true,
  dynamoInMemory: true,
  captcha: 'off',
  repoRoot: join(import.meta.dirname, '..', '..'),
});
const url = cloud.url;
try {
  const token = await signInDemo(url, cloud.credentials.demo.password);
  const headers = {
    'blade-auth': `bearer ${token}`,
    'accept-language': 'en',
    'content-type': 'application/json',
  };
  const post = async <T>(path: string, body: unknown) =>
    (await (
      await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as {
      code: number;
      msg: string;
      data: T;
    };
  const get = async <T>(path: string, query: Record<string, string | number>) =>
    (await (
      await fetch(
        `${url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        {
          headers,
        },
      )
    ).json()) as { code: number; data: T };
  const { projectId } = (await post<{ projectId: string }>('/api/cloud/file/info/queryDefault', {})).data;

  log('uploading and recognising the dense sheet');
  const outcome = await runUpload(
    uploadApi(
      async (path, body) => post(path, body) as never,
      async (path, query) => get(path, query) as never,
    ),
    {
      file: new Blob([(await sheetToPdf(tiledDenseSheet(5))) as BlobPart]),
      fileName: 'dense.pdf',
      projectId,
      dirId: projectId,
    },
    { signal: new AbortController().signal, confirm: async () => true },
  );
  const fileId = outcome.entryId;
  const submitted = await post('/api/recTask/submit', { projectId, fileIds: [fileId] });
  if (submitted.code !== 200) throw new Error(`submit: ${submitted.msg}`);
  for (const end = Date.now() + 300_000; ; ) {
    const progress = await post<{ state: number }[]>('/api/cloud/file/schedule/identifyProgress', {
      projectId,
      fileIds: [fileId],
    });
    const state = progress.data[0]?.state;
    if (state === 90) break;
    if (state === 99 || Date.now() > end)
      throw new Error(`recognition ended ${JSON.stringify(progress.data)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const rows = await get<{ total: number }>('/api/pidDetail/page', {
    projectId,
    pfileId: fileId,
    pageNum: 1,
    size: 1,
  });
  const boxes = rows.data.total;
  log(`${boxes} boxes; opening in Chromium`);

  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, locale: 'en-US' });
  // tsx names the functions it compiles (__name); the ones handed to page.evaluate need it in the page.
  await context.addInitScript('window.__name = (f) => f');
  await context.addCookies([
    { name: 'loopline-access-token', value: encodeURIComponent(token), url, sameSite: 'Strict' },
  ]);
  const identifyUrl = `${url}/#/file/identify-preview?${new URLSearchParams({
    type: 'svg',
    pk_doc: fileId,
    primaryKey: `${fileId}-1`,
    name: 'dense.pdf',
    page: '1',
    projectId,
    pfileId: fileId,
  })}`;
  // A first opening fills the HTTP cache with the app's chunks, as for a user who has used the app.
  const warm = await context.newPage();
  await warm.goto(identifyUrl);
  await identifyShown(warm, boxes);
  await warm.getByTestId('identify-viewport').waitFor({ timeout: 60_000 });
  const frames = await panFrames(warm);
  await warm.close();

  const open = await identifyOpenFigures(
    context,
    {
      identifyUrl,
      svgUrl: `${url}/api/cloud/file/info/downloadSvg?projectId=${projectId}&fileId=${fileId}&pageNum=1`,
      boxes,
    },
    pairs,
  );
  await browser.close();

  console.log(
    `\nidentify-preview open, ${boxes} boxes, ${pairs} alternating pairs (ms from navigation start)`,
  );
  console.table(
    open.pairs.map((p, i) => ({
      pair: i + 1,
      'bare SVG': p.bareSvgMs,
      identify: p.identifyMs,
      ratio: p.ratio,
      'load 1m': p.load1m,
      'rows at': p.timeline.page,
      'svg at': p.timeline.downloadSvg,
      painted: p.timeline['identify:early-paint'],
    })),
  );
  console.log(
    `median: bare ${open.bareSvgMs} ms, identify ${open.identifyMs} ms, ratio ${open.ratio} (load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log('last pair timeline:', JSON.stringify(open.pairs.at(-1)?.timeline));
  console.log(
    `pan/zoom frames: ${frames.count}, mean ${frames.mean.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`,
  );
  writeFileSync(
    join(import.meta.dirname, 'results', 'identify.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), open, panFrames: frames }, null, 2)}\n`,
  );
} finally {
  await cloud.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
