import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { badge, contextIn, input, launch, shot, signInPage, useLanguage } from '../support/browser.ts';
import { call, registerUser } from '../support/client.ts';
import { solidPng } from '../support/images.ts';

/**
 * The feedback round trip in Chromium: a user (Chinese interface) submits feedback with a picture;
 * an administrator (English interface) replies from a reply template; the user's bell count rises
 * live; "view now" opens the user's feedback, where the user comments; the administrator sees the
 * comment and exports the feedback. Screens in zh and en go to test/e2e/screenshots/.
 */
const TEXT = `大型模型上传到 99% 时卡住 ${Date.now().toString(36)}`;
const TEMPLATE = `Thanks for telling us. Fixed in 1.4.2 (${Date.now().toString(36)}).`;

describe('feedback round trip in the browser', () => {
  let browser: Browser;
  let userContext: BrowserContext;
  let adminContext: BrowserContext;
  let user: Page;
  let admin: Page;
  let account: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const person = await registerUser();
    account = person.account;
    userContext = await contextIn(browser, 'zh');
    adminContext = await contextIn(browser, 'en');
    user = await userContext.newPage();
    admin = await adminContext.newPage();
    for (const page of [user, admin]) page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInPage(user, person.account, person.password);
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses an incomplete form, then submits feedback with a picture', async () => {
    await user.getByTestId('user-menu').click();
    await user.getByRole('menuitem', { name: '提交反馈' }).click();
    const dialog = user.getByTestId('submit-feedback');
    await dialog.waitFor();
    await dialog.getByTestId('feedback-text').locator('textarea').fill('卡');
    await input(user, 'feedback-email').fill('not-an-email');
    await user.getByTestId('feedback-form-submit').click();
    await dialog.getByText('反馈内容须为 3 到 600 个字符。').waitFor();
    await dialog.getByText('请选择紧急程度。').waitFor();
    await dialog.getByText('请输入正确的邮箱地址。').waitFor();
    await shot(user, 'zh-feedback-submit-errors');

    await dialog.getByTestId('feedback-text').locator('textarea').fill(TEXT);
    await dialog.getByTestId('feedback-urgency').getByRole('button').click();
    await user.getByRole('option', { name: '紧急', exact: true }).click();
    await input(user, 'feedback-email').fill('user@example.com');
    await dialog
      .getByTestId('feedback-pictures')
      .locator('input[type=file]')
      .setInputFiles({ name: 'stall.png', mimeType: 'image/png', buffer: solidPng(320, 200, [200, 60, 40]) });
    await dialog.getByText('stall.png').waitFor();
    await shot(user, 'zh-feedback-submit');
    await user.getByTestId('feedback-form-submit').click();
    await user.getByText('感谢您的反馈，已提交成功！').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the feedback under "my feedback", not received yet and without a comment box', async () => {
    await user.getByTestId('user-menu').click();
    await user.getByRole('menuitem', { name: '我的反馈' }).click();
    const item = user.getByTestId('my-feedback-item').filter({ hasText: TEXT });
    await item.waitFor();
    expect(await item.getByTestId('my-feedback-status').textContent()).toBe('未回复');
    expect(await item.getByTestId('comment-box').count()).toBe(0);
    await expect
      .poll(() =>
        item.getByTestId('my-feedback-picture').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(320);
    await shot(user, 'zh-my-feedback-waiting');
    await user.getByTestId('my-feedback').getByRole('button', { name: '关闭' }).last().click();
  });

  it('lets the administrator reply from a template, and the user’s bell rises live', async () => {
    await admin.getByTestId('platform-navigation').getByRole('link', { name: 'Feedback' }).click();
    const row = admin.getByRole('row').filter({ hasText: account });
    await row.waitFor();
    await shot(admin, 'en-platform-feedback');
    const before = await badge(user);
    await row.getByTestId('feedback-reply').click();
    const dialog = admin.getByTestId('reply-dialog');
    await dialog.getByText(TEXT).waitFor();
    await dialog.getByTestId('reply-send').click();
    await dialog.getByText('Please enter the reply.').waitFor();
    await dialog.getByTestId('reply-text').locator('textarea').fill(TEMPLATE);
    await dialog.getByTestId('reply-save-template').click();
    await admin.getByText('The reply template has been saved.').first().waitFor();
    await dialog.getByTestId('reply-text').locator('textarea').fill('');
    await dialog
      .getByTestId('reply-template')
      .filter({ hasText: TEMPLATE })
      .getByTestId('reply-use-template')
      .click();
    expect(await dialog.getByTestId('reply-text').locator('textarea').inputValue()).toBe(TEMPLATE);
    await shot(admin, 'en-feedback-reply');
    await dialog.getByTestId('reply-send').click();
    await admin.getByText('The reply has been sent.').first().waitFor();
    await expect.poll(() => badge(user), { timeout: 10_000 }).toBe(before + 1);
    await row.getByText('Reply received').waitFor();
  });

  it('"view now" opens the user’s feedback with the reply, where the user comments', async () => {
    const before = await badge(user);
    await user.getByTestId('notice-bell').getByRole('button').click();
    const drawer = user.getByTestId('message-drawer');
    const notice = drawer
      .getByTestId('notice-item')
      .filter({ hasText: TEXT.slice(0, 10) })
      .first();
    await notice.waitFor();
    expect(await notice.getAttribute('data-category')).toBe('18');
    expect(await notice.getByTestId('notice-unread-dot').count()).toBe(1);
    // The drawer is 400 px wide, on the right.
    // Polled: the drawer slides in.
    await expect.poll(() => drawer.boundingBox()).toMatchObject({ x: 1360 - 400, width: 400 });
    await shot(user, 'zh-message-drawer');
    await notice.getByTestId('notice-view-now').click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => badge(user)).toBe(before - 1);

    const item = user.getByTestId('my-feedback-item').filter({ hasText: TEXT });
    await item.getByTestId('thread-reply').getByText(TEMPLATE).waitFor();
    // The dialog is 714 px wide.
    const frame = user.getByTestId('my-feedback').locator('[class*="awsui_dialog_"]');
    // The computed width, not the box: the dialog opens with a scale animation.
    expect(await frame.evaluate((el) => getComputedStyle(el).width)).toBe('714px');
    expect(await item.getByTestId('my-feedback-status').textContent()).toBe('已回复');
    expect(await item.getAttribute('class')).toContain('ll-fb--focused');
    const box = item.getByTestId('comment-box');
    await box.getByRole('button', { name: '发送' }).click();
    await user.getByText('请输入您的评论').first().waitFor();
    await shot(user, 'zh-my-feedback-replied');
    await box.locator('textarea').fill('更新到 1.4.2 后可以了，谢谢！');
    await box.getByRole('button', { name: '发送' }).click();
    await user.getByText('评论已发送。').first().waitFor();
    await item.getByTestId('thread-comment').getByText('更新到 1.4.2 后可以了，谢谢！').waitFor();
    expect(await item.getByTestId('comment-box').count()).toBe(0);
    expect(await item.getByTestId('my-feedback-status').textContent()).toBe('未回复');
    await shot(user, 'zh-my-feedback-commented');
    await user.getByTestId('my-feedback').getByRole('button', { name: '关闭' }).last().click();
  });

  it('shows the administrator the thread and exports the feedback as a dated xlsx', async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    const row = admin.getByRole('row').filter({ hasText: account });
    await row.getByText('No reply yet').waitFor();
    await row.getByTestId('feedback-view').click();
    const detail = admin.getByTestId('feedback-detail');
    await detail.getByTestId('detail-comment').getByText('更新到 1.4.2 后可以了，谢谢！').waitFor();
    await expect
      .poll(() => detail.getByTestId('detail-picture').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    await shot(admin, 'en-feedback-detail');
    await detail.getByRole('button', { name: 'Close' }).last().click();

    const downloading = admin.waitForEvent('download');
    await admin.getByTestId('feedback-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Feedback ${new Date().toISOString().slice(0, 10)}.xlsx`);
    const sheets = await readXlsxFile(readFileSync((await download.path())!));
    const rows = sheets[0]!.data;
    const mine = rows.find((r) => r[1] === TEXT)!;
    expect(mine.slice(0, 5)).toEqual([account, TEXT, 'Urgent', 'user@example.com', 'web']);
    expect(String(mine[8])).toContain(TEMPLATE);
  });

  it('keeps delete disabled without a selection, saying why', async () => {
    expect(await admin.getByTestId('feedback-delete').isDisabled()).toBe(true);
    await admin.getByTestId('feedback-delete').hover();
    await admin.getByText('Select at least one row').filter({ visible: true }).first().waitFor();
  });

  it('shows the same screens in the other language', async () => {
    await useLanguage(user, 'en');
    await user.getByTestId('notice-bell').getByRole('button').click();
    await user.getByTestId('message-drawer').getByTestId('notice-item').first().waitFor();
    await shot(user, 'en-message-drawer');
    await user.getByTestId('notices-settings').click();
    await user.getByTestId('message-settings').waitFor();
    await shot(user, 'en-message-settings');
    await user.getByRole('button', { name: 'Close' }).first().click();
    await user.getByTestId('user-menu').click();
    await user.getByRole('menuitem', { name: 'My feedback' }).click();
    await user.getByTestId('my-feedback-item').filter({ hasText: TEXT }).waitFor();
    await shot(user, 'en-my-feedback');
    await user.getByTestId('my-feedback').getByRole('button', { name: 'Close' }).last().click();
    await user.getByTestId('user-menu').click();
    await user.getByRole('menuitem', { name: 'Submit feedback' }).click();
    await user.getByTestId('submit-feedback').waitFor();
    await shot(user, 'en-feedback-submit');

    await useLanguage(admin, 'zh');
    await admin.getByRole('row').filter({ hasText: account }).waitFor();
    await shot(admin, 'zh-platform-feedback');
    await admin.getByRole('row').filter({ hasText: account }).getByTestId('feedback-view').click();
    await admin.getByTestId('feedback-detail').getByTestId('detail-reply').first().waitFor();
    await shot(admin, 'zh-feedback-detail');
  });

  it('kept the API consistent with what the screens showed', async () => {
    const admins = await call<{ records: { feedback: string; replyStatus: number }[] }>(
      '/api/cloud/feedback/list',
      {
        token: (await import('../support/notices.ts').then((m) => m.adminTokens())).access_token,
        body: { keyword: TEXT },
      },
    );
    expect(admins.body.data.records).toEqual([expect.objectContaining({ feedback: TEXT, replyStatus: 0 })]);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
