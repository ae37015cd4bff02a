/**
 * Long-PDF bench (not part of the app build or the test suites):
 *   npx tsx frontend/src/components/viewers/harness/bench.ts [pages=500] [runs=3]
 * Opens a generated PDF in PdfViewer and in pdf.js's own viewer (same build, same worker, 100 %), and
 * reports the time to the first rendered page and, after paging to page 400 in steps of 20, the main
 * thread's JS heap (CDP, after a forced GC) and the canvases kept.
 */
import type { Page } from 'playwright-core';
import { startHarness } from './launch.ts';

const pages = Number(process.argv[2] ?? '500');
const runs = Number(process.argv[3] ?? '3');
const target = Math.min(400, pages);
const harness = await startHarness([pages]);
const src = `/files/bench/big-${pages}.pdf`;

type Kind = 'loopline' | 'pdfjs';
const urls: Record<Kind, string> = {
  loopline: `${harness.base}index.html?viewer=pdf&markup=none&lang=en&src=${src}`,
  pdfjs: `${harness.base}pdfjs.html?src=${src}`,
};

async function firstRender(page: Page, kind: Kind) {
  const key = kind === 'loopline' ? '__harness' : '__bench';
  await page.waitForFunction(
    (k) => Boolean((window as unknown as Record<string, { firstRender?: number }>)[k]?.firstRender),
    key,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate((k) => {
    const b = (window as unknown as Record<string, { t0: number; firstRender: number }>)[k];
    return { sinceNavigation: b.firstRender, sinceScript: b.firstRender - b.t0 };
  }, key);
}

/**
 * Jumps to a page as a user would (the page input and Enter; pdf.js: its page-number API) and returns the
 * in-page time from the jump to that page's canvas being drawn.
 */
async function goTo(page: Page, kind: Kind, n: number): Promise<number> {
  const key = kind === 'loopline' ? '__harness' : '__bench';
  if (kind === 'loopline') {
    const input = page.getByTestId('viewer-page-input').locator('input');
    await input.fill(String(n));
    await page.evaluate(() => {
      document.addEventListener(
        'keydown',
        () => {
          (window as unknown as { __jumpAt: number }).__jumpAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await input.press('Enter');
  } else {
    await page.evaluate((p) => {
      (window as unknown as { __jumpAt: number }).__jumpAt = performance.now();
      (window as unknown as { __bench: { goto: (n: number) => void } }).__bench.goto(p);
    }, n);
  }
  await page.waitForFunction(
    ([k, p]) =>
      (window as unknown as Record<string, { renderedAt: Record<number, number> }>)[k].renderedAt[p],
    [key, n] as const,
    { timeout: 30_000 },
  );
  return page.evaluate(
    ([k, p]) => {
      const w = window as unknown as Record<string, { renderedAt: Record<number, number> }> & {
        __jumpAt: number;
      };
      return w[k].renderedAt[p] - w.__jumpAt;
    },
    [key, n] as const,
  );
}

async function memory(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(300);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const canvases = await page.evaluate(() =>
    [...document.querySelectorAll('canvas')].reduce(
      (acc, c) => ({ count: acc.count + (c.width > 0 ? 1 : 0), pixels: acc.pixels + c.width * c.height }),
      { count: 0, pixels: 0 },
    ),
  );
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    heapMB: heap.usedSize / 1048576,
    canvases: canvases.count,
    canvasMB: (canvases.pixels * 4) / 1048576,
    nodes,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const report: Record<
  Kind,
  { first: number[]; firstScript: number[]; mem?: Awaited<ReturnType<typeof memory>>; jumps?: number[] }
> = {
  loopline: { first: [], firstScript: [] },
  pdfjs: { first: [], firstScript: [] },
};

for (let run = 0; run < runs; run++) {
  for (const kind of (run % 2 ? ['pdfjs', 'loopline'] : ['loopline', 'pdfjs']) as Kind[]) {
    const context = await harness.browser.newContext({ viewport: { width: 1400, height: 860 } });
    const page = await context.newPage();
    await page.goto(urls[kind]);
    const t = await firstRender(page, kind);
    report[kind].first.push(t.sinceNavigation);
    report[kind].firstScript.push(t.sinceScript);
    if (run === 0) {
      const jumps: number[] = [];
      for (let n = 20; n <= target; n += 20) jumps.push(await goTo(page, kind, n));
      report[kind].jumps = jumps;
      await page.waitForTimeout(1500);
      report[kind].mem = await memory(page);
    }
    await context.close();
  }
}

for (const kind of ['loopline', 'pdfjs'] as Kind[]) {
  const r = report[kind];
  console.log(
    `${kind.padEnd(9)} first page: ${median(r.first).toFixed(0)} ms after navigation (runs ${r.first.map((v) => v.toFixed(0)).join(', ')}), ` +
      `${median(r.firstScript).toFixed(0)} ms after its script started`,
  );
  if (r.mem) {
    console.log(
      `${''.padEnd(9)} paged 1→${target} in steps of 20: jump → page drawn median ${median(r.jumps ?? []).toFixed(0)} ms ` +
        `(max ${Math.max(...(r.jumps ?? [])).toFixed(0)}); then JS heap ${r.mem.heapMB.toFixed(1)} MB, ` +
        `${r.mem.canvases} canvases (${r.mem.canvasMB.toFixed(1)} MB of pixels), ${r.mem.nodes} DOM elements`,
    );
  }
}
await harness.close();
