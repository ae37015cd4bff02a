import { readFileSync } from 'node:fs';
import type { Coupon, CouponRule } from '@loopline/shared/contracts/coupon';
import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { Browser } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * Issue 18 screens in Chromium, zh and en: the user's capacity tab (packs bought, balances), the back
 * office's orders (filter by order number, details), recharge management (statistics charts and the
 * recharge records) and the invoice xlsx export.
 */
const baseUrl = inject('baseUrl');

async function buy(token: string, chargeId: string): Promise<string> {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', { token, body: { chargeId } });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
  return start.body.data.order.id;
}

describe('the order screens', () => {
  let browser: Browser;
  const pages = new PageSet();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`shows capacity, orders, recharge statistics and exports invoices (${lang})`, async () => {
      const user = await registerUser();
      const token = (await signIn(user.account, user.password)).access_token;
      const parse = await buy(token, 'parse-10');
      const storage = await buy(token, 'storage-50g');

      const mine = await pages.newPage(browser, lang);
      await signInPage(mine, user.account, user.password);
      await mine.goto(`${baseUrl}/#/open-record?tab=capacity`);
      const packs = mine.getByTestId('capacity-packs');
      await packs.locator('tr', { hasText: parse }).waitFor();
      await packs.locator('tr', { hasText: storage }).waitFor();
      await mine.getByTestId('capacity-parses').getByText(/\d+/).waitFor();
      await shot(mine, `pay-screens-${lang}-01-capacity`);

      const admin = await pages.newPage(browser, lang);
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin.goto(`${baseUrl}/#/platform/order/recharge`);
      const orders = admin.getByTestId('admin-orders');
      await orders.locator('tbody tr').first().waitFor();
      await input(admin, 'orders-filter-no').fill(parse);
      await admin.getByTestId('orders-search').click();
      await orders.locator('tr', { hasText: parse }).waitFor();
      await expect.poll(() => orders.locator('tbody tr').count()).toBe(1);
      await shot(admin, `pay-screens-${lang}-02-orders-filtered`);
      await admin.getByTestId(`order-detail-${parse}`).click();
      const detail = admin.getByTestId('order-detail');
      await detail.getByText(user.account, { exact: false }).waitFor();
      await shot(admin, `pay-screens-${lang}-03-order-detail`);
      await admin.keyboard.press('Escape');

      await admin.goto(`${baseUrl}/#/platform/order/index`);
      await admin.getByTestId('recharge-kind-chart').locator('svg').first().waitFor();
      await admin.getByTestId('recharge-trend-chart').locator('svg').first().waitFor();
      const records = admin.getByTestId('recharge-orders');
      await records.locator('tr', { hasText: storage }).waitFor();
      expect(await records.getByText(lang === 'zh' ? '购买' : 'Buy', { exact: true }).count()).toBe(0);
      await shot(admin, `pay-screens-${lang}-04-recharge`);

      const invoice = await call('/api/cloud/invoice/save', {
        token,
        body: {
          titleType: 'personal',
          invoiceType: 'general',
          title: 'Screens Person',
          email: 'screens@example.com',
          orderIds: [parse],
        },
      });
      expect(invoice.status, invoice.body.msg).toBe(200);
      await admin.goto(`${baseUrl}/#/platform/order/invoice`);
      await admin.getByTestId('admin-invoices').locator('tbody tr').first().waitFor();
      await admin.getByTestId('invoice-export').getByRole('button').click();
      await shot(admin, `pay-screens-${lang}-05-invoice-export`);
      // The menu opens on "all invoices"; the next item is "invoicing".
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        (async () => {
          await admin.keyboard.press('ArrowDown');
          await admin.keyboard.press('Enter');
        })(),
      ]);
      expect(download.suggestedFilename()).toMatch(lang === 'zh' ? /^发票 .*\.xlsx$/ : /^Invoices .*\.xlsx$/);
      const rows = await readSheet(readFileSync((await download.path())!));
      expect(rows[0]![0]).toBe(lang === 'zh' ? '发票编号' : 'Invoice no.');
      expect(rows.some((r) => r.includes(user.account))).toBe(true);
      expect(pages.pageErrors).toEqual([]);
    });
  }
  for (const lang of ['en', 'zh'] as const) {
    it(`lists the user's coupons by standing: usable, used, expired or voided (${lang})`, async () => {
      const admin = (await signIn('admin', inject('adminPassword'))).access_token;
      const user = await registerUser();
      const token = (await signIn(user.account, user.password)).access_token;
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const saved = await call<CouponRule>('/api/cloud/coupon-rule/save', {
        token: admin,
        body: {
          name: `Screens ${lang} ${Date.now() % 100000}`,
          type: 'amount',
          value: 5,
          scope: 'general',
          scenario: 'new',
          validityType: 'range',
          validFrom: day(-1),
          validTo: day(30),
          count: 10,
        },
      });
      expect(saved.status, saved.body.msg).toBe(200);
      const issued = await call('/api/cloud/coupon/issue', {
        token: admin,
        method: 'PUT',
        body: { ruleId: saved.body.data.id, phones: [user.phone], perUser: 2 },
      });
      expect(issued.status, issued.body.msg).toBe(200);
      const held = (await call<Coupon[]>('/api/cloud/coupon/list', { token })).body.data;
      expect(held).toHaveLength(2);
      const voided = await call(`/api/cloud/coupon/cancel/${held[0]!.id}`, { token: admin, method: 'PUT' });
      expect(voided.status, voided.body.msg).toBe(200);

      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${baseUrl}/#/member-center`);
      await page.getByTestId('member-center-coupons').click();
      const table = page.getByTestId('my-coupons');
      await table.getByText(saved.body.data.name).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(1);
      await shot(page, `pay-screens-${lang}-06-my-coupons`);
      await page
        .getByTestId('my-coupons-show')
        .getByText(lang === 'zh' ? '已过期或已作废' : 'Expired or voided')
        .click();
      await table
        .locator('tbody')
        .getByText(lang === 'zh' ? '已作废' : 'Voided', { exact: true })
        .waitFor();
      await shot(page, `pay-screens-${lang}-07-my-coupons-voided`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
