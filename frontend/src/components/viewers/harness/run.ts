/**
 * Browser checks of the viewers (not part of the app build or the test suites):
 *   npx tsx frontend/src/components/viewers/harness/run.ts
 * Mounts each viewer with the engineering samples in headless Chromium, exercises it, checks what it
 * shows and writes screenshots to $VIEWERS_SHOTS_DIR (default /tmp/ll-viewers-shots).
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { BENCH, SHOTS, startHarness } from './launch.ts';

const harness = await startHarness();
const context = await harness.browser.newContext({ viewport: { width: 1400, height: 860 } });
const results: string[] = [];
const errors: string[] = [];

async function open(query: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('404'))
      errors.push(`${query}: ${m.text()} ${m.location().url}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      errors.push(`${query}: HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(`${harness.base}index.html?${query}`);
  return page;
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  results.push(`screenshot ${name}.png`);
}

async function showImage(dataUrl: string, name: string) {
  const page = await context.newPage();
  await page.setContent(`<img src="${dataUrl}" style="max-width:100%">`);
  await shot(page, name);
  await page.close();
}

async function check(name: string, run: () => Promise<void>) {
  try {
    await run();
    results.push(`ok   ${name}`);
  } catch (error) {
    results.push(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const count = (page: Page, selector: string) => page.locator(selector).count();
const shapes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __harness: { shapes: unknown[] } }).__harness.shapes.length);

await check('pdf: P&ID renders with markup, zh toolbar', async () => {
  const page = await open('viewer=pdf&src=/files/samples/pdf/PID-Rev07.pdf&lang=zh&demo=1');
  await page.waitForSelector('[data-page="1"][data-rendered="true"]');
  assert.equal(await page.getByTestId('viewer-page-count').textContent(), '/ 1');
  assert.equal(await count(page, '[data-testid="markup-layer-1"] [data-shape-id]'), 7);
  assert.ok(await page.getByRole('button', { name: '手形工具' }).isVisible());
  await shot(page, 'pdf-zh-markup');
  await page.getByRole('button', { name: '旋转' }).click();
  await page.waitForSelector('[data-page="1"][data-rendered="true"]');
  await shot(page, 'pdf-zh-rotated');
  await page.close();
});

await check('pdf: search highlights hits, next/previous, en', async () => {
  const page = await open('viewer=pdf&src=/files/samples/pdf/PID-Rev07.pdf&lang=en&markup=none');
  await page.waitForSelector('[data-page="1"][data-rendered="true"]');
  await page.getByTestId('viewer-search').locator('input').fill('PT');
  await page.waitForSelector('[data-testid="search-hit-current"]');
  const total = await count(page, '[data-testid="search-hit"], [data-testid="search-hit-current"]');
  assert.ok(total > 2, `hits ${total}`);
  const counter = await page.getByTestId('viewer-search-count').textContent();
  assert.match(counter ?? '', /^1 \/ \d+$/);
  await page.getByRole('button', { name: 'Next match' }).click();
  assert.match((await page.getByTestId('viewer-search-count').textContent()) ?? '', /^2 \/ /);
  await shot(page, 'pdf-en-search');
  await page.close();
});

await check('pdf: 500 pages, page input clamps, next page, chunks rendered lazily', async () => {
  const page = await open('viewer=pdf&src=/files/bench/big-500.pdf&lang=en&markup=none');
  await page.waitForSelector('[data-page="1"][data-rendered="true"]');
  const input = page.getByTestId('viewer-page-input').locator('input');
  await input.fill('9999');
  await input.press('Enter');
  await page.waitForSelector('[data-page="500"][data-rendered="true"]');
  assert.equal(await input.inputValue(), '500');
  await input.fill('250');
  await input.press('Enter');
  await page.waitForSelector('[data-page="250"][data-rendered="true"]');
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="viewer-page-input"] input') as HTMLInputElement).value === '251',
  );
  await page.waitForTimeout(1500);
  const canvases = await count(page, '.ll-pdf__page canvas');
  assert.ok(canvases > 0 && canvases <= 30, `canvases ${canvases}`);
  assert.equal(await count(page, '[data-page="1"] canvas'), 0);
  await page.getByRole('button', { name: 'Full screen' }).click();
  await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'pdf-viewer');
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await page.waitForFunction(() => document.fullscreenElement === null);
  await page.getByTestId('viewer-zoom').click();
  await page.getByRole('option', { name: '50%', exact: true }).click();
  await page.waitForTimeout(800);
  await shot(page, 'pdf-en-500-pages-50');
  await page.close();
});

await check('pdf: opens at the requested page; hand tool drags the view', async () => {
  const page = await open('viewer=pdf&src=/files/bench/big-500.pdf&lang=en&markup=none&page=120');
  await page.waitForSelector('[data-page="120"][data-rendered="true"]');
  assert.equal(await page.getByTestId('viewer-page-input').locator('input').inputValue(), '120');
  assert.equal(await count(page, '[data-page="1"] canvas'), 0);
  const before = await page.getByTestId('pdf-scroller').evaluate((e) => e.scrollTop);
  await page.mouse.move(700, 600);
  await page.mouse.down();
  await page.mouse.move(700, 300, { steps: 5 });
  await page.mouse.up();
  const after = await page.getByTestId('pdf-scroller').evaluate((e) => e.scrollTop);
  assert.ok(Math.abs(after - before - 300) < 2, `scrolled ${after - before}`);
  await page.close();
});

await check('image: png with markup (zh), jpg wheel zoom (en)', async () => {
  const page = await open('viewer=image&src=/files/samples/images/sied-pid-excerpt.png&lang=zh&demo=1');
  await page.waitForSelector('[data-testid="markup-layer-1"]');
  await shot(page, 'image-zh-markup');
  await page.getByRole('button', { name: '旋转' }).click();
  await shot(page, 'image-zh-rotated');
  await page.close();
  const jpg = await open(
    'viewer=image&src=/files/samples/images/synthetic-pid-sample_0263.jpg&lang=en&markup=none',
  );
  await jpg.waitForSelector('.ll-viewer__pagebox:not([style*="hidden"])');
  const before = await jpg.getByTestId('viewer-zoom').textContent();
  await jpg.mouse.move(700, 450);
  for (let i = 0; i < 5; i++) await jpg.mouse.wheel(0, -200);
  await jpg.waitForTimeout(300);
  assert.notEqual(await jpg.getByTestId('viewer-zoom').textContent(), before);
  await shot(jpg, 'image-en-jpg-zoomed');
  await jpg.close();
});

await check('markup: draw, select, move, delete with confirmation, exports', async () => {
  const page = await open(
    'viewer=image&src=/files/samples/images/OpenVentilatorPneumaticDiagram.png&lang=en',
  );
  await page.waitForSelector('[data-testid="markup-layer-1"]');
  const box = (await page.getByTestId('markup-layer-1').boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const [tool, from, to] of [
    ['Rectangle', at(0.1, 0.1), at(0.3, 0.3)],
    ['Revision cloud', at(0.4, 0.1), at(0.6, 0.3)],
    ['Arrow', at(0.1, 0.6), at(0.3, 0.8)],
    ['Free pen', at(0.5, 0.6), at(0.7, 0.7)],
  ] as const) {
    await page.getByRole('button', { name: tool }).click();
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 4 });
    await page.mouse.move(...to, { steps: 4 });
    await page.mouse.up();
  }
  assert.equal(await shapes(page), 4);
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await page.mouse.click(...at(0.75, 0.2));
  await page.getByTestId('markup-text-input').fill('Check valve 阀门');
  await page.getByTestId('markup-text-input').press('Enter');
  assert.equal(await shapes(page), 5);
  await shot(page, 'markup-en-drawn');
  await page.getByRole('button', { name: 'Select and move' }).click();
  await page.mouse.move(...at(0.1, 0.2));
  await page.mouse.down();
  await page.mouse.move(...at(0.15, 0.45), { steps: 5 });
  await page.mouse.up();
  const moved = await page.evaluate(
    () =>
      (window as unknown as { __harness: { shapes: { points: { y: number }[] }[] } }).__harness.shapes[0]
        .points[0].y,
  );
  assert.ok(moved > 0, 'moved');
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Delete markup' }).click();
  assert.equal(asked, 'Delete the selected markup?');
  assert.equal(await shapes(page), 5);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete markup' }).click();
  assert.equal(await shapes(page), 4);
  const png = await page.evaluate(() =>
    (window as unknown as { __harness: { exportPng: () => Promise<string> } }).__harness.exportPng(),
  );
  assert.ok(png.startsWith('data:image/png;base64,') && png.length > 10_000);
  await page.close();
  await showImage(png, 'markup-exported-png');
  const pdf = await open('viewer=pdf&src=/files/samples/pdf/PID-Rev07.pdf&lang=en&demo=1');
  await pdf.waitForSelector('[data-page="1"][data-rendered="true"]');
  const out = await pdf.evaluate(() =>
    (
      window as unknown as {
        __harness: { exportPdf: () => Promise<{ bytes: number; header: string; base64: string }> };
      }
    ).__harness.exportPdf(),
  );
  assert.ok(out.header.startsWith('%PDF-') && out.bytes > 50_000, out.header);
  writeFileSync(join(BENCH, 'exported-markup.pdf'), Buffer.from(out.base64, 'base64'));
  const pdfPng = await pdf.evaluate(() =>
    (window as unknown as { __harness: { exportPng: () => Promise<string> } }).__harness.exportPng(),
  );
  await pdf.close();
  await showImage(pdfPng, 'markup-exported-pdf-page-png');
  const reopened = await open('viewer=pdf&src=/files/bench/exported-markup.pdf&lang=en&markup=none');
  await reopened.waitForSelector('[data-page="1"][data-rendered="true"]');
  await shot(reopened, 'markup-exported-pdf-reopened');
  await reopened.close();
});

await check('svg: renders, search next/previous, rotate, zh + en', async () => {
  const page = await open('viewer=svg&src=/files/samples/images/dexpi-C01-reference-pid.svg&lang=zh&demo=1');
  await page.waitForSelector('.ll-viewer__pagebox:not([style*="hidden"])');
  await page.getByTestId('viewer-search').locator('input').fill('P47');
  await page.waitForSelector('[data-testid="search-hit"]');
  await page.getByRole('button', { name: '下一个匹配' }).click();
  assert.match((await page.getByTestId('viewer-search-count').textContent()) ?? '', /^1 \/ \d+$/);
  await shot(page, 'svg-zh-search');
  await page.close();
  const en = await open(
    'viewer=svg&src=/files/samples/images/dexpi-C01-reference-pid.svg&lang=en&markup=none',
  );
  await en.waitForSelector('.ll-viewer__pagebox:not([style*="hidden"])');
  await en.getByRole('button', { name: 'Rotate' }).click();
  await shot(en, 'svg-en-rotated');
  await en.close();
});

await check('svg: script and onload never run', async () => {
  const page = await open('viewer=svg&hostile=1&lang=en&markup=none');
  await page.waitForSelector('[data-testid="svg-viewer-drawing"]');
  await page.waitForTimeout(500);
  const found = await page.evaluate(() => {
    const root = document.querySelector('[data-testid="svg-viewer-drawing"]')?.shadowRoot;
    return {
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
      scripts: root?.querySelectorAll('script').length ?? -1,
      handlers: root
        ? [...root.querySelectorAll('*')].filter((e) =>
            [...e.attributes].some((a) => a.name.startsWith('on')),
          ).length
        : -1,
      text: root?.querySelector('text')?.textContent,
    };
  });
  await page.mouse.click(700, 450);
  assert.deepEqual(found, { pwned: null, scripts: 0, handlers: 0, text: 'Safe text PT-101' });
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null), null);
  await shot(page, 'svg-en-hostile-sanitised');
  await page.close();
});

await check('media: audio plays controls; unplayable video shows a message', async () => {
  const audio = await open('viewer=media&kind=audio&src=/files/bench/tone.wav&lang=zh');
  await audio.waitForFunction(() => (document.querySelector('audio') as HTMLAudioElement)?.readyState >= 1);
  await shot(audio, 'media-zh-audio');
  await audio.close();
  const video = await open('viewer=media&kind=video&src=/files/bench/broken.mp4&lang=en');
  await video.waitForSelector('[data-testid="media-unsupported"]');
  await shot(video, 'media-en-unsupported');
  await video.close();
});

await check('text: line numbers, wrap toggle, zh', async () => {
  const page = await open('viewer=text&src=/files/bench/sample.txt&lang=zh');
  await page.waitForSelector('[data-testid="text-viewer-content"]');
  assert.equal(await count(page, '.ll-text__number'), 62);
  await shot(page, 'text-zh-nowrap');
  await page.getByTestId('text-wrap').locator('input').click();
  await shot(page, 'text-zh-wrap');
  await page.close();
});

console.log(results.join('\n'));
if (errors.length) console.log(`\nbrowser errors:\n${errors.join('\n')}`);
await harness.close();
process.exit(results.some((r) => r.startsWith('FAIL')) ? 1 : 0);
