import type { OrderView } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart } from '@loopline/shared/contracts/payKinds';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call } from '../support/client.ts';
import { person } from '../support/projects.ts';

/**
 * Issue 18 in Chromium: a phone pays with WeChat Pay H5 on the sandbox's payer page (the h5_url
 * with the merchant's redirect_url), the signed notify completes the order and the payer is sent
 * back; and the back office's hwconfig, ios and merge/config tabs in both languages.
 */
const baseUrl = inject('baseUrl');
const pages = new PageSet();
let browser: Browser;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('WeChat Pay H5 on a phone', () => {
  it('opens the h5_url, pays on the sandbox page, the order completes and the payer goes back', async () => {
    const buyer = await person();
    const token = buyer.tokens.access_token;
    const started = await call<KindPaymentStart>('/api/blade-pay/wxpay/h5Pay', {
      token,
      body: { chargeId: 'parse-10' },
      headers: { 'user-agent': IPHONE },
    });
    expect(started.status, started.body.msg).toBe(200);
    const { order, payUrl } = started.body.data;
    const back = `${baseUrl}/#/member-center?paymentType=parsing`;

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    try {
      const phone = await context.newPage();
      const errors: string[] = [];
      phone.on('pageerror', (error) => errors.push(error.message));
      await phone.goto(`${payUrl}&redirect_url=${encodeURIComponent(back)}`);
      expect(await phone.getByTestId('sandbox-amount').textContent()).toBe('¥10.00');
      await shot(phone, 'pay-kinds-01-h5-payer');
      await phone.getByTestId('sandbox-pay').tap();
      await phone.getByTestId('sandbox-notified').waitFor();
      expect(await phone.getByTestId('sandbox-state').textContent()).toBe('Paid.');
      await shot(phone, 'pay-kinds-02-h5-paid');
      const status = await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${order.id}`, {
        token,
      });
      expect(status.body.data).toMatchObject({ status: 'completed', payType: 'wxpay' });

      await phone.getByTestId('sandbox-return').tap();
      await phone.waitForURL((url) => url.href.startsWith(`${baseUrl}/#/`));
      expect(phone.url()).toContain('member-center');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the other /plugin/pay settings', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`saves Huawei and App Store settings with secrets masked, and shows the merged payment (${lang})`, async () => {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));

      await page.goto(`${baseUrl}/#/platform/plugin/pay/hwconfig`);
      const hw = page.getByTestId('pay-config-petalpay');
      await hw.waitFor();
      const fill = async (label: string, value: string) => hw.getByLabel(label, { exact: true }).fill(value);
      const zh = lang === 'zh';
      await fill(zh ? '应用 ID' : 'App ID', '105000001');
      await fill(zh ? '商户号（mchid）' : 'Merchant ID (mchid)', '1000000001');
      await fill(zh ? '商户证书 ID' : 'Merchant certificate ID', 'AUTH0001');
      await fill(zh ? '网关地址' : 'Gateway address', 'https://petalpay-developer.cloud.huawei.com.cn');
      await fill(
        zh ? '通知地址' : 'Notify address',
        'https://loopline.example/api/blade-pay/notify/petalpay',
      );
      await hw
        .getByTestId('pay-config-petalpay-privateKey')
        .locator('textarea')
        .fill('-----BEGIN PRIVATE KEY-----\nMIIpetalABCD\n-----END PRIVATE KEY-----');
      await hw
        .getByTestId('pay-config-petalpay-platformPublicKey')
        .locator('textarea')
        .fill('-----BEGIN PUBLIC KEY-----\nMIIpubWXYZ\n-----END PUBLIC KEY-----');
      await hw.getByTestId('pay-config-save-petalpay').click();
      await page
        .getByText(zh ? '保存成功。' : 'Saved.')
        .first()
        .waitFor();
      await page
        .getByTestId('pay-config-petalpay')
        .getByText(/••••ABCD/)
        .waitFor();
      expect(await page.content()).not.toContain('MIIpetalABCD');
      await shot(page, `pay-kinds-${lang}-03-hwconfig`);

      await page.getByRole('tab', { name: zh ? '苹果支付（iOS）' : 'App Store (iOS)' }).click();
      const ios = page.getByTestId('pay-config-ios');
      await ios.waitFor();
      await ios.getByLabel('Bundle ID', { exact: true }).fill('not a bundle id');
      await ios.getByTestId('pay-config-save-ios').click();
      await page
        .getByText(zh ? 'Bundle ID 格式如 com.example.app。' : 'The bundle id looks like com.example.app.', {
          exact: false,
        })
        .first()
        .waitFor();
      await shot(page, `pay-kinds-${lang}-04-ios-refused`);

      await page.getByRole('tab', { name: zh ? '聚合支付' : 'Merged payment' }).click();
      await page.getByTestId('pay-config-merge').waitFor();
      expect(page.url()).toContain('/platform/plugin/pay/merge/config');
      await shot(page, `pay-kinds-${lang}-05-merge`);

      await page.getByRole('tab', { name: zh ? '微信支付' : 'WeChat Pay' }).click();
      await page.getByTestId('pay-kind-wxpay-h5').waitFor();
      await shot(page, `pay-kinds-${lang}-06-wxconfig-kinds`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
