import { readFileSync } from 'node:fs';
import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, input, launch, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * Issue 18 item 6 in Chromium: a user with an order paid through the local payment sandbox requests
 * an invoice on /invoicing (the form checks as the server does), the administrator marks it done with
 * the PDF invoice on the back-office invoice page, and the user downloads that PDF from /open-record.
 */
const baseUrl = inject('baseUrl');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An order bought and paid through the sandbox, as pay.test.ts does. */
async function paidOrder(account: string, password: string): Promise<string> {
  const tokens = await signIn(account, password);
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token: tokens.access_token,
    body: { chargeId: 'parse-10' },
  });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
  return start.body.data.order.id;
}

describe('an invoice from request to download', () => {
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
    it(`requests, completes and downloads an invoice (${lang})`, async () => {
      const user = await registerUser();
      const orderId = await paidOrder(user.account, user.password);
      const page = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(page, user.account, user.password);

      await page.goto(`${baseUrl}/#/invoicing`);
      const row = page.getByTestId('invoice-orders').locator('tr', { hasText: orderId });
      await row.waitFor();
      await row.locator('input[type="checkbox"]').check({ force: true });
      await input(page, 'invoice-title').fill(
        lang === 'zh' ? '环线工程有限公司' : 'Loopline Engineering Ltd',
      );
      await input(page, 'invoice-taxpayerId').fill('91310000MA1FL1234X');
      await input(page, 'invoice-address').fill('x'.repeat(26));
      await input(page, 'invoice-email').fill('finance@example.com');
      await page.getByTestId('invoice-submit').click();
      // Checked before sending, with the server's message.
      await page
        .getByText(lang === 'zh' ? '地址最多 25 个字符。' : 'The address has at most 25 characters.')
        .waitFor();
      await shot(page, `invoice-${lang}-01-form-checked`);
      await input(page, 'invoice-address').fill(
        lang === 'zh' ? '上海市浦东新区 1 号' : '1 Century Ave, Shanghai',
      );
      await page.getByTestId('invoice-submit').click();

      const mine = page.getByTestId('invoices-table');
      await mine.getByText(lang === 'zh' ? '开票中' : 'Invoicing').waitFor();
      await shot(page, `invoice-${lang}-02-records-invoicing`);
      const own = await call<{ records: { id: string }[] }>('/api/cloud/invoice/list/own', {
        token: (await signIn(user.account, user.password)).access_token,
      });
      const invoiceId = own.body.data.records[0]!.id;

      const admin = watch(await (await contextIn(browser, lang)).newPage());
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin
        .getByTestId('platform-navigation')
        .getByRole('link', { name: lang === 'zh' ? '发票管理' : 'Invoices', exact: true })
        .click();
      await admin.getByTestId(`invoice-complete-${invoiceId}`).click();
      await admin.locator('input[type="file"]').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await shot(admin, `invoice-${lang}-03-admin-complete`);
      await admin.getByTestId('invoice-confirm-done').click();
      await admin
        .getByTestId(`invoice-status-${invoiceId}`)
        .getByText(lang === 'zh' ? '已开票' : 'Done')
        .waitFor();
      await shot(admin, `invoice-${lang}-04-admin-done`);

      await page.reload();
      const download = page.getByTestId(`invoice-download-${invoiceId}`);
      await download.waitFor();
      await shot(page, `invoice-${lang}-05-records-done`);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('invoice.pdf');
      expect(readFileSync((await file.path())!).equals(PDF)).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  }
});
