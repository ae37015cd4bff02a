import type { MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { baseUrl } from '../support/client.ts';
import { press, start, status } from '../support/payKinds.ts';
import { person } from '../support/projects.ts';

/**
 * Issue 18 in Chromium: a merged order paid twice whose duplicate's refund the provider refused shows
 * "Retry refund" in the back office's order detail; pressing it sends the refund again and the detail
 * then shows it refunded (zh and en).
 */
const pages = new PageSet();
let browser: Browser;

const knob = (path: string) => fetch(`${baseUrl()}/_local/pay${path}`, { method: 'POST' });

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await knob('/refunds/mode?next=succeed');
  await pages.closeAll();
  await browser?.close();
});

describe('retrying a refused duplicate refund in the order detail', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows the retry while failed and ends refunded (${lang})`, async () => {
      const who = await person();
      const res = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
      const { codes, order } = res.body.data;
      const code = (provider: string) => codes.find((c) => c.provider === provider)!.codeUrl;
      expect((await press(code('alipay'), 'pay')).statuses).toEqual([200]);
      await knob('/refunds/mode?next=fail');
      try {
        expect((await press(code('wxpay'), 'pay')).statuses).toEqual([200]);
        await expect.poll(async () => (await status(who, order.id)).duplicate?.refundStatus).toBe('failed');
      } finally {
        await knob('/refunds/mode?next=succeed');
      }

      const admin = await pages.newPage(browser, lang);
      await signInPage(admin, 'admin', inject('adminPassword'));
      await admin.goto(`${admin.url().split('#')[0]}#/platform/order/recharge`);
      await admin.getByTestId(`order-detail-${order.id}`).click();
      const detail = admin.getByTestId('order-detail');
      const retry = detail.getByTestId(`duplicate-retry-${order.id}`);
      await retry.waitFor();
      expect(await detail.getByTestId(`order-duplicate-${order.id}`).textContent()).toContain(
        lang === 'zh' ? '自动退款失败' : 'automatic refund failed',
      );
      await shot(admin, `pay-duplicate-retry-${lang}-01-failed`);
      await retry.click();
      await expect
        .poll(async () => detail.getByTestId(`order-duplicate-${order.id}`).textContent(), {
          timeout: 15_000,
        })
        .toMatch(lang === 'zh' ? /自动退款中|已自动退款/ : /being refunded|refunded automatically/);
      await shot(admin, `pay-duplicate-retry-${lang}-02-retried`);
      await expect.poll(async () => (await status(who, order.id)).duplicate?.refundStatus).toBe('refunded');
      // Opened again (after a reload), the detail reads the refund as finished, and offers no retry.
      await admin.reload();
      await admin.getByTestId(`order-detail-${order.id}`).click();
      await expect
        .poll(async () => admin.getByTestId(`order-duplicate-${order.id}`).textContent())
        .toContain(lang === 'zh' ? '已自动退款' : 'refunded automatically');
      expect(await admin.getByTestId(`duplicate-retry-${order.id}`).count()).toBe(0);
      await shot(admin, `pay-duplicate-retry-${lang}-03-refunded`);
      expect(pages.pageErrors).toEqual([]);
    });
  }
});
