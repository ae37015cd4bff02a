import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * Issue 18 item 5 in Chromium: a VIP bought through the local payment sandbox, the buyer asks for a
 * refund from the orders tab of /open-record, the administrator approves it on the back-office
 * refund page (Alipay's refund answers at once), and the buyer sees the order refunded and the
 * membership taken back. An order refunded in two parts shows each part (amount, state, refund
 * numbers) to the administrator and the buyer, and the buyer withdraws a request for the rest.
 */
const baseUrl = inject('baseUrl');

async function paidVip(account: string, password: string): Promise<string> {
  const tokens = await signIn(account, password);
  const start = await call<PaymentStart>('/api/blade-pay/alipay/nativePay', {
    token: tokens.access_token,
    body: { chargeId: 'member-1m' },
  });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
  return start.body.data.order.id;
}

describe('a refund from request to refunded', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (e) => pageErrors.push(`${e.message}\n${e.stack}`));
    return page;
  };

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`the buyer asks, the administrator approves, the membership is taken back (${lang})`, async () => {
      const user = await registerUser();
      const orderId = await paidVip(user.account, user.password);
      const page = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(page, user.account, user.password);

      await page.goto(`${baseUrl}/#/member-center`);
      await page.getByTestId('member-center-tier').getByText('VIP').waitFor();
      await page.goto(`${baseUrl}/#/open-record`);
      await page.getByTestId(`order-refund-request-${orderId}`).click();
      const dialog = page.getByTestId('refund-request-dialog');
      await dialog.getByTestId('refund-request-submit').click();
      // A reason is required, said before anything is sent.
      await dialog
        .getByText(lang === 'zh' ? '退款原因' : 'Reason')
        .first()
        .waitFor();
      await dialog
        .getByTestId('refund-request-reason')
        .locator('textarea')
        .fill(lang === 'zh' ? '误购，请退款' : 'Bought by mistake');
      await shot(page, `refund-${lang}-01-request`);
      await dialog.getByTestId('refund-request-submit').click();
      await page
        .getByTestId(`order-refund-${orderId}`)
        .getByText(lang === 'zh' ? '已申请退款' : 'Refund requested')
        .waitFor();
      await shot(page, `refund-${lang}-02-requested`);

      const admin = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin
        .getByTestId('platform-navigation')
        .getByRole('link', { name: lang === 'zh' ? '退款管理' : 'Refunds', exact: true })
        .click();
      const row = admin.getByTestId('admin-refunds').locator('tr', { hasText: orderId });
      await row.waitFor();
      await shot(admin, `refund-${lang}-03-admin-request`);
      await row.getByRole('button', { name: lang === 'zh' ? '同意' : 'Approve' }).click();
      await row.getByText(lang === 'zh' ? '退款成功' : 'Refunded').waitFor();
      await shot(admin, `refund-${lang}-04-admin-refunded`);
      // The administrator's own refund: an order number, an optional amount, a reason.
      await admin.getByTestId('refund-initiate-open').click();
      const initiate = admin.getByTestId('refund-initiate');
      await initiate.getByTestId('refund-initiate-submit').click();
      await initiate
        .getByText(lang === 'zh' ? '订单号' : 'Order number')
        .first()
        .waitFor();
      await shot(admin, `refund-${lang}-04b-admin-initiate`);
      await initiate.getByRole('button', { name: lang === 'zh' ? '取消' : 'Cancel' }).click();

      await page.reload();
      await page
        .getByTestId(`order-refund-${orderId}`)
        .getByText(lang === 'zh' ? '已退款' : 'Refunded')
        .waitFor();
      expect(await page.getByTestId(`order-refund-request-${orderId}`).count()).toBe(0);
      // The order's refund parts (here the one approved request), on demand.
      await page.getByTestId(`order-refund-${orderId}`).getByRole('button').click();
      await page
        .getByTestId(`refund-parts-${orderId}`)
        .locator('[data-state="refunded"]')
        .getByText(lang === 'zh' ? '退款成功' : 'Refunded')
        .waitFor();
      await shot(page, `refund-${lang}-05-refunded`);
      await page.goto(`${baseUrl}/#/member-center`);
      await page
        .getByTestId('member-center-tier')
        .getByText(lang === 'zh' ? '普通用户' : 'Free')
        .waitFor();
      await shot(page, `refund-${lang}-06-membership-taken-back`);
      expect(pageErrors).toEqual([]);
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`an order refunded in parts shows each part; the buyer withdraws a request (${lang})`, async () => {
      const zh = lang === 'zh';
      const user = await registerUser();
      const tokens = await signIn(user.account, user.password);
      const start = await call<PaymentStart>('/api/blade-pay/alipay/nativePay', {
        token: tokens.access_token,
        body: { chargeId: 'parse-50' },
      });
      expect(start.status, start.body.msg).toBe(200);
      const orderId = start.body.data.order.id;
      const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(paid.status).toBe(200);
      const adminTokens = await signIn('admin', inject('adminPassword'));
      // The first part through the API (Alipay answers at once), the second on the refund page.
      const first = await call('/api/blade-pay/order/refund', {
        token: adminTokens.access_token,
        body: { orderId, refundFen: 2000, reason: 'First part' },
      });
      expect(first.status, first.body.msg).toBe(200);

      const admin = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin
        .getByTestId('platform-navigation')
        .getByRole('link', { name: zh ? '退款管理' : 'Refunds', exact: true })
        .click();
      await admin.getByTestId('refund-initiate-open').click();
      const initiate = admin.getByTestId('refund-initiate');
      await initiate.getByTestId('refund-initiate-order').locator('input').fill(orderId);
      await initiate.getByTestId('refund-initiate-amount').locator('input').fill('10');
      await initiate
        .getByTestId('refund-initiate-reason')
        .locator('textarea')
        .fill(zh ? '第二部分' : 'Second part');
      await shot(admin, `refund-parts-${lang}-01-admin-second-part`);
      await initiate.getByTestId('refund-initiate-submit').click();
      const rows = admin.getByTestId('admin-refunds').locator('tbody tr', { hasText: orderId });
      await expect.poll(() => rows.count()).toBe(2);
      await rows
        .first()
        .getByRole('button', { name: zh ? '全部退款' : 'All refunds' })
        .click();
      const adminSummary = admin.getByTestId(`refund-parts-summary-${orderId}`);
      await adminSummary.getByText(/30\.00/).waitFor();
      await admin.getByTestId(`refund-parts-${orderId}`).locator('[data-state]').nth(1).waitFor();
      await shot(admin, `refund-parts-${lang}-02-admin-parts`);
      // The order's detail in the back office lists the same parts.
      await admin.goto(`${baseUrl}/#/platform/order/recharge`);
      await admin.getByTestId('orders-filter-no').locator('input').fill(orderId);
      await admin.getByTestId('orders-search').click();
      await admin.getByTestId(`order-detail-${orderId}`).click();
      const detail = admin.getByTestId('order-detail');
      await detail.getByText(zh ? '部分退款' : 'Partially refunded').waitFor();
      await expect
        .poll(() => detail.getByTestId(`refund-parts-${orderId}`).locator('[data-state]').count())
        .toBe(2);
      await shot(admin, `refund-parts-${lang}-02b-admin-order-detail`);

      const page = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(page, user.account, user.password);
      await page.goto(`${baseUrl}/#/open-record`);
      await page
        .getByTestId(`order-refunded-${orderId}`)
        .getByText(/30\.00/)
        .waitFor();
      const state = page.getByTestId(`order-refund-${orderId}`);
      await state.getByText(zh ? '部分退款' : 'Partially refunded').waitFor();
      await state.getByRole('button').click();
      const summary = page.getByTestId(`refund-parts-summary-${orderId}`);
      await summary.getByText(/20\.00/).waitFor();
      const parts = page.getByTestId(`refund-parts-${orderId}`).locator('[data-state]');
      await expect.poll(() => parts.count()).toBe(2);
      expect(
        await page.getByTestId(`refund-parts-${orderId}`).locator('[data-state="refunded"]').count(),
      ).toBe(2);
      await shot(page, `refund-parts-${lang}-03-buyer-parts`);
      await page.keyboard.press('Escape');

      // The buyer asks for the rest, then withdraws the request before anyone reviews it.
      await page.getByTestId(`order-refund-request-${orderId}`).click();
      const dialog = page.getByTestId('refund-request-dialog');
      await dialog
        .getByText(/20\.00/)
        .first()
        .waitFor();
      await dialog
        .getByTestId('refund-request-reason')
        .locator('textarea')
        .fill(zh ? '不再需要' : 'No longer needed');
      await dialog.getByTestId('refund-request-submit').click();
      await state.getByText(zh ? '已申请退款' : 'Refund requested').waitFor();
      await page.getByTestId(`order-refund-withdraw-${orderId}`).click();
      const confirm = page.getByTestId('refund-withdraw-dialog');
      await shot(page, `refund-parts-${lang}-04-withdraw-confirm`);
      await confirm.getByTestId('refund-withdraw-dialog-confirm').click();
      await state.getByText(zh ? '部分退款' : 'Partially refunded').waitFor();
      await page.getByTestId(`order-refund-request-${orderId}`).waitFor();
      await state.getByRole('button').click();
      await page.getByTestId(`refund-parts-${orderId}`).locator('[data-state="withdrawn"]').waitFor();
      await shot(page, `refund-parts-${lang}-05-withdrawn`);
      expect(pageErrors).toEqual([]);
    });
  }

  it('query-on-return: the payer page sends the browser back and the lost payment is found', async () => {
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    const start = await call<PaymentStart>('/api/blade-pay/alipay/pcPay', {
      token: tokens.access_token,
      body: { chargeId: 'member-1m' },
    });
    expect(start.status, start.body.msg).toBe(200);
    const payer = (await fetch(start.body.data.payUrl, { redirect: 'manual' })).headers.get('location')!;
    // Paid, but the notify never reaches the server.
    const paid = await fetch(`${payer}/pay?silent=1`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(((await paid.json()) as { statuses: number[] }).statuses).toEqual([]);
    const page = watch(await (await contextIn(browser, 'en')).newPage());
    await signInPage(page, user.account, user.password);
    await page.goto(`${baseUrl}/#/member-center?out_trade_no=${start.body.data.order.id}`);
    await page.getByTestId('member-center-tier').getByText('VIP').waitFor();
    await page.waitForFunction(() => !window.location.hash.includes('out_trade_no'));
    await shot(page, 'refund-en-07-return-query');
    expect(pageErrors).toEqual([]);
  });
});
