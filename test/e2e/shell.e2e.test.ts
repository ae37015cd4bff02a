import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD, signIn } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, type Person, person } from '../support/projects.ts';

/**
 * The shell a new user meets first (issue 15): the top bar on a phone, the application switcher,
 * the file manager's upload panel at laptop size with a dialog it opens on top, the Failed count,
 * and the administrator's personal information page. Screenshots in zh and en go to
 * test/e2e/screenshots/shell-*.png.
 */
const baseUrl = inject('baseUrl');
const SIZES = { wide: [1440, 900], laptop: [1280, 720], phone: [390, 844] } as const;

let browser: Browser;
let work: string;
let user: Person;
let projectId = '';
const pages = new PageSet();

beforeAll(async () => {
  browser = await launch();
  work = mkdtempSync(join(tmpdir(), 'loopline-shell-e2e-'));
  // A free account: no membership, as a newcomer signs up.
  user = await person();
  projectId = (await createProject(user, `Shell ${Date.now().toString(36).slice(-5)}`)).projectId;
}, 120_000);

afterEach(async () => {
  await pages.closeAll();
});

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
  expect(pages.pageErrors).toEqual([]);
});

async function open(lang: 'zh' | 'en', size: keyof typeof SIZES, who: 'user' | 'admin' = 'user') {
  const page = await pages.newPage(browser, lang);
  const [width, height] = SIZES[size];
  await page.setViewportSize({ width, height });
  if (who === 'admin') await signInPage(page, 'admin', inject('adminPassword'));
  else await signInPage(page, user.account, STRONG_PASSWORD);
  return page;
}

/** The element's box lies inside the viewport (and inside `within`, when given). */
async function inside(page: Page, element: Locator, within?: Locator) {
  const box = await element.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  const viewport = page.viewportSize()!;
  const frame = within ? await within.boundingBox() : { x: 0, y: 0, ...viewport };
  expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 1);
  expect(box!.y).toBeGreaterThanOrEqual(frame!.y - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(frame!.x + frame!.width, viewport.width) + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(Math.min(frame!.y + frame!.height, viewport.height) + 1);
}

/**
 * The project's root entries. Each browser sign-in is one more device: the API token of `person()`
 * is signed out once there are more than the device limit, so the caller signs in afresh first.
 */
async function entries(caller: Person) {
  const res = await fileCall<{ records: EntryRow[] }>(caller, '/info/query', { projectId });
  if (res.status !== 200) throw new Error(`info/query: ${res.status} ${res.body.msg}`);
  return res.body.data.records;
}

async function openFiles(page: Page) {
  await page.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
  await page.getByTestId('upload-button').waitFor();
}

describe('the top bar on a phone', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`fits 390 px without overflow (${lang})`, async () => {
      const page = await open(lang, 'phone');
      const bar = page.getByTestId('top-navigation');
      const widths = await page.evaluate(() => {
        const root = document.documentElement;
        const topnav = document.querySelector('.ll-topnav') as HTMLElement;
        return {
          page: [root.scrollWidth, root.clientWidth],
          bar: [topnav.scrollWidth, topnav.clientWidth],
        };
      });
      expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
      expect(widths.bar[0]).toBeLessThanOrEqual(widths.bar[1]!);
      await inside(page, page.getByTestId('user-menu'));
      await inside(page, page.getByTestId('language-menu'));
      // The language button keeps to one line (it wrapped to "Engl/ish").
      expect((await page.getByTestId('language-menu').locator('button').boundingBox())!.height).toBeLessThan(
        40,
      );
      await inside(page, bar.getByTestId('top-avatar'));
      await shot(page, `shell-topbar-390-${lang}`);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem').first().waitFor();
      await shot(page, `shell-usermenu-390-${lang}`);
    });
});

describe('the application switcher', () => {
  it('covers the whole page, says which apps are not built, opens collaboration for a free account, closes with Escape', async () => {
    const page = await open('en', 'wide');
    await page.getByTestId('app-switcher-button').click();
    await page.getByTestId('app-switcher').waitFor();
    await expect
      .poll(() => page.getByTestId('app-switcher').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    // The backdrop is above the top bar too: the corner of the bar is covered.
    const { width } = page.viewportSize()!;
    const hit = await page.evaluate((x) => document.elementFromPoint(x, 10)?.className ?? '', width - 10);
    expect(hit).toContain('ll-drawer-backdrop');
    for (const app of ['ModelMatrix', 'ModelSplit', 'SacComponentLibrary', 'AppStore'])
      await expect
        .poll(() => page.getByTestId(`app-${app}-unavailable`).textContent())
        .toBe('Not available yet');
    await shot(page, 'shell-apps-en');
    // An app that is not built opens nothing.
    const before = page.url();
    // aria-disabled: the click is the user's, forced past Playwright's enabled check.
    await page.getByTestId('app-AppStore').click({ force: true });
    expect(page.url()).toBe(before);
    await expect.poll(() => page.getByTestId('app-switcher').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('app-switcher').count()).toBe(0);
    // Collaboration opens My projects, which a free account uses, without the membership dialog.
    await page.getByTestId('app-switcher-button').click();
    await page.getByTestId('app-CollabCraft').click();
    await page.waitForURL(/#\/myproject\//);
    expect(await page.getByTestId('privilege-dialog').isVisible()).toBe(false);
  });

  it('shows the unbuilt apps in Chinese too', async () => {
    const page = await open('zh', 'phone');
    await page.getByTestId('app-switcher-button').click();
    await expect.poll(() => page.getByTestId('app-AppStore-unavailable').textContent()).toBe('暂未开放');
    await shot(page, 'shell-apps-390-zh');
  });
});

describe('the upload panel', () => {
  for (const [lang, size] of [
    ['en', 'laptop'],
    ['zh', 'laptop'],
    ['en', 'wide'],
    ['zh', 'wide'],
  ] as const)
    it(`shows every control at ${SIZES[size].join('×')} (${lang})`, async () => {
      const page = await open(lang, size);
      await openFiles(page);
      await page.getByTestId('upload-button').click();
      const panel = page.getByTestId('upload-panel');
      await panel.waitFor();
      const fits = await panel.evaluate((el) => {
        const body = el.querySelector('.ll-side-panel__body') as HTMLElement;
        return body.scrollWidth <= body.clientWidth;
      });
      expect(fits).toBe(true);
      await inside(page, panel);
      for (const id of ['upload-drop-area', 'upload-pick-files', 'upload-pick-folder'])
        await inside(page, panel.getByTestId(id), panel);
      const headers = panel.getByTestId('upload-live').locator('th');
      const names = lang === 'en' ? ['Name', 'Status', 'Time', 'Actions'] : ['名称', '状态', '时间', '操作'];
      for (const name of names) await inside(page, headers.filter({ hasText: name }).first(), panel);
      await shot(page, `shell-upload-panel-${SIZES[size][0]}-${lang}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
    });

  it('puts the duplicate-name dialog on top of the open panel, where it can be confirmed', async () => {
    const path = join(work, 'pump-notes.txt');
    writeFileSync(path, 'pump P-101 inspection\n');
    const page = await open('en', 'laptop');
    const tokens = await signIn(user.account, STRONG_PASSWORD);
    const api = { ...user, tokens };
    await openFiles(page);
    await page.getByTestId('upload-button').click();
    const panel = page.getByTestId('upload-panel');
    await panel.getByTestId('upload-input-files').setInputFiles(path);
    await expect
      .poll(async () => (await entries(api)).map((e) => e.fileName), { timeout: 30_000 })
      .toContain('pump-notes.txt');
    await panel.getByTestId('upload-input-files').setInputFiles(path);
    const dialog = page.getByTestId('upload-confirm');
    await dialog.getByText('A document named "pump-notes.txt" already exists here').waitFor();
    expect(await panel.isVisible()).toBe(true);
    // On top: the point at the middle of Continue is the button itself, and the dialog has the focus.
    const ok = page.getByTestId('upload-confirm-ok');
    const box = (await ok.boundingBox())!;
    const onTop = await ok.evaluate((button, at) => button.contains(document.elementFromPoint(at.x, at.y)), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(onTop).toBe(true);
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { timeout: 5_000 })
      .toBe(true);
    await shot(page, 'shell-upload-duplicate-en');
    await ok.click();
    await expect
      .poll(async () => (await entries(api)).filter((e) => e.fileName.startsWith('pump-notes')).length, {
        timeout: 30_000,
      })
      .toBe(2);
  });

  it('counts the failed uploads it lists, also after a reload', async () => {
    const empty = join(work, 'empty.dwg');
    writeFileSync(empty, '');
    const page = await open('en', 'laptop');
    await openFiles(page);
    await page.getByTestId('upload-button').click();
    await page.getByTestId('upload-panel').getByTestId('upload-input-files').setInputFiles(empty);
    const failedTab = page.getByRole('tab', { name: /^Failed/ });
    await expect.poll(() => failedTab.textContent()).toBe('Failed (1)');
    // Opened again: the saved line of the same failure is not counted twice.
    await page.getByTestId('upload-panel-close').click();
    await page.getByTestId('upload-button').click();
    await expect.poll(() => failedTab.textContent()).toBe('Failed (1)');
    // After a reload the queue is empty; the saved failure is listed and counted.
    await page.reload();
    await page.getByTestId('upload-button').click();
    await expect.poll(() => failedTab.textContent()).toBe('Failed (1)');
    await failedTab.click();
    await page.getByTestId('upload-server-fail').getByText('empty.dwg').waitFor();
    await shot(page, 'shell-upload-failed-en');
  });
});

describe('the administrator', () => {
  it('opens personal information from the avatar menu', async () => {
    const page = await open('en', 'wide', 'admin');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Personal information' }).click();
    await page.waitForURL(/#\/platform\/info\/index/);
    await page.getByTestId('info-title').waitFor();
    expect(page.url()).not.toContain('/404');
    await shot(page, 'shell-admin-info-en');
  });
});

describe('a page that cannot be shown', () => {
  for (const [lang, reload] of [
    ['en', 'Reload'],
    ['zh', '重新加载'],
  ] as const)
    it(`says so and offers a reload instead of a blank window (${lang})`, async () => {
      const page = await open(lang, 'wide');
      // A deploy that replaced the page's chunk, or a network that dropped it: the chunk never arrives.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${baseUrl}/#/info`);
      await page.getByTestId('route-error-page').waitFor();
      expect(await page.getByTestId('route-error-reload').textContent()).toBe(reload);
      await shot(page, `shell-route-error-${lang}`);
      // Once the chunk can be fetched again, the reload shows the page.
      await page.unroute('**/assets/*.js');
      await page.getByTestId('route-error-reload').click();
      await page.getByTestId('info-title').waitFor();
    });
});
