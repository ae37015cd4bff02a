import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, registerUser } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';

/**
 * Issue 18 in Chromium: Huawei Pay's QR code in a PC's member centre, paid on the sandbox's Huawei
 * payer page (SM2-signed notify); and the member centre inside WeChat's browser, which gets the
 * payer's openid through WeChat's web authorisation and pays a parse pack with JSAPI through the
 * sandbox's WeixinJSBridge sheet; and Huawei Pay H5 from a phone's member centre (the h5Url, the
 * payer page, back to the member centre where the order is asked about). Both languages.
 */
const baseUrl = inject('baseUrl');
const pages = new PageSet();
let browser: Browser;
const HARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

beforeAll(async () => {
  browser = await launch();
  // The cloud is shared: other files remove or replace hwconfig, so the sandbox's is saved here.
  const admin = await adminTokens();
  const config = await (await fetch(`${baseUrl}/_local/pay/hw/merchant-config`)).json();
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: admin.access_token,
    body: config,
  });
  expect(saved.status, saved.body.msg).toBe(200);
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

const parsesOf = async (page: Page) =>
  Number((await page.getByTestId('member-center-parses').textContent())?.match(/\d+/)?.[0]);

describe('Huawei Pay in the member centre', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows Huawei's QR code and completes live when the payer pays (${lang})`, async () => {
      const user = await registerUser();
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${baseUrl}/#/member-center?paymentType=parsing`);
      await page.getByTestId('catalogue-parse').waitFor();
      const before = await parsesOf(page);
      await page
        .getByTestId('pay-method')
        .getByText(lang === 'zh' ? '华为支付' : 'Huawei Pay')
        .click();
      await shot(page, `pay-petal-${lang}-01-method`);
      await page.getByTestId('buy-parse-10').click();
      const dialog = page.getByTestId('payment-dialog');
      await dialog.getByTestId('payment-qr').waitFor();
      await dialog.getByText(lang === 'zh' ? '华为支付' : 'Pay with Huawei Pay').waitFor();
      expect(await dialog.getByTestId('payment-amount').textContent()).toMatch(/10\.00/);
      await shot(page, `pay-petal-${lang}-02-qr`);

      const payerUrl = await dialog.getByTestId('payment-link').getAttribute('href');
      expect(payerUrl).toContain('/_local/pay/hw/payer/');
      const payer = await pages.newPage(browser, lang);
      await payer.goto(payerUrl!);
      expect(await payer.getByTestId('sandbox-amount').textContent()).toBe('¥10.00');
      await shot(payer, `pay-petal-${lang}-03-payer`);
      await payer.getByTestId('sandbox-pay').click();
      await payer.getByTestId('sandbox-notified').waitFor();
      await dialog.locator('[data-testid="payment-status"][data-status="completed"]').waitFor();
      await shot(page, `pay-petal-${lang}-04-paid`);
      await page.getByTestId('payment-close').click();
      await expect.poll(() => parsesOf(page)).toBe(before + 10);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});

describe("Huawei Pay H5 in a phone's browser", () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`leaves for Huawei's H5 page, pays, comes back and sees the pack (${lang})`, async () => {
      const user = await registerUser();
      const context = await contextIn(browser, lang);
      try {
        const signIn = await context.newPage();
        await signInPage(signIn, user.account, user.password);
        await signIn.close();
        const phoneContext = await browser.newContext({
          viewport: { width: 390, height: 844 },
          userAgent: HARMONY,
          isMobile: true,
          hasTouch: true,
          locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          storageState: await context.storageState(),
        });
        try {
          const phone = await phoneContext.newPage();
          const errors: string[] = [];
          phone.on('pageerror', (error) => errors.push(error.message));
          await phone.goto(`${baseUrl}/#/member-center?paymentType=parsing`);
          await phone.getByTestId('catalogue-parse').waitFor();
          const before = await parsesOf(phone);
          await phone
            .getByTestId('pay-method')
            .getByText(lang === 'zh' ? '华为支付（H5）' : 'Huawei Pay (H5)')
            .tap();
          await shot(phone, `pay-petal-${lang}-05-h5-method`);
          await phone.getByTestId('buy-parse-10').tap();
          await phone.waitForURL((url) => url.pathname.includes('/_local/pay/hw/payer/'));
          expect(await phone.getByTestId('sandbox-amount').textContent()).toBe('¥10.00');
          await shot(phone, `pay-petal-${lang}-06-h5-payer`);
          await phone.getByTestId('sandbox-pay').tap();
          await phone.getByTestId('sandbox-notified').waitFor();
          await phone.getByTestId('sandbox-return').tap();
          await phone.waitForURL((url) => url.href.startsWith(`${baseUrl}/#/member-center`));
          await expect.poll(() => parsesOf(phone)).toBe(before + 10);
          await shot(phone, `pay-petal-${lang}-07-h5-back`);
          expect(errors).toEqual([]);
        } finally {
          await phoneContext.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe("WeChat Pay inside WeChat's browser (JSAPI)", () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`gets the openid by WeChat's authorisation and pays a parse pack with WeixinJSBridge (${lang})`, async () => {
      const user = await registerUser();
      const context = await contextIn(browser, lang);
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signInPage(page, user.account, user.password);
        // From here on the browser is WeChat's, signed in as the same account.
        await page.close();
        // WeChat injects WeixinJSBridge into every page it opens; the sandbox's plays it.
        const bridge = await (await fetch(`${baseUrl}/_local/pay/wx/jsbridge.js`)).text();
        const wechat = await browser.newContext({
          viewport: { width: 390, height: 844 },
          userAgent: WECHAT,
          isMobile: true,
          hasTouch: true,
          locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          storageState: await context.storageState(),
        });
        try {
          await wechat.addInitScript({ content: bridge });
          const phone = await wechat.newPage();
          phone.on('pageerror', (error) => errors.push(error.message));
          const visited: string[] = [];
          // Every document the page loads, redirects included (WeChat's authorisation answers with one).
          phone.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === phone.mainFrame())
              visited.push(request.url());
          });
          await phone.goto(`${baseUrl}/#/member-center?paymentType=parsing`);
          // Sent to WeChat's authorisation and back with a code, which the page exchanges and removes.
          const label = lang === 'zh' ? '微信支付' : 'WeChat Pay';
          await phone.getByTestId('pay-method').getByText(label, { exact: true }).waitFor();
          expect(visited.some((url) => url.includes('/_local/pay/wxoauth/connect/oauth2/authorize'))).toBe(
            true,
          );
          expect(visited.some((url) => /[?&]code=/.test(url))).toBe(true);
          await expect.poll(() => phone.url()).not.toMatch(/code=/);
          expect(phone.url()).toContain('#/member-center?paymentType=parsing');
          const before = await parsesOf(phone);
          await shot(phone, `pay-wechat-${lang}-01-member-center`);

          await phone.getByTestId('buy-parse-10').tap();
          const sheet = phone.frameLocator('[data-testid="wx-bridge-frame"]');
          await sheet.getByTestId('sandbox-pay').waitFor();
          expect(await sheet.getByTestId('sandbox-amount').textContent()).toBe('¥10.00');
          await shot(phone, `pay-wechat-${lang}-02-bridge`);
          await sheet.getByTestId('sandbox-pay').tap();
          await phone.getByTestId('wx-bridge-sheet').waitFor({ state: 'detached' });
          await phone
            .getByText(lang === 'zh' ? '支付成功' : 'Paid', { exact: false })
            .first()
            .waitFor();
          await expect.poll(() => parsesOf(phone)).toBe(before + 10);
          await shot(phone, `pay-wechat-${lang}-03-paid`);
          // The code was exchanged once: refreshing the member centre after the purchase asks nothing again.
          const refused = lang === 'zh' ? '微信授权码无效' : 'WeChat did not accept';
          expect(await phone.getByText(refused).count()).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await wechat.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
