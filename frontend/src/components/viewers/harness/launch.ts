import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { writeFixtures } from './fixtures.ts';

const here = decodeURIComponent(new URL('.', import.meta.url).pathname);
export const SHOTS = process.env.VIEWERS_SHOTS_DIR ?? '/tmp/ll-viewers-shots';
export const BENCH = process.env.VIEWERS_BENCH_DIR ?? '/tmp/ll-viewers-bench';

export interface Harness {
  base: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Builds the harness (production build, like the app), serves it, and starts headless Chromium. */
export async function startHarness(pageCounts: number[] = [500]): Promise<Harness> {
  mkdirSync(SHOTS, { recursive: true });
  await writeFixtures(BENCH, pageCounts);
  const configFile = join(here, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  const server: PreviewServer = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' } });
  const base = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
    ],
  });
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
