/// <reference types="node" />
/**
 * Drives the viewer in headless Chromium: the engine sample in English and Chinese through every
 * tool, the meshopt-compressed model, the error states, and the 50 000-element building for
 * time-to-first-frame and frame rate while orbiting. Run `npx tsx <this file>` after makeSamples.ts;
 * screenshots and results.json land in `.local/viewer3d-harness`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';
import { launch, openViewer, shoot, shootLoading } from './browser.ts';
import { HARNESS_DIR, OUT_DIR, SCREENSHOT_DIR } from './paths.ts';
import { bigModel, engineTour } from './scenarios.ts';

mkdirSync(SCREENSHOT_DIR, { recursive: true });
const only = process.argv[2];
const server = await createServer({ configFile: join(HARNESS_DIR, 'vite.config.ts'), server: { port: 0 } });
await server.listen();
const base = server.resolvedUrls?.local[0] ?? '';
const results: Record<string, unknown> = {};
let browser: Browser | null = null;
try {
  browser = await launch();
  if (!only || only === 'engine') {
    results.engineEn = await engineTour(browser, base, 'en');
    results.engineZh = await engineTour(browser, base, 'zh');
  }
  if (!only || only === 'variants') {
    const meshopt = await openViewer(browser, base, 'model=engine-meshopt&lang=en');
    results.engineMeshopt = {
      state: meshopt.state,
      elapsed: meshopt.elapsed,
      shot: await shoot(meshopt.page, 'engine-meshopt-en'),
    };
    await meshopt.page.close();
    const broken = await openViewer(browser, base, 'model=broken&tree=engine&lang=en');
    results.broken = { state: broken.state, shot: await shoot(broken.page, 'error-broken-en') };
    await broken.page.close();
    const missing = await openViewer(browser, base, 'model=missing&tree=engine&lang=zh');
    results.missing = { state: missing.state, shot: await shoot(missing.page, 'error-missing-zh') };
    await missing.page.close();
    results.loadingZh = await shootLoading(browser, base, 'model=big&lang=zh', 'loading-big-zh', 300);
    results.loadingEn = await shootLoading(browser, base, 'model=big&lang=en', 'loading-big-en', 2500);
  }
  if (!only || only === 'big') {
    results.big = await bigModel(browser, base, 'big');
    results.bigMeshopt = await bigModel(browser, base, 'big-meshopt');
  }
} finally {
  await browser?.close();
  await server.close();
}
const file = join(OUT_DIR, only ? `results-${only}.json` : 'results.json');
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(readFileSync(file, 'utf8'));
