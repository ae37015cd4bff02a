import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  badge,
  closeNoticePop,
  contextIn,
  input,
  launch,
  shot,
  signInPage,
  useLanguage,
} from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';

/**
 * A platform notice in Chromium: the administrator (Chinese interface) writes a notice with HTML
 * (a script in it is removed), publishes it in English; a user whose interface is English gets it
 * live (bell) and in the notice dialog after signing in; a user who reads notices in Chinese only
 * (chosen in the message settings) does not. The notice table warns before deleting.
 */
const suffix = Date.now().toString(36);
const TITLE = `系统维护 ${suffix}`;
const TITLE_EN = `Maintenance window ${suffix}`;

/** Waits until the published notice titled `title` has been delivered (its row counts the recipients). */
async function deliveryDone(title: string) {
  const token = (await adminTokens()).access_token;
  const recipients = async () => {
    const rows = await call<{ records: { title: string; recipients?: number }[] }>(
      '/api/cloud/notice/setting/query',
      { token, body: { title, status: 1 } },
    );
    return rows.body.data.records.find((r) => r.title === title)?.recipients ?? 0;
  };
  await expect.poll(recipients, { timeout: 240_000, interval: 500 }).toBeGreaterThan(0);
}

describe('platform notices in the browser', () => {
  let browser: Browser;
  let admin: Page;
  let english: Page;
  let chinese: Page;
  let englishId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const [en, zh] = [await registerUser(), await registerUser()];
    admin = await (await contextIn(browser, 'zh')).newPage();
    english = await (await contextIn(browser, 'en')).newPage();
    chinese = await (await contextIn(browser, 'en')).newPage();
    for (const page of [admin, english, chinese])
      page.on('pageerror', (e) => pageErrors.push(`${e.message}\n${e.stack}`));
    englishId = (await signIn(en.account, en.password)).user_id;
    await signInPage(english, en.account, en.password, { noticePop: 'keep' });
    await closeNoticePop(english);
    await signInPage(chinese, zh.account, zh.password, { noticePop: 'keep' });
    await closeNoticePop(chinese);
    await signInPage(admin, 'admin', inject('adminPassword'), { noticePop: 'keep' });
    await closeNoticePop(admin);
  });

  afterAll(async () => {
    await browser?.close();
    // Left published (a failed step), the notice would pop up for users of other test files.
    const token = (await adminTokens()).access_token;
    const live = await call<{ records: { id: string }[] }>('/api/cloud/notice/setting/query', {
      token,
      body: { title: suffix, status: 1 },
    });
    const ids = live.body.data.records.map((r) => r.id);
    if (ids.length) await call('/api/cloud/notice/setting/cancelPublishing', { token, body: { ids } });
  });

  it('lets a user choose to read platform notices in Chinese only', async () => {
    await chinese.getByTestId('notice-bell').getByRole('button').click();
    await chinese.getByTestId('notices-settings').click();
    await chinese.getByTestId('message-settings').waitFor();
    const english = chinese.getByTestId('notice-language-en').locator('input');
    const zh = chinese.getByTestId('notice-language-zh').locator('input');
    // An English interface reads notices in English until the user chooses.
    expect(await english.isChecked()).toBe(true);
    await english.uncheck();
    await chinese.getByTestId('message-settings-save').click();
    await chinese.getByText('Choose at least one notice language (zh, en).').waitFor();
    await zh.check();
    await shot(chinese, 'en-message-settings-languages');
    await chinese.getByTestId('message-settings-save').click();
    await chinese.getByText('Your message settings have been saved.').first().waitFor();
    await chinese.getByRole('button', { name: 'Close' }).first().click();
  });

  it('the administrator writes a notice; the table asks before deleting', async () => {
    await admin.getByTestId('platform-navigation').getByRole('link', { name: '公告管理' }).click();
    await admin.getByTestId('notice-table').waitFor();
    // Nothing selected: the bulk action is disabled and its tooltip says why (spec 3 §2's warning).
    expect(await admin.getByTestId('notice-delete').isDisabled()).toBe(true);
    await admin.getByTestId('notice-delete').hover();
    await admin.getByText('请至少选择一条数据').filter({ visible: true }).first().waitFor();
    await admin.getByTestId('notice-add').click();
    const form = admin.getByTestId('notice-form');
    await admin.getByTestId('notice-form-save').click();
    await form.getByText('请输入中文标题。').waitFor();
    await input(admin, 'notice-title').fill(TITLE);
    await input(admin, 'notice-title-en').fill(TITLE_EN);
    await form
      .getByTestId('notice-content')
      .locator('textarea')
      .fill('<p>周六 02:00 至 04:00 <b>暂停服务</b>。</p>');
    await form
      .getByTestId('notice-content-en')
      .locator('textarea')
      .fill('<p>Loopline is <b>offline</b> on Saturday 02:00–04:00.</p><script>alert("x")</script>');
    await form.getByText('预览').click();
    await shot(admin, 'zh-notice-form-preview');
    await admin.getByTestId('notice-form-save').click();
    await admin.getByText('新增成功。').first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('未发布').waitFor();
    await row.getByRole('checkbox').check();
    await admin.getByTestId('notice-delete').click();
    await admin.getByTestId('confirm-delete').getByText('确定删除选中的数据吗？').waitFor();
    await shot(admin, 'zh-notice-confirm-delete');
    await admin.getByTestId('confirm-delete').getByRole('button', { name: '取消' }).click();
    await row.waitFor();
  });

  it('publishes in English: the English reader’s bell rises live, the Chinese-only reader’s does not', async () => {
    const englishBefore = await badge(english);
    const chineseBefore = await badge(chinese);
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    await admin.getByTestId('notice-publish').click();
    const dialog = admin.getByTestId('publish-dialog');
    await dialog.getByTestId('publish-language').getByRole('button').click();
    await admin.getByRole('option', { name: 'English', exact: true }).click();
    await shot(admin, 'zh-notice-publish');
    await admin.getByTestId('publish-confirm').click();
    await admin.getByText('已发布，正在向用户发送公告。').first().waitFor();
    await row.getByText('已发布').waitFor();
    await shot(admin, 'zh-platform-notice');
    // Delivery goes through every user of the platform tenant (in a whole run, thousands, these two
    // among the last): once it is done, the English reader's bell has risen and the other's has not.
    await deliveryDone(TITLE);
    await expect.poll(() => badge(english)).toBe(englishBefore + 1);
    expect(await badge(chinese)).toBe(chineseBefore);
  }, 300_000);

  it('shows the English reader the notice dialog after signing in, first notice selected and read', async () => {
    await english.reload();
    const pop = english.getByTestId('notice-pop');
    await pop.waitFor();
    const item = pop.getByTestId('notice-pop-item').filter({ hasText: TITLE_EN });
    await item.waitFor();
    await item.click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    const html = pop.getByTestId('notice-html');
    await html.getByText('offline').waitFor();
    expect(await html.innerHTML()).not.toContain('script');
    expect(await pop.getByTestId('notice-pop-item').first().getAttribute('class')).toContain('selected');
    await shot(english, 'en-notice-pop');
    await english.getByTestId('notice-pop-close').click();
    await english.getByTestId('notice-bell').getByRole('button').click();
    const drawer = english.getByTestId('message-drawer');
    const notice = drawer.getByTestId('notice-item').filter({ hasText: TITLE_EN });
    expect(await notice.getAttribute('data-category')).toBe('19');
    expect(await notice.getAttribute('data-status')).toBe('1');
    await notice.getByTestId('notice-view-now').click();
    const preview = english.getByTestId('notice-preview');
    await preview.getByText('offline').waitFor();
    await shot(english, 'en-notice-preview');
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await english.keyboard.press('Escape');
  });

  it('keeps the notice from the Chinese-only reader', async () => {
    await chinese.reload();
    await chinese.getByTestId('top-navigation').waitFor();
    await chinese.waitForTimeout(1000);
    expect(await chinese.getByTestId('notice-pop-item').filter({ hasText: TITLE_EN }).count()).toBe(0);
    expect(await chinese.getByTestId('notice-pop-item').filter({ hasText: TITLE }).count()).toBe(0);
    await closeNoticePop(chinese);
    await chinese.getByTestId('notice-bell').getByRole('button').click();
    await chinese.getByTestId('notice-list').waitFor();
    await chinese.waitForTimeout(500);
    expect(await chinese.getByTestId('notice-item').filter({ hasText: TITLE_EN }).count()).toBe(0);
    const pop = await call<{ noticeId: string; titleEn: string }[]>(
      '/api/cloud/notice/setting/queryNoticePop',
      {
        token: (await adminTokens()).access_token,
      },
    );
    expect(pop.status).toBe(200);
  });

  it('shows the notice page in English, and cancelling publishing takes the notice back live', async () => {
    await useLanguage(admin, 'en');
    await closeNoticePop(admin);
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Published').waitFor();
    await shot(admin, 'en-platform-notice');
    const before = await badge(english);
    await row.getByRole('checkbox').check();
    await admin.getByTestId('notice-cancel-publish').click();
    await admin.getByText('Publishing cancelled.').first().waitFor();
    await row.getByText('Unpublished').waitFor();
    // The English reader had read it already: the count stays, the notice leaves the list.
    expect(await badge(english)).toBe(before);
    await english.getByTestId('notice-bell').getByRole('button').click();
    await english.getByTestId('notice-list').waitFor();
    await expect.poll(() => english.getByTestId('notice-item').filter({ hasText: TITLE_EN }).count()).toBe(0);
  });

  it('loads more on scrolling, marks all read, shows the empty state and the list failure', async () => {
    const { notify } =
      await functionsModule<typeof import('../../functions/src/notice/notify.ts')>('notice/notify');
    for (let i = 1; i <= 25; i++) await notify([englishId], 7, `Model ${i} of ${suffix} parsed`, `file-${i}`);
    await english.reload();
    await closeNoticePop(english);
    await expect.poll(() => badge(english)).toBeGreaterThanOrEqual(25);
    await english.getByTestId('notice-bell').getByRole('button').click();
    const list = english.getByTestId('notice-list');
    const items = list.getByTestId('notice-item').filter({ hasText: suffix });
    await expect.poll(() => items.count()).toBe(20);
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => items.count()).toBe(25);
    await english.getByTestId('notices-read-all').click();
    await english.getByText('All notices are marked as read.').first().waitFor();
    await expect.poll(() => badge(english)).toBe(0);
    expect(await list.getByTestId('notice-unread-dot').count()).toBe(0);
    await english.getByRole('tab', { name: 'Unread' }).click();
    await english.getByTestId('notices-empty').getByText('No unread messages').waitFor();
    await shot(english, 'en-message-drawer-empty');
    await english.route('**/api/cloud/notice/list', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":500,"success":false,"msg":"x","data":null}',
      }),
    );
    await english.getByRole('tab', { name: 'All' }).click();
    await list.getByText('Failed to fetch notice list').waitFor();
    await shot(english, 'en-message-drawer-failed');
    await english.unroute('**/api/cloud/notice/list');
    await list.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => items.count()).toBe(20);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
