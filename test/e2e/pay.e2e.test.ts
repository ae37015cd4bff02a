import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { registerUser } from '../support/client.ts';

/**
 * Issue 18 in Chromium: from the space card's recharge button to the member centre, buy SVIP, pay
 * on the local sandbox's payer page (reached from the QR code's link), the signed notify completes
 * the order, the dialog says so live, and the space card shows the new equities.
 */
const baseUrl = inject('baseUrl');
const pages = new PageSet();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

async function openSpaceCard(page: Page, lang: 'zh' | 'en') {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: lang === 'zh' ? '个人空间' : 'Personal space' }).click();
  await page.getByTestId('space-grade').waitFor();
}

describe('buying a membership in the member centre', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`buys SVIP with the sandbox payer page, and the space card shows the new equities (${lang})`, async () => {
      const user = await registerUser();
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);

      await openSpaceCard(page, lang);
      expect(await page.getByTestId('space-grade').textContent()).toBe(lang === 'zh' ? '普通用户' : 'Free');
      await page.getByTestId('space-recharge').click();
      await page.getByTestId('catalogue-storage').waitFor();
      await shot(page, `pay-${lang}-01-member-center-storage`);

      await page.getByRole('tab', { name: lang === 'zh' ? '会员' : 'Membership' }).click();
      await page.getByTestId('buy-superMember-1m').click();
      const dialog = page.getByTestId('payment-dialog');
      await dialog.getByTestId('payment-qr').waitFor();
      expect(await dialog.getByTestId('payment-amount').textContent()).toMatch(/60\.00/);
      expect(await dialog.getByTestId('payment-countdown').textContent()).toMatch(/1[45]:\d\d/);
      expect(await dialog.getByTestId('payment-status').getAttribute('data-status')).toBe('unpaid');
      await shot(page, `pay-${lang}-02-qr-dialog`);

      // The payer scans the code: the sandbox's payer page, where they confirm.
      const payerUrl = await dialog.getByTestId('payment-link').getAttribute('href');
      expect(payerUrl).toMatch(/\/_local\/pay\/payer\//);
      const payer = await pages.newPage(browser, lang);
      await payer.goto(payerUrl!);
      expect(await payer.getByTestId('sandbox-amount').textContent()).toBe('¥60.00');
      await shot(payer, `pay-${lang}-03-sandbox-payer`);
      await payer.getByTestId('sandbox-pay').click();
      await payer.getByTestId('sandbox-notified').waitFor();
      expect(await payer.getByTestId('sandbox-notified').textContent()).toMatch(/HTTP 200/);

      await dialog.locator('[data-testid="payment-status"][data-status="completed"]').waitFor();
      await shot(page, `pay-${lang}-04-paid`);
      await dialog.getByTestId('payment-close').click();

      await openSpaceCard(page, lang);
      await page
        .getByTestId('space-grade')
        .getByText(lang === 'zh' ? 'SVIP 会员' : 'SVIP')
        .waitFor();
      expect(await page.getByTestId('space-parse').textContent()).toBe(lang === 'zh' ? '不限' : 'Unlimited');
      await shot(page, `pay-${lang}-05-space-card-svip`);
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl}/#/open-record`);
      const table = page.getByTestId('orders-table');
      await table
        .getByText(lang === 'zh' ? '支付成功，权益已生效' : 'Paid: your purchase is in effect')
        .waitFor();
      await shot(page, `pay-${lang}-06-orders`);
    });
  }
});

describe('the price list in the back office', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`lets the administrator add an item in yuan, shown back in the list, and remove it (${lang})`, async () => {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/personal-price`);
      const list = page.getByTestId('price-list');
      await list.getByText(lang === 'zh' ? 'SVIP 月卡' : 'SVIP, 1 month').waitFor();
      await shot(page, `pay-${lang}-07-price-list`);
      await page.getByTestId('charge-add').click();
      const form = page.getByTestId('charge-form');
      const name = `E2E ${lang} ${Date.now().toString(36)}`;
      await form.getByTestId('charge-name').locator('input').fill(name);
      await form.getByTestId('charge-nameEn').locator('input').fill(name);
      await form.getByTestId('charge-months').locator('input').fill('3');
      await form.getByTestId('charge-price').locator('input').fill('1.234');
      expect(await form.getByTestId('charge-save').isDisabled()).toBe(true);
      await form.getByTestId('charge-price').locator('input').fill('88.5');
      await shot(page, `pay-${lang}-08-price-form`);
      await form.getByTestId('charge-save').click();
      const row = list.locator('tr').filter({ hasText: name });
      await row.getByText(/88\.50/).waitFor();
      await row.getByText(lang === 'zh' ? '删除' : 'Remove').click();
      await page
        .getByTestId('charge-remove')
        .getByRole('button', { name: lang === 'zh' ? '删除' : 'Remove' })
        .click();
      await row.waitFor({ state: 'detached' });
      expect(pages.pageErrors).toEqual([]);
    });
  }
});

describe('payment settings in the back office', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows stored secrets masked and saves without them (${lang})`, async () => {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/plugin/pay`);
      const wx = page.getByTestId('pay-config-wxpay');
      await wx.getByText(/••••/).first().waitFor();
      expect(await page.content()).not.toContain('PRIVATE KEY');
      await shot(page, `pay-${lang}-09-pay-config`);
      await wx.getByTestId('pay-config-save-wxpay').click();
      await page
        .getByText(lang === 'zh' ? '保存成功。' : 'Saved.')
        .first()
        .waitFor();
      expect(pages.pageErrors).toEqual([]);
    });
  }
});

describe('membership equities in the back office', () => {
  it('shows every tier and saves one (en, zh)', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/personal-equity`);
      const enterprise = page.getByTestId('equity-enterpriseMember');
      await enterprise.waitFor();
      expect(
        await enterprise.getByTestId('equity-enterpriseMember-project').locator('input').inputValue(),
      ).toBe('-1');
      await shot(page, `pay-${lang}-10-equities`);
      await enterprise.getByTestId('equity-save-enterpriseMember').click();
      await page
        .getByText(lang === 'zh' ? '保存成功。' : 'Saved.')
        .first()
        .waitFor();
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
