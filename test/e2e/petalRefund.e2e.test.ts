import type { PetalPaymentStart } from '@loopline/shared/contracts/payPetal';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';

/**
 * Issue 18 in Chromium: a parse pack paid with Huawei Pay through the sandbox; the buyer asks for the
 * refund from the orders tab, the administrator approves it on the refund page, Huawei's SM2-signed
 * refund notify finishes it, and both sides see it refunded (zh and en).
 */
const baseUrl = inject('baseUrl');
const pages = new PageSet();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  const admin = await adminTokens();
  const config = await (await fetch(`${baseUrl}/_local/pay/hw/merchant-config`)).json();
  const saved = await call('/api/blade-pay/petalpay/config/submit', {
    token: admin.access_token,
    body: config,
  });
  expect(saved.status, saved.body.msg).toBe(200);
  await fetch(`${baseUrl}/_local/pay/refunds/mode?next=succeed`, { method: 'POST' });
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('a Huawei Pay order refunded from request to refunded', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`the buyer asks, the administrator approves, Huawei notifies (${lang})`, async () => {
      const user = await registerUser();
      const tokens = await signIn(user.account, user.password);
      const start = await call<PetalPaymentStart>('/api/blade-pay/petalpay/nativePay', {
        token: tokens.access_token,
        body: { chargeId: 'parse-10' },
      });
      expect(start.status, start.body.msg).toBe(200);
      const orderId = start.body.data.order.id;
      const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(paid.status).toBe(200);

      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${baseUrl}/#/open-record`);
      await page.getByTestId(`order-refund-request-${orderId}`).click();
      const dialog = page.getByTestId('refund-request-dialog');
      await dialog
        .getByTestId('refund-request-reason')
        .locator('textarea')
        .fill(lang === 'zh' ? '不需要了' : 'Not needed any more');
      await dialog.getByTestId('refund-request-submit').click();
      await page
        .getByTestId(`order-refund-${orderId}`)
        .getByText(lang === 'zh' ? '已申请退款' : 'Refund requested')
        .waitFor();

      const admin = await pages.newPage(browser, lang);
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin
        .getByTestId('platform-navigation')
        .getByRole('link', { name: lang === 'zh' ? '退款管理' : 'Refunds', exact: true })
        .click();
      const row = admin.getByTestId('admin-refunds').locator('tr', { hasText: orderId });
      await row.waitFor();
      expect(await row.textContent()).toContain(lang === 'zh' ? '华为支付' : 'Huawei Pay');
      await row.getByRole('button', { name: lang === 'zh' ? '同意' : 'Approve' }).click();
      // Huawei answers "processing"; its refund notify ends it a moment later.
      await expect
        .poll(
          async () => {
            await admin.reload();
            await row.waitFor();
            return row.textContent();
          },
          { timeout: 15_000 },
        )
        .toContain(lang === 'zh' ? '退款成功' : 'Refunded');
      await shot(admin, `petal-refund-${lang}-01-admin-refunded`);

      await page.reload();
      await page
        .getByTestId(`order-refund-${orderId}`)
        .getByText(lang === 'zh' ? '已退款' : 'Refunded')
        .waitFor();
      await shot(page, `petal-refund-${lang}-02-buyer-refunded`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
