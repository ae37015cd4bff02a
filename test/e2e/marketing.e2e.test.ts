import type { Coupon } from '@loopline/shared/contracts/coupon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, input, launch, shot, signInPage, useLanguage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * The marketing centre in Chromium (issue 18 item 7): the administrator (Chinese interface) is told
 * what is wrong with a coupon rule before it is sent, creates one, issues it to a user's phone and
 * sees it bound in the issued coupons; then creates a promotion and starts, pauses and resumes it.
 * The three pages are shot in Chinese and English.
 */
const suffix = Date.now().toString(36).slice(-5);
const RULE = `新人礼券 ${suffix}`;
const EVENT = `春季推广 ${suffix}`;

describe('the marketing centre in the browser', () => {
  let browser: Browser;
  let admin: Page;
  let buyer: Awaited<ReturnType<typeof registerUser>>;
  const pageErrors: string[] = [];

  const row = (table: string, text: string) => admin.getByTestId(table).locator('tr', { hasText: text });
  const nav = (label: string) =>
    admin.getByTestId('platform-navigation').getByRole('link', { name: label, exact: true }).click();

  beforeAll(async () => {
    browser = await launch();
    buyer = await registerUser();
    admin = await (await contextIn(browser, 'zh')).newPage();
    admin.on('pageerror', (e) => pageErrors.push(`${e.message}\n${e.stack}`));
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a coupon rule, checking it as the server does', async () => {
    await nav('优惠券规则');
    await admin.getByTestId('rule-table').waitFor();
    await admin.getByTestId('rule-add').click();
    await input(admin, 'rule-name').fill(
      '这是一个超过三十个字符的优惠券名称，用来检查长度限制是否生效了吗？',
    );
    await input(admin, 'rule-value').fill('1000');
    await admin.getByTestId('rule-save').click();
    await admin.getByText('优惠券名称最多 30 个字符。').waitFor();
    await admin.getByText('面值须为不超过 999 的正整数。').waitFor();
    await shot(admin, 'zh-marketing-rule-form-errors');
    await input(admin, 'rule-name').fill(RULE);
    await input(admin, 'rule-value').fill('20');
    await input(admin, 'rule-count').fill('50');
    await admin.getByTestId('rule-form').getByText('领取后天数', { exact: true }).click();
    await input(admin, 'rule-days').fill('30');
    await admin.getByTestId('rule-save').click();
    await admin.getByText('优惠券规则已新增。').first().waitFor();
    await row('rule-table', RULE).waitFor();
    expect(await row('rule-table', RULE).textContent()).toContain('减 ¥20');
  });

  it('issues the rule to a user’s phone, and the coupon shows bound to them', async () => {
    await row('rule-table', RULE).locator('input[type=checkbox]').check();
    await admin.getByTestId('rule-issue').click();
    await admin.getByTestId('issue-phones').locator('textarea').fill(`${buyer.phone}\n12345`);
    await admin.getByTestId('issue-submit').click();
    await admin.getByTestId('issue-outcome').waitFor();
    expect(await admin.getByTestId('issue-outcome').textContent()).toContain('已绑定用户 1 张');
    await admin.getByTestId('error-log').waitFor();
    await shot(admin, 'zh-marketing-issue');
    await admin.getByTestId('issue-dialog').getByRole('button', { name: '关闭' }).last().click();

    await nav('已发放优惠券');
    await row('coupon-table', buyer.account).waitFor();
    expect(await row('coupon-table', buyer.account).textContent()).toContain('已绑定');
    await shot(admin, 'zh-marketing-coupons');

    const token = (await signIn(buyer.account, buyer.password)).access_token;
    const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token });
    expect(mine.body.data.map((c) => [c.name, c.state, c.used])).toEqual([[RULE, 'bound', false]]);
  });

  it('creates an activity, starts, pauses and resumes it', async () => {
    await nav('活动管理');
    await admin.getByTestId('event-table').waitFor();
    await admin.getByTestId('event-add').click();
    await input(admin, 'event-name').fill(EVENT);
    await input(admin, 'event-redirect').fill('ftp://example.com');
    await admin.getByTestId('event-save').click();
    await admin.getByText('跳转地址必须以 http:// 或 https:// 开头。').waitFor();
    await input(admin, 'event-redirect').fill('https://example.com/spring');
    await admin.getByTestId('event-save').click();
    await admin.getByText('活动已新增。').first().waitFor();
    const line = row('event-table', EVENT);
    await line.getByText('未开始').waitFor();
    // Start, pause and finish act on the selected rows: disabled until one is picked.
    for (const action of ['event-start', 'event-pause', 'event-finish', 'event-delete']) {
      expect(await admin.getByTestId(action).isDisabled()).toBe(true);
    }

    await line.locator('input[type=checkbox]').check();
    expect(await admin.getByTestId('event-start').isDisabled()).toBe(false);
    await admin.getByTestId('event-start').click();
    await line.getByText('进行中').waitFor();
    // A reload drops the selection (it belongs to the load it was made on): pick the row again.
    await line.locator('input[type=checkbox]').check();
    await admin.getByTestId('event-pause').click();
    await line.getByText('已暂停').waitFor();
    await line.locator('input[type=checkbox]').check();
    expect(await admin.getByTestId('event-start').textContent()).toBe('恢复');
    await shot(admin, 'zh-marketing-events');
    await admin.getByTestId('event-start').click();
    await admin.getByText('活动已开始。').first().waitFor();
    await line.getByText('进行中').waitFor();
  });

  it('shows the three pages in English', async () => {
    await useLanguage(admin, 'en');
    await nav('Coupon rules');
    await row('rule-table', RULE).waitFor();
    expect(await row('rule-table', RULE).textContent()).toContain('¥20 off');
    await shot(admin, 'en-marketing-rules');
    await row('rule-table', RULE).locator('input[type=checkbox]').check();
    await admin.getByTestId('rule-edit').click();
    await admin.getByTestId('rule-form').waitFor();
    await shot(admin, 'en-marketing-rule-form');
    await admin.getByTestId('rule-form').getByRole('button', { name: 'Cancel' }).click();
    await nav('Issued coupons');
    await row('coupon-table', buyer.account).getByText('Bound').waitFor();
    await shot(admin, 'en-marketing-coupons');
    await nav('Activities');
    await row('event-table', EVENT).getByText('Started').waitFor();
    await shot(admin, 'en-marketing-events');
    await useLanguage(admin, 'zh');
    await nav('优惠券规则');
    await shot(admin, 'zh-marketing-rules');
    expect(pageErrors).toEqual([]);
  });
});
