import type { CouponRule } from '@loopline/shared/contracts/coupon';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, registerUser } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';

/**
 * Issue 18 in Chromium: buying SVIP with a coupon. The member centre's checkout offers the coupon
 * the user holds (best first, preselected) with the discounted price; the order, the QR dialog and
 * the sandbox payer page all carry that price, and the signed notify completes the order.
 */
const pages = new PageSet();
let browser: Browser;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

/** A ¥12 coupon for new purchases, issued to one phone. */
async function couponFor(phone: string, name: string) {
  const admin = await adminTokens();
  const rule = await call<CouponRule>('/api/cloud/coupon-rule/save', {
    token: admin.access_token,
    body: {
      name,
      type: 'amount',
      value: 12,
      scope: 'specified',
      targets: ['superMember'],
      scenario: 'new',
      validityType: 'range',
      validFrom: day(-1),
      validTo: day(30),
      count: 5,
    },
  });
  expect(rule.status, rule.body.msg).toBe(200);
  const issued = await call('/api/cloud/coupon/issue', {
    token: admin.access_token,
    method: 'PUT',
    body: { ruleId: rule.body.data.id, phones: [phone] },
  });
  expect(issued.status, issued.body.msg).toBe(200);
}

describe('buying a membership with a coupon', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`picks the coupon at checkout and pays the discounted price on the sandbox payer page (${lang})`, async () => {
      const user = await registerUser();
      // A name no other rule of the run has or contains (the checkout shows it among the user's coupons).
      const mark = Date.now().toString(36);
      const name = lang === 'zh' ? `新人立减 ${mark}` : `Welcome ${mark}`;
      await couponFor(user.phone, name);
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${inject('baseUrl')}/#/member-center`);

      await page.getByTestId('buy-superMember-1m').click();
      const checkout = page.getByTestId('checkout-dialog');
      await checkout.getByText(name).waitFor();
      expect(await checkout.getByTestId('checkout-total').textContent()).toMatch(/48\.00/);
      expect(await checkout.getByTestId('checkout-coupon-off').textContent()).toMatch(/12\.00/);
      await shot(page, `pay-coupon-${lang}-01-checkout`);
      // Choosing no coupon shows the full price; the coupon is chosen again to buy with it.
      await checkout.getByText(lang === 'zh' ? '不使用优惠券' : 'Do not use a coupon').click();
      expect(await checkout.getByTestId('checkout-total').textContent()).toMatch(/60\.00/);
      await checkout.getByText(name).click();
      await checkout.getByTestId('checkout-pay').click();

      const dialog = page.getByTestId('payment-dialog');
      await dialog.getByTestId('payment-qr').waitFor();
      expect(await dialog.getByTestId('payment-amount').textContent()).toMatch(/48\.00/);
      await shot(page, `pay-coupon-${lang}-02-qr-dialog`);
      const payerUrl = await dialog.getByTestId('payment-link').getAttribute('href');
      const payer = await pages.newPage(browser, lang);
      await payer.goto(payerUrl!);
      expect(await payer.getByTestId('sandbox-amount').textContent()).toBe('¥48.00');
      await payer.getByTestId('sandbox-pay').click();
      await payer.getByTestId('sandbox-notified').waitFor();
      expect(await payer.getByTestId('sandbox-notified').textContent()).toMatch(/HTTP 200/);

      await dialog.locator('[data-testid="payment-status"][data-status="completed"]').waitFor();
      await dialog.getByTestId('payment-close').click();
      await page.getByTestId('member-center-tier').getByText('SVIP').waitFor();
      await shot(page, `pay-coupon-${lang}-03-svip`);

      // Renewing now: the coupon (used, and for new purchases) is not offered; straight to the QR dialog.
      await page.getByTestId('buy-superMember-1m').click();
      await page.getByTestId('payment-dialog').getByTestId('payment-qr').waitFor();
      expect(await page.getByTestId('checkout-dialog').count()).toBe(0);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
