import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';

/**
 * The pages the review put on shared pieces, in Chromium, in English and Chinese: the three
 * statistics pages (range, totals, charts; users by tier live), and the help-centre and
 * member-privilege lists with their add/edit dialogs (bilingual fields, sort and status), which
 * check the draft with the server's schema before anything is sent.
 */
describe('statistics pages and back-office forms in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  /** The administrator's pages, one per language. */
  const langs: [Page, 'en' | 'zh'][] = [];

  async function open(page: Page, path: string, testId: string) {
    await page.goto(`${inject('baseUrl')}/#${path}`);
    await page.getByTestId(testId).waitFor();
  }

  beforeAll(async () => {
    browser = await launch();
    for (const lang of ['en', 'zh'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      langs.push([page, lang]);
    }
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('shows the statistics pages with their range, totals and charts', async () => {
    for (const [page, lang] of langs) {
      await open(page, '/platform/statistics', 'stats-totals');
      await expect.poll(() => page.getByTestId('stats-totals').textContent()).toMatch(/\d/);
      for (const chart of ['users', 'activity', 'formats', 'sizes'])
        expect(await page.getByTestId(`stats-${chart}-chart`).count()).toBe(1);
      await shot(page, `${lang}-review-statistics`);

      await open(page, '/platform/doc-statistics', 'doc-stats-totals');
      for (const chart of ['volume', 'activity', 'formats', 'sizes'])
        expect(await page.getByTestId(`doc-stats-${chart}-chart`).count()).toBe(1);
      await shot(page, `${lang}-review-doc-statistics`);

      await open(page, '/platform/platform-statistics', 'user-stats-tier-chart');
      const live = lang === 'en' ? 'Live:' : '实时：';
      await expect.poll(() => page.getByText(live).count()).toBeGreaterThan(0);
      await page.getByTestId('user-stats-tier-chart').scrollIntoViewIfNeeded();
      await shot(page, `${lang}-review-users-by-tier`);
    }
    expect(pages.pageErrors).toEqual([]);
  });

  it('opens the help and privilege dialogs from the list, checks them, and closes them', async () => {
    for (const [page, lang] of langs) {
      await open(page, '/platform/help-center', 'explain-table');
      await page.getByTestId('explain-add').click();
      const form = page.getByTestId('explain-form');
      await form.getByTestId('explain-question').waitFor();
      await form.getByTestId('explain-save').click();
      // Nothing typed: the server's own schema names the problems under the fields.
      await expect.poll(() => form.locator('[id^="formField"][id$="error"]').count()).toBeGreaterThan(0);
      await shot(page, `${lang}-review-help-form`);
      await form.getByText(lang === 'en' ? 'Cancel' : '取消').click();
      await form.waitFor({ state: 'hidden' });

      await open(page, '/platform/member-privilege', 'privilege-table');
      await page.getByTestId('privilege-add').click();
      const privilege = page.getByTestId('privilege-form');
      await privilege.getByTestId('privilege-name').waitFor();
      expect(await privilege.getByTestId('privilege-descriptionEn').count()).toBe(1);
      expect(await privilege.getByTestId('privilege-sort').count()).toBe(1);
      await shot(page, `${lang}-review-privilege-form`);
      await privilege.getByText(lang === 'en' ? 'Cancel' : '取消').click();
      await privilege.waitFor({ state: 'hidden' });
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
