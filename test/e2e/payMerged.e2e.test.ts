import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { registerUser } from '../support/client.ts';

/**
 * Issue 18 in Chromium: with the merged payment on (the local settings), a PC's member centre offers
 * "WeChat Pay or Alipay"; the dialog shows one QR code per provider, and paying either completes
 * the order live.
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
      const payer = await pages.newPage(browser, lang);
      await payer.goto(payerUrl!);
      await payer.getByTestId('sandbox-pay').click();
      await payer.getByTestId('sandbox-notified').waitFor();
      await dialog.locator('[data-testid="payment-status"][data-status="completed"]').waitFor();
      await shot(page, `pay-merged-${lang}-02-paid`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
