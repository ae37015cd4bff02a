import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { Browser } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { person } from '../support/projects.ts';

/**
 * Issue 18's back-office rows in Chromium, zh and en: the price list's directories (rename), filters
 * and publishing; the orders' remark, deletion of an order nobody paid and the xlsx export; the
 * recharge proportion pies; the Alipay settings' remove button.
 */
const baseUrl = inject('baseUrl');

async function order(token: string, pay: boolean): Promise<string> {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token,
    body: { chargeId: 'parse-10' },
  });
  expect(start.status, start.body.msg).toBe(200);
  if (pay) {
    const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(paid.status).toBe(200);
  }
  return start.body.data.order.id;
}

/** A cancelled order placed two days ago: past the notify window, so the back office may delete it. */
async function oldCancelledOrder(token: string): Promise<string> {
  const id = await order(token, false);
  expect((await call(`/api/blade-pay/order/cancel?orderId=${id}`, { token, body: {} })).status).toBe(200);
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `ORDER#${id}`, sk: 'META' },
      UpdateExpression: 'SET createTime = :t',
      ExpressionAttributeValues: { ':t': new Date(Date.now() - 2 * 86_400_000).toISOString() },
    }),
  );
  return id;
}

describe('the back-office rows of issue 18', () => {
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
    it(`renames a directory, filters and publishes items (${lang})`, async () => {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/personal-price`);
      const dirs = page.getByTestId('charge-dirs');
      await dirs
        .getByText(lang === 'zh' ? '扩容包' : 'Storage expansion', { exact: true })
        .first()
        .waitFor();
      await page.getByTestId('charge-dir-edit-parse').click();
      const name = input(page, 'charge-dir-name');
      const before = await name.inputValue();
      await name.fill(`${before}+`);
      await page.getByTestId('charge-dir-save').click();
      await dirs.getByText(`${before}+`, { exact: true }).waitFor();
      await shot(page, `pay-rows-${lang}-01-price-directories`);
      await page.getByTestId('charge-dir-edit-parse').click();
      await input(page, 'charge-dir-name').fill(before);
      await page.getByTestId('charge-dir-save').click();
      await dirs.getByText(`${before}+`).waitFor({ state: 'detached' });

      // Off sale and back: the filter shows it among the unpublished.
      const list = page.getByTestId('price-list');
      const offSale = lang === 'zh' ? '未上架' : 'Not on sale';
      const row = list.locator('tr', { has: page.getByTestId('charge-publish-parse-100') });
      await page.getByTestId('charge-publish-parse-100').click();
      await row.getByText(offSale, { exact: true }).waitFor();
      await page.getByTestId('charge-filter-published').locator('button').first().click();
      await page.getByRole('option', { name: offSale }).click();
      await page.getByTestId('charge-search').click();
      await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
      await list.locator('tbody tr').getByTestId('charge-publish-parse-100').waitFor();
      await shot(page, `pay-rows-${lang}-02-price-off-sale`);
      await page.getByTestId('charge-publish-parse-100').click();
      await page.getByTestId('charge-publish-parse-100').waitFor({ state: 'detached' });
      expect(pages.pageErrors).toEqual([]);
    });

    it(`deletes an order nobody paid, keeps a remark and exports the orders (${lang})`, async () => {
      const user = await person();
      const token = user.tokens.access_token;
      const paid = await order(token, true);
      const old = await oldCancelledOrder(token);

      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/order/recharge`);
      const orders = page.getByTestId('admin-orders');
      await orders.locator('tbody tr').first().waitFor();
      await input(page, 'orders-filter-user').fill(user.userId);
      await page.getByTestId('orders-search').click();
      await expect.poll(() => orders.locator('tbody tr').count()).toBe(2);
      const paidRow = orders.locator('tr', { hasText: paid });
      const oldRow = orders.locator('tr', { hasText: old });
      expect(await paidRow.locator('input[type="checkbox"]').isDisabled()).toBe(true);
      await oldRow.locator('input[type="checkbox"]').check();
      await shot(page, `pay-rows-${lang}-03-orders-selected`);

      const download = page.waitForEvent('download');
      await page.getByTestId('orders-export').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(
        `${lang === 'zh' ? '订单' : 'Orders'} ${new Date().toISOString().slice(0, 10)}.xlsx`,
      );
      const rows = await readSheet(readFileSync(await file.path()));
      expect(rows.map((r) => r[0]).sort()).toEqual(
        [lang === 'zh' ? '订单号' : 'Order no.', paid, old].sort(),
      );

      await page.getByTestId('orders-remove').click();
      await page.getByTestId('orders-remove-dialog-confirm').click();
      await oldRow.waitFor({ state: 'detached' });

      await page.getByTestId(`order-detail-${paid}`).click();
      await page.getByTestId('order-remark').locator('textarea').fill(`${lang} remark`);
      await page.getByTestId('order-remark-save').click();
      await expect.poll(() => page.getByTestId('order-remark-save').isDisabled()).toBe(true);
      await shot(page, `pay-rows-${lang}-04-order-remark`);
      expect(pages.pageErrors).toEqual([]);
    });

    it(`draws the recharge proportion and offers removing the Alipay settings (${lang})`, async () => {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}/#/platform/order/index`);
      await page.getByTestId('recharge-kind-chart').locator('svg').first().waitFor();
      await page.getByTestId('recharge-amount-chart').locator('svg').first().waitFor();
      await shot(page, `pay-rows-${lang}-05-recharge-proportion`);

      await page.goto(`${baseUrl}/#/platform/plugin/pay/aliconfig`);
      await page.getByTestId('pay-config-remove-alipay').click();
      const confirm = page.getByTestId('pay-config-remove');
      await confirm.getByText(lang === 'zh' ? '删除支付宝配置' : 'Remove the Alipay settings').waitFor();
      await shot(page, `pay-rows-${lang}-06-aliconfig-remove`);
      await page.getByTestId('pay-config-remove-cancel').click();
      await confirm.waitFor({ state: 'detached' });
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
