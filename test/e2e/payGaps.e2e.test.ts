import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage, useLanguage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * pay-gaps in Chromium: the administrator withdraws a function item on the function items page and
 * a user's member centre comparison loses its row; the personal equity page attaches a switch; the
 * recharge statistics page shows its outline and settled orders. zh and en.
 */
describe('function items, equities and the recharge outline in the browser', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  const pages = new PageSet();

  beforeAll(async () => {
    browser = await launch();
    admin = await pages.newPage(browser, 'zh');
    await signInPage(admin, 'admin', inject('adminPassword'));
    token = (await signIn('admin', inject('adminPassword'))).access_token;
  });

  afterAll(async () => {
    await call('/api/cloud/functionItem/publish', { token, body: { ids: ['exclusiveAnalyze'], status: 1 } });
    await call('/api/cloud/equity/remove', { token, body: { ids: ['member'] } });
    await pages.closeAll();
    await browser?.close();
  });

  it('withdraws a function item, attaches a switch, and the member centre follows', async () => {
    const base = inject('baseUrl');
    await admin.goto(`${base}/#/platform/function-items`);
    const table = admin.getByTestId('function-items');
    const row = table.getByRole('row').filter({ hasText: 'exclusiveAnalyze' });
    await row.waitFor();
    await row.getByRole('checkbox').click();
    await admin.getByTestId('function-items-withdraw').click();
    await row.getByText('已下架').waitFor();
    await shot(admin, 'zh-platform-function-items');

    await admin.goto(`${base}/#/platform/personal-equity`);
    const toggle = admin.getByTestId('equity-member-item-downAnalysis').locator('input');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await admin.waitForFunction(
      () =>
        (document.querySelector('[data-testid="equity-member-item-downAnalysis"] input') as HTMLInputElement)
          ?.checked === true,
    );
    expect(await admin.getByTestId('equity-member-item-exclusiveAnalyze').locator('input').isDisabled()).toBe(
      true,
    );
    await shot(admin, 'zh-platform-personal-equity');

    await admin.goto(`${base}/#/platform/order/index`);
    await admin.getByTestId('recharge-outline').waitFor();
    await admin.getByTestId('settled-orders').waitFor();
    await shot(admin, 'zh-platform-recharge-outline');

    await useLanguage(admin, 'en');
    for (const path of ['function-items', 'personal-equity', 'order/index']) {
      await admin.goto(`${base}/#/platform/${path}`);
      await admin.waitForTimeout(1500);
      await shot(admin, `en-platform-${path.replace('/', '-')}`);
    }

    const user = await registerUser();
    for (const lang of ['en', 'zh'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${base}/#/member-center`);
      const comparison = page.getByTestId('tier-comparison');
      await comparison.getByTestId('comparison-item-storage').waitFor();
      expect(await comparison.getByTestId('comparison-item-exclusiveAnalyze').count()).toBe(0);
      const speed = comparison
        .getByRole('row')
        .filter({ has: page.getByTestId('comparison-item-downAnalysis') });
      // Free, VIP (now granted), SVIP, Enterprise.
      expect((await speed.textContent())?.match(/✓/g)?.length).toBe(3);
      await comparison.scrollIntoViewIfNeeded();
      await shot(page, `${lang}-member-center-function-items`);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
