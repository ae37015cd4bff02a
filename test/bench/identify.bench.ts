import type { BrowserContext, Page } from 'playwright-core';
import { median } from './stats.ts';

/**
 * identify-preview of a dense sheet (issue 17: ~1,000 boxes): time to the first interactive frame,
 * against the bare page SVG opened alone. Both are measured in the page from navigation start
 * (`performance.now()`) to the second animation frame after the content is there: for identify-preview,
 * every box drawn over the drawing (the app, its chunks, the record, the SVG and the rows loaded); for
 * the bare SVG, a minimal page that fetches it and shows it as an image. Runs in a signed-in browser context (the browser test calls it).
 */
export interface IdentifyOpenFigure {
  boxes: number;
  identifyMs: number;
  bareSvgMs: number;
  ratio: number;
  runs: { identifyMs: number[]; bareSvgMs: number[] };
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

const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );

export async function identifyOpenFigures(
  context: BrowserContext,
  target: { identifyUrl: string; svgUrl: string; boxes: number },
  runs = 3,
): Promise<IdentifyOpenFigure> {
  const identifyMs: number[] = [];
  const bareSvgMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    await page.goto(target.identifyUrl);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="identify-boxes"] rect').length === n &&
        (document.querySelector('.identify-drawing') as HTMLImageElement | null)?.complete === true,
      target.boxes,
      { timeout: 60_000, polling: 'raf' },
    );
    identifyMs.push(await afterTwoFrames(page));
    await page.close();

    // The bare SVG in a page of its own: the SVG route answers with a sandboxing CSP (no script to time
    // it), so a minimal same-origin page fetches it with the token and shows it as an image.
    // The session the identify page just used (another sign-in may have ended an older one).
    const cookie = (await context.cookies()).find((c) => c.name === 'loopline-access-token');
    const token = decodeURIComponent(cookie?.value ?? '');
    const bare = await context.newPage();
    const bareUrl = new URL('/__identify-bench-bare.html', target.svgUrl).href;
    await bare.route(bareUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: barePage(target.svgUrl, token) }),
    );
    await bare.goto(bareUrl);
    await bare.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt, null, {
      timeout: 60_000,
    });
    bareSvgMs.push(await bare.evaluate(() => (window as unknown as { shownAt: number }).shownAt));
    await bare.close();
  }
  const identify = median(identifyMs);
  const bareSvg = median(bareSvgMs);
  return {
    boxes: target.boxes,
    identifyMs: Math.round(identify),
    bareSvgMs: Math.round(bareSvg),
    ratio: Math.round((identify / bareSvg) * 100) / 100,
    runs: { identifyMs: identifyMs.map(Math.round), bareSvgMs: bareSvgMs.map(Math.round) },
  };
}
