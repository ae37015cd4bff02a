/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { viewer3d as en } from '../../../i18n/en/viewer3d.ts';
import { viewer3d as zh } from '../../../i18n/zh/viewer3d.ts';
import { canvasBox, clickAnElement, frames, openViewer, shoot } from './browser.ts';
import { SCREENSHOT_DIR } from './paths.ts';

type Labels = typeof en;
const LABELS: Record<'en' | 'zh', Labels> = { en, zh };

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function menu(page: Page, labels: Labels, item: keyof Labels) {
  await button(page, labels['viewer3d.visibility']).click();
  await page.getByRole('menuitem', { name: labels[item] }).click();
}

/** The engine sample through every tool; a screenshot after each step. */
export async function engineTour(browser: Browser, base: string, lang: 'en' | 'zh') {
  const labels = LABELS[lang];
  const shots: string[] = [];
  const { page, elapsed, state, problems, measures } = await openViewer(
    browser,
    base,
    `model=engine&lang=${lang}`,
  );
  shots.push(await shoot(page, `engine-${lang}-1-loaded`));

  const point = await clickAnElement(page, labels['viewer3d.props.id']);
  const selectedRow = (await page.locator('.ll-v3d-tree__row--selected').textContent()) ?? '';
  shots.push(await shoot(page, `engine-${lang}-2-selected`));
  await button(page, labels['viewer3d.fitSelection']).click();
  shots.push(await shoot(page, `engine-${lang}-3-fit-selection`));
  await button(page, labels['viewer3d.fitModel']).click();

  // Hide the assembly holding the selected part (its parts go with it), then show everything again.
  await page
    .getByRole('checkbox', { name: labels['viewer3d.tree.show'].replace('{{name}}', 'Assembly 13') })
    .click();
  shots.push(await shoot(page, `engine-${lang}-4-hidden-assembly`));
  await menu(page, labels, 'viewer3d.visibility.showAll');

  const search = page.getByPlaceholder(labels['viewer3d.tree.search']);
  await search.fill(lang === 'en' ? 'part 1' : 'Part 1');
  const matchWord = labels['viewer3d.tree.matches']
    .split('{{count}}')
    .find((part) => part.trim() !== '')!
    .trim();
  await page.getByText(matchWord).first().waitFor();
  shots.push(await shoot(page, `engine-${lang}-5-search`));
  await search.fill('');

  await button(page, labels['viewer3d.section.y']).click();
  await page.locator('.ll-v3d__slider input[type="range"]').fill('450', { force: true });
  shots.push(await shoot(page, `engine-${lang}-6-section-y`));
  await button(page, labels['viewer3d.section.off']).click();

  await button(page, labels['viewer3d.measure']).click();
  await page.mouse.click(point.x, point.y);
  const second = await secondPoint(page, point);
  const measured = (await page.locator('.ll-v3d__label').textContent()) ?? '';
  shots.push(await shoot(page, `engine-${lang}-7-measure`));
  await button(page, labels['viewer3d.measure']).click();

  await button(page, labels['viewer3d.wireframe']).click();
  shots.push(await shoot(page, `engine-${lang}-8-wireframe`));
  await button(page, labels['viewer3d.wireframe']).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, labels['viewer3d.screenshot']).click(),
  ]);
  const saved = join(SCREENSHOT_DIR, `engine-${lang}-download-${download.suggestedFilename()}`);
  await download.saveAs(saved);
  const png = readFileSync(saved);
  const isPng = png.subarray(1, 4).toString() === 'PNG';

  await button(page, labels['viewer3d.close']).click();
  const closed = await page.locator('#closed').isVisible();
  await page.close();
  return {
    state,
    elapsed,
    measures,
    selectedRow,
    measured,
    second,
    download: { saved, bytes: png.length, isPng },
    closed,
    shots,
    problems,
  };
}

/** A second measuring click: the first nearby point that lands on the model. */
async function secondPoint(page: Page, first: { x: number; y: number }) {
  for (const [dx, dy] of [
    [80, 40],
    [-80, 40],
    [80, -40],
    [-80, -40],
    [40, 0],
    [0, 40],
    [-40, 0],
    [0, -40],
  ]) {
    await page.mouse.click(first.x + dx, first.y + dy);
    if (
      (await page.locator('.ll-v3d__label').evaluate((e) => getComputedStyle(e).visibility)) === 'visible'
    ) {
      return { x: first.x + dx, y: first.y + dy };
    }
  }
  return null;
}

/** The 50 000-element building: time to first frame, orbit frame rate, picking, search, section. */
export async function bigModel(browser: Browser, base: string, model: string) {
  const labels = en;
  const shots: string[] = [];
  const { page, elapsed, state, problems, measures } = await openViewer(
    browser,
    base,
    `model=${model}&lang=en`,
  );
  const root = page.locator('.ll-v3d');
  const drawCalls = Number(await root.getAttribute('data-draw-calls'));
  const triangles = Number(await root.getAttribute('data-triangles'));
  shots.push(await shoot(page, `${model}-1-loaded`));

  const idleStart = await frames(page);
  await page.waitForTimeout(1000);
  const idleFrames = (await frames(page)) - idleStart;

  const orbit = await orbitFor(page, 6000, async () => {
    shots.push(await shoot(page, `${model}-2-while-orbiting`));
  });
  await page.waitForTimeout(500);
  shots.push(await shoot(page, `${model}-3-after-orbit`));
  await button(page, labels['viewer3d.fitModel']).click();

  const point = await clickAnElement(page, labels['viewer3d.props.id']);
  const box = await canvasBox(page);
  await page.mouse.click(box.x + 5, box.y + 5);
  await page.locator('.ll-v3d__props').getByText(labels['viewer3d.props.empty']).waitFor();
  const pickStart = Date.now();
  await page.mouse.click(point.x, point.y);
  await page.locator('.ll-v3d-tree__row--selected').waitFor();
  const pickMs = Date.now() - pickStart;
  const pickComputeMs = await page.evaluate(() => {
    const picks = performance.getEntriesByName('viewer3d:pick');
    return Number(picks[picks.length - 1]?.duration.toFixed(1));
  });
  shots.push(await shoot(page, `${model}-4-selected`));

  const searchStart = Date.now();
  await page.getByPlaceholder(labels['viewer3d.tree.search']).fill('Window 10-');
  await page.getByText('matching').first().waitFor();
  const searchMs = Date.now() - searchStart;
  const matches = await page.getByText('matching').first().textContent();
  shots.push(await shoot(page, `${model}-5-search`));
  await page.getByPlaceholder(labels['viewer3d.tree.search']).fill('');

  const hideStart = Date.now();
  await page.getByRole('checkbox', { name: 'Show Level 10' }).click();
  await page.locator('.ll-v3d-tree__row--hidden').first().waitFor();
  const hideMs = Date.now() - hideStart;
  await button(page, labels['viewer3d.section.y']).click();
  shots.push(await shoot(page, `${model}-6-hidden-level10-section`));
  await page.close();
  return {
    state,
    elapsed,
    measures,
    drawCalls,
    triangles,
    idleFrames,
    orbit,
    pickMs,
    pickComputeMs,
    searchMs,
    matches,
    hideMs,
    shots,
    problems,
  };
}

/** Drags in a circle for `ms` and counts rendered frames; `during` runs (untimed) before the release. */
async function orbitFor(page: Page, ms: number, during: () => Promise<void>) {
  const box = await canvasBox(page);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const before = await frames(page);
  const started = Date.now();
  let moves = 0;
  while (Date.now() - started < ms) {
    const a = moves / 15;
    await page.mouse.move(cx + Math.cos(a) * 150, cy + Math.sin(a) * 60);
    moves++;
  }
  const seconds = (Date.now() - started) / 1000;
  const rendered = (await frames(page)) - before;
  await page.mouse.move(cx + 20, cy + 20);
  await during();
  await page.mouse.up();
  return { seconds, moves, rendered, fps: Number((rendered / seconds).toFixed(1)) };
}
