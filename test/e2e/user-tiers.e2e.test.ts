import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { functionsModule } from '../support/notices.ts';

/** Issue 19 item 4: the users-by-tier pie on the user statistics page, in English and Chinese. */
describe('users by tier in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let en: Page;
  let zh: Page;

  beforeAll(async () => {
    const { handler } = await functionsModule<{ handler(): Promise<unknown> }>('workers/rollUpUserTiers');
    await handler();
    browser = await launch();
    en = await pages.newPage(browser, 'en');
    zh = await pages.newPage(browser, 'zh');
    await signInPage(en, 'admin', inject('adminPassword'));
    await signInPage(zh, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('shows the latest roll-up as a pie chart with the tiers’ names', async () => {
    for (const [page, lang, free, header] of [
      [en, 'en', 'Free', 'Users by tier'],
      [zh, 'zh', '普通用户', '各会员等级用户数'],
    ] as const) {
      await page.goto(`${inject('baseUrl')}/#/platform/platform-statistics`);
      const chart = page.getByTestId('user-stats-tier-chart');
      await chart.waitFor();
      await expect.poll(() => chart.textContent()).toContain(free);
      expect(await page.getByText(header).count()).toBeGreaterThan(0);
      await chart.scrollIntoViewIfNeeded();
      await shot(page, `${lang}-users-by-tier`);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
