import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, shot, signInPage } from '../support/browser.ts';
import { registerUser } from '../support/client.ts';

/**
 * Issue 18 in Chromium on a phone: the member centre offers WeChat Pay H5 and Alipay's mobile site
 * instead of a QR code, sends the browser to the sandbox's payment page, and when the payer comes
 * back the order is asked about (query-on-return) and the parses are there.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const parses = async (page: Page) => Number(await page.getByTestId('member-center-parses').textContent());

const cases = [
  { lang: 'zh', provider: 'wxpay', label: '微信支付（H5）' },
  { lang: 'en', provider: 'alipay', label: 'Alipay (mobile site)' },
] as const;

describe('paying from a phone in the member centre', () => {
  for (const { lang, provider, label } of cases) {
    it(`buys parses with ${provider} on the provider's page and comes back paid (${lang})`, async () => {
      const user = await registerUser();
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        userAgent: IPHONE,
        isMobile: true,
        hasTouch: true,
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      });
      await context.addInitScript((language) => {
        try {
          if (!window.localStorage.getItem('loopline.language'))
            window.localStorage.setItem('loopline.language', language);
        } catch {}
      }, lang);
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signInPage(page, user.account, user.password);
        await page.goto(`${baseUrl}/#/member-center?paymentType=parsing`);
        await page.getByTestId('catalogue-parse').waitFor();
        const before = await parses(page);
        // No QR code on a phone: the provider's own pages.
        await page.getByTestId('pay-method').getByText(label).click();
        await shot(page, `pay-phone-${lang}-01-member-center`);
        await page.getByTestId('buy-parse-10').click();

        await page.waitForURL((url) => url.pathname.startsWith('/_local/pay/payer/'));
        expect(await page.getByTestId('sandbox-amount').textContent()).toBe('¥10.00');
        await shot(page, `pay-phone-${lang}-02-provider-page`);
        await page.getByTestId('sandbox-pay').tap();
        await page.getByTestId('sandbox-notified').waitFor();
        await page.getByTestId('sandbox-return').tap();

        await page.waitForURL((url) => url.href.startsWith(`${baseUrl}/#/member-center`));
        await page.getByTestId('member-center-parses').waitFor();
        await expect.poll(() => parses(page), { timeout: 10_000 }).toBe(before + 10);
        // The order number the provider brought back is dropped once asked about.
        await expect.poll(() => page.url()).not.toContain('out_trade_no');
        await shot(page, `pay-phone-${lang}-03-back-paid`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
