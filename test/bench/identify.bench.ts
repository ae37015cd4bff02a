import { loadavg } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { median } from './stats.ts';

/**
 * identify-preview of a dense sheet (issue 17: ~1,000 boxes): time to the first interactive frame,
 * against the bare page SVG opened alone. Both are measured in the page from navigation start
 * (`performance.now()`) to the second animation frame after the content is there: for identify-preview,
 * every box drawn over the drawing (the app, its chunks, the record, the SVG and the rows loaded); for
 * the bare SVG, a minimal page that fetches it and shows it as an image. The two alternate (bare,
 * identify, bare, identify…) so that the machine's load falls on both alike; each pair keeps the
 * 1-minute load average it ran at, and where the identify page's time went (resource timings, marks).
 * Runs in a signed-in browser context (the browser test and identify.run.ts call it).
 */
export interface IdentifyOpenFigure {
  boxes: number;
  identifyMs: number;
  bareSvgMs: number;
  ratio: number;
  runs: { identifyMs: number[]; bareSvgMs: number[] };
  pairs: IdentifyPair[];
}

export interface IdentifyPair {
  bareSvgMs: number;
  identifyMs: number;
  ratio: number;
  load1m: number;
  /** Where the identify page's time went: ms from navigation start (responseEnd of each read, marks). */
  timeline: Record<string, number>;
}

const barePage = (svgUrl: string, token: string) => `<!doctype html><html><body style="margin:0">
<img id="svg" style="max-width:100vw;max-height:100vh">
<script>
fetch(${JSON.stringify(svgUrl)}, { headers: { 'Blade-Auth': ${JSON.stringify(`bearer ${token}`)} } })
  .then((r) => r.blob())
  .then((blob) => {
    const img = document.getElementById('svg');
    img.onload = () => requestAnimationFrame(() => requestAnimationFrame(() => { window.shownAt = performance.now(); }));
    img.src = URL.createObjectURL(blob);
  });
</script></body></html>`;

/**
 * Timed in the page, as the bare page times itself: every animation frame checks whether the boxes and
 * the decoded drawing are there (the early paint's or the app's stage), and the time is taken two frames
 * after they are. A string, so that nothing the bench's compiler adds to functions has to exist there.
 */
const timeShown = (boxes: number) => `(() => {
  const drawn = () => {
    const layer = document.querySelector('[data-testid="identify-boxes"]');
    if (!layer) return false;
    const n = Number(layer.getAttribute('data-boxes') ?? layer.querySelectorAll('rect').length);
    const image = document.querySelector('.identify-drawing');
    return n === ${boxes} && image !== null && image.complete;
  };
  const check = () => {
    if (!drawn()) return requestAnimationFrame(check);
    requestAnimationFrame(() => requestAnimationFrame(() => { window.shownAt = performance.now(); }));
  };
  requestAnimationFrame(check);
})()`;

const shownAt = async (page: Page) => {
  // Polled on a timer, not per frame: the bench's own polling should not take the frames it times.
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt, null, {
    timeout: 60_000,
    polling: 50,
  });
  return page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
};

/** The identify page's reads and marks, by a short name, in ms from navigation start. */
const timelineOf = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, number> = {};
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav) out.html = nav.responseEnd;
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const u = new URL(e.name);
      const name = u.pathname.startsWith('/api/')
        ? (u.pathname.split('/').pop() ?? u.pathname)
        : (u.pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');
      if (name && !(name in out)) {
        out[name] = e.responseEnd;
        if (u.pathname.startsWith('/api/')) out[`${name}:bytes`] = e.encodedBodySize;
      }
    }
    for (const m of performance.getEntriesByType('mark')) out[m.name] = m.startTime;
    for (const [k, v] of Object.entries(out)) out[k] = Math.round(v);
    return out;
  });

/** The identify page is ready: every box drawn, the drawing decoded (the early paint or the app's stage). */
export async function identifyShown(page: Page, boxes: number) {
  await page.waitForFunction(
    (n) => {
      const layer = document.querySelector('[data-testid="identify-boxes"]');
      const drawn = Number(layer?.getAttribute('data-boxes') ?? layer?.querySelectorAll('rect').length ?? -1);
      return (
        drawn === n &&
        (document.querySelector('.identify-drawing') as HTMLImageElement | null)?.complete === true
      );
    },
    boxes,
    { timeout: 60_000, polling: 'raf' },
  );
}

export async function identifyOpenFigures(
  context: BrowserContext,
  target: { identifyUrl: string; svgUrl: string; boxes: number },
  pairs = 5,
): Promise<IdentifyOpenFigure> {
  const done: IdentifyPair[] = [];
  for (let i = 0; i < pairs; i++) {
    // The bare SVG in a page of its own: the SVG route answers with a sandboxing CSP (no script to time
    // it), so a minimal same-origin page fetches it with the token and shows it as an image.
    const cookie = (await context.cookies()).find((c) => c.name === 'loopline-access-token');
    const token = decodeURIComponent(cookie?.value ?? '');
    const load1m = loadavg()[0] ?? 0;
    const bare = await context.newPage();
    const bareUrl = new URL('/__identify-bench-bare.html', target.svgUrl).href;
    await bare.route(bareUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: barePage(target.svgUrl, token) }),
    );
    await bare.goto(bareUrl);
    const bareSvgMs = await shownAt(bare);
    await bare.close();

    const page = await context.newPage();
    await page.addInitScript(timeShown(target.boxes));
    await page.goto(target.identifyUrl);
    const identifyMs = await shownAt(page);
    const timeline = await timelineOf(page);
    await page.close();
    done.push({
      bareSvgMs: Math.round(bareSvgMs),
      identifyMs: Math.round(identifyMs),
      ratio: Math.round((identifyMs / bareSvgMs) * 100) / 100,
      load1m: Math.round(load1m * 100) / 100,
      timeline,
    });
  }
  const identify = median(done.map((p) => p.identifyMs));
  const bareSvg = median(done.map((p) => p.bareSvgMs));
  return {
    boxes: target.boxes,
    identifyMs: Math.round(identify),
    bareSvgMs: Math.round(bareSvg),
    ratio: Math.round((identify / bareSvg) * 100) / 100,
    runs: { identifyMs: done.map((p) => p.identifyMs), bareSvgMs: done.map((p) => p.bareSvgMs) },
    pairs: done,
  };
}

/** Frame intervals (rAF) while dragging the page across and zooming with the wheel. */
export async function panFrames(page: Page, viewportTestId = 'identify-viewport') {
  const viewport = (await page.getByTestId(viewportTestId).boundingBox())!;
  const cx = viewport.x + viewport.width / 2;
  const cy = viewport.y + viewport.height / 2;
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__frames = [];
    w.__stop = false;
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) {
    await page.mouse.move(cx - i * 6, cy - i * 3);
    await page.waitForTimeout(8);
  }
  await page.mouse.up();
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, i < 10 ? -120 : 120);
    await page.waitForTimeout(16);
  }
  const intervals = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    return w.__frames.slice(1);
  });
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    count: intervals.length,
    mean: intervals.reduce((a, b) => a + b, 0) / Math.max(1, intervals.length),
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}
