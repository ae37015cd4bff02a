/// <reference types="node" />
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.ts';

/** Chromium for the harness (software GL through SwiftShader, as on the CI machines). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

/** Counts frames the page renders: three.js clears the canvas once per render. */
const FRAME_COUNTER = `
  (() => {
    window.__clears = 0;
    const clear = WebGL2RenderingContext.prototype.clear;
    WebGL2RenderingContext.prototype.clear = function (mask) { window.__clears++; return clear.call(this, mask); };
  })();
`;

export interface OpenedViewer {
  page: Page;
  /** Navigation start → `data-viewer-state` ready or error, in ms. */
  elapsed: number;
  state: string;
  problems: string[];
  measures: Record<string, number>;
}

export async function openViewer(browser: Browser, base: string, query: string): Promise<OpenedViewer> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(FRAME_COUNTER);
  const started = Date.now();
  await page.goto(`${base}?${query}`);
  const root = page.locator('[data-viewer-state="ready"], [data-viewer-state="error"]');
  await root.waitFor({ timeout: 300_000 });
  const elapsed = Date.now() - started;
  const state = (await root.getAttribute('data-viewer-state')) ?? '';
  const measures = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('viewer3d:'))
        .map((m) => [m.name, Math.round(m.duration)]),
    ),
  );
  return { page, elapsed, state, problems, measures };
}

export async function shoot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** The canvas rectangle in page coordinates. */
export async function canvasBox(page: Page) {
  const box = await page.locator('.ll-v3d__canvas canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

/** Clicks canvas points, from the centre outwards, until the properties panel shows an element. */
export async function clickAnElement(page: Page, nameText: string): Promise<{ x: number; y: number }> {
  const box = await canvasBox(page);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (let ring = 0; ring < 8; ring++) {
    for (let k = 0; k < Math.max(1, ring * 6); k++) {
      const angle = (k / Math.max(1, ring * 6)) * Math.PI * 2;
      const point = { x: cx + Math.cos(angle) * ring * 25, y: cy + Math.sin(angle) * ring * 25 };
      await page.mouse.click(point.x, point.y);
      const selected = page.locator('.ll-v3d__props').getByText(nameText, { exact: false });
      if (await selected.first().isVisible()) return point;
    }
  }
  throw new Error('no element under any probed point');
}

export function frames(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __clears: number }).__clears);
}

/** A screenshot of the loading indicator part-way through a large model's download and parse. */
export async function shootLoading(
  browser: Browser,
  base: string,
  query: string,
  name: string,
  afterMs: number,
) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
  await page.goto(`${base}?${query}`);
  await page.getByTestId('viewer3d-loading').waitFor();
  await page.waitForTimeout(afterMs);
  const text = await page.getByTestId('viewer3d-loading').textContent();
  const path = await shoot(page, name);
  await page.close();
  return { text, path };
}
