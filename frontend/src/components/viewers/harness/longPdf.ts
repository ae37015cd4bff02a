/**
 * The long-PDF measurement shared by the CLI (bench.ts) and `npm run bench` (test/bench/pdf.bench.ts).
 */
import type { Page } from 'playwright-core';
import { startHarness } from './launch.ts';

type Kind = 'loopline' | 'pdfjs';

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

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface KindFigures {
  /** Time to the first rendered page after navigation, per run (ms). */
  first: number[];
  /** The same, after the page's script started (ms). */
  firstScript: number[];
  /** From a jump (page input + Enter) to that page being drawn, paging to `target` in steps of 20 (ms). */
  jumps?: number[];
  /** After paging to `target`: JS heap after a forced GC, canvases kept and their pixels, DOM size. */
  mem?: Awaited<ReturnType<typeof memory>>;
}

export interface LongPdfFigures {
  pages: number;
  runs: number;
  target: number;
  loopline: KindFigures;
  pdfjs: KindFigures;
}

/**
 * Opens a generated long PDF in PdfViewer and in pdf.js's own PDFViewer (same build, same worker,
 * 100 %), alternating which goes first, and measures the first rendered page; in the first run it also
 * pages to page 400 in steps of 20 and reads memory.
 */
export async function measureLongPdf(pages = 500, runs = 3): Promise<LongPdfFigures> {
  const target = Math.min(400, pages);
  const harness = await startHarness([pages]);
  const src = `/files/bench/big-${pages}.pdf`;
  const urls: Record<Kind, string> = {
    loopline: `${harness.base}index.html?viewer=pdf&markup=none&lang=en&src=${src}`,
    pdfjs: `${harness.base}pdfjs.html?src=${src}`,
  };
  const report: Record<Kind, KindFigures> = {
    loopline: { first: [], firstScript: [] },
    pdfjs: { first: [], firstScript: [] },
  };
  try {
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
  } finally {
    await harness.close();
  }
  return { pages, runs, target, ...report };
}
