import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { registerUser } from '../support/client.ts';

/**
 * Issue 18 in Chromium: with the merged payment on (the local settings), a PC's member centre offers
 * "WeChat Pay or Alipay"; the dialog shows one QR code per provider, and paying either completes
 * the order live. Paying the other one as well is refunded automatically: the buyer's orders and
 * the back office's order detail show that second payment and its refund.
 */
const pages = new PageSet();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('the merged payment in the member centre', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows a QR code from each provider and completes on the one paid (${lang})`, async () => {
      const user = await registerUser();
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${page.url().split('#')[0]}#/member-center?paymentType=parsing`);
      await page.getByTestId('catalogue-parse').waitFor();
      await page
        .getByTestId('pay-method')
        .getByText(lang === 'zh' ? '微信或支付宝' : 'WeChat Pay or Alipay')
        .click();
      await page.getByTestId('buy-parse-10').click();
      const dialog = page.getByTestId('payment-dialog');
      await dialog.getByTestId('payment-qr-wxpay').waitFor();
      await dialog.getByTestId('payment-qr-alipay').waitFor();
      expect(await dialog.getByTestId('payment-amount').textContent()).toMatch(/10\.00/);
      await shot(page, `pay-merged-${lang}-01-dialog`);

      const payerUrl = await dialog.getByTestId('payment-link-alipay').getAttribute('href');
      const wxPayerUrl = await dialog.getByTestId('payment-link-wxpay').getAttribute('href');
      const payer = await pages.newPage(browser, lang);
      await payer.goto(payerUrl!);
      await payer.getByTestId('sandbox-pay').click();
      await payer.getByTestId('sandbox-notified').waitFor();
      await dialog.locator('[data-testid="payment-status"][data-status="completed"]').waitFor();
      await shot(page, `pay-merged-${lang}-02-paid`);

      // The buyer pays the WeChat code too: that payment is refunded, nothing more is credited.
      const second = await pages.newPage(browser, lang);
      await second.goto(wxPayerUrl!);
      await second.getByTestId('sandbox-pay').click();
      await second.getByTestId('sandbox-notified').waitFor();
      const base = page.url().split('#')[0];
      await page.goto(`${base}#/open-record?tab=order`);
      const duplicate = page.locator('[data-testid^="order-duplicate-"]').first();
      await duplicate.waitFor();
      await expect
        .poll(async () => {
          await page.reload();
          await duplicate.waitFor();
          return duplicate.textContent();
        })
        .toMatch(lang === 'zh' ? /已自动退款/ : /refunded/);
      await shot(page, `pay-merged-${lang}-03-duplicate-refunded`);

      const orderId = (await duplicate.getAttribute('data-testid'))!.replace('order-duplicate-', '');
      const admin = await pages.newPage(browser, lang);
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin.goto(`${base}#/platform/order/recharge`);
      await admin.getByTestId(`order-detail-${orderId}`).click();
      const detail = admin.getByTestId('order-detail');
      await detail.getByTestId(`order-duplicate-${orderId}`).waitFor();
      expect(await detail.textContent()).toContain(`D-wxpay-${orderId}`);
      await shot(admin, `pay-merged-${lang}-04-admin-duplicate`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
