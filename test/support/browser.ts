import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { launchChromium } from './chromium.ts';

/** Chromium against the local cloud (the system Chromium, never a downloaded one). */
export const SHOTS = join(import.meta.dirname, '..', 'e2e', 'screenshots');

/** `extraArgs`: e.g. `--ignore-certificate-errors` for the S3 emulator's self-signed HTTPS front. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const site = await fetch(`${inject('baseUrl')}/`);
  expect(site.status, 'the SPA is served from frontend/dist: run `npm run build:web` first').toBe(200);
  mkdirSync(SHOTS, { recursive: true });
  return launchChromium(extraArgs);
}

/** A browser context whose interface starts in `lang` (the SPA keeps the choice in localStorage). */
export async function contextIn(browser: Browser, lang: 'zh' | 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1360, height: 900 },
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    acceptDownloads: true,
  });
  await context.addInitScript((language) => {
    // Runs in every frame; sandboxed frames (notice previews) have no storage.
    try {
      if (!window.localStorage.getItem('loopline.language'))
        window.localStorage.setItem('loopline.language', language);
    } catch {}
  }, lang);
  return context;
}

export const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

async function captchaAnswer(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  const key = await image.getAttribute('data-captcha-key');
  const res = await fetch(`${inject('baseUrl')}/_local/captcha/${key}`);
  return ((await res.json()) as { data: { answer: string } }).data.answer;
}

/**
 * Tests share one local cloud, so a platform notice another test publishes may pop up over any page
 * at any moment: this closes that dialog whenever it is in the way of an action.
 */
export async function dismissNoticePops(page: Page) {
  await page.addLocatorHandler(page.getByTestId('notice-pop'), async () => {
    // The dialog may also close on its own (its notices read meanwhile) or be drawn anew.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (!(await page.getByTestId('notice-pop').isVisible())) return;
      await page
        .getByTestId('notice-pop-close')
        .click({ timeout: 3_000 })
        .catch(() => {});
    }
  });
}

/**
 * Signs in through the sign-in page (password and picture captcha). Tests share one local cloud,
 * so a platform notice another test publishes may pop up over any page at any moment: unless the
 * test is about that dialog (`noticePop: 'keep'`), it is dismissed whenever it is in the way.
 */
export async function signInPage(
  page: Page,
  account: string,
  password: string,
  options: { noticePop?: 'dismiss' | 'keep' } = {},
) {
  if (options.noticePop !== 'keep') await dismissNoticePops(page);
  await page.goto(`${inject('baseUrl')}/#/client_login`);
  await input(page, 'login-account').fill(account);
  await input(page, 'login-password').fill(password);
  await input(page, 'login-captcha').fill(await captchaAnswer(page));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-navigation').waitFor();
}

export async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Switches the interface language and reloads, as a user would from the language menu. */
export async function useLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((language) => window.localStorage.setItem('loopline.language', language), lang);
  await page.reload();
  await page.getByTestId('top-navigation').waitFor();
}

/** The bell's badge number (0 when no badge). */
export async function badge(page: Page): Promise<number> {
  const el = page.getByTestId('notice-badge');
  if ((await el.count()) === 0) return 0;
  const text = (await el.textContent()) ?? '';
  return text === '99+' ? 100 : Number(text);
}

/** Closes the platform notice dialog if one opened after sign-in (other tests may have published notices). */
export async function closeNoticePop(page: Page) {
  const pop = page.getByTestId('notice-pop');
  await page.waitForTimeout(800);
  if (await pop.isVisible()) await page.getByTestId('notice-pop-close').click();
}

/**
 * The pages a browser test opens: each in its own context in a language, with uncaught page
 * errors collected so the test can assert there were none, and all closed together.
 */
export class PageSet {
  readonly pageErrors: string[] = [];
  private readonly contexts: BrowserContext[] = [];

  async newPage(browser: Browser, lang: 'zh' | 'en'): Promise<Page> {
    const context = await contextIn(browser, lang);
    this.contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // A failure in a full run leaves only its log behind: the page's state goes into it.
    if (expect.getState().currentTestName) onTestFailed(() => describeFailedPage(page, consoleErrors));
    return page;
  }

  async closeAll() {
    for (const context of this.contexts.splice(0)) await context.close();
  }
}

/** What a page showed when its test failed: its address, its text, its errors and a screenshot. */
async function describeFailedPage(page: Page, consoleErrors: string[]) {
  if (page.isClosed()) return;
  const name = `FAILED-${Date.now()}`;
  const text = await page
    .locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out, lines apart, is what a reader of the log needs.
    .innerText({ timeout: 2000 })
    .catch((error: Error) => `(no text: ${error.message})`);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) }).catch(() => undefined);
  console.error(
    [
      `page at ${page.url()} when the test failed (screenshot ${name}.png):`,
      text.slice(0, 2000),
      consoleErrors.length ? `console errors:\n${consoleErrors.slice(-10).join('\n')}` : 'no console errors',
    ].join('\n'),
  );
}
