import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { registerUser, settleAuditLogs } from '../support/client.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * The platform console in Chromium (issue 19): the administrator (English) makes a role, gives it to
 * a colleague and grants it the sensitive-word menu and API scope; the colleague (Chinese) sees just
 * that menu and adds a sensitive word; a user's project named with the word is refused; the
 * administrator exports the operation log and reads the colleague's change back from the file.
 */
const ALIAS = `e2e_${Date.now().toString(36)}`;
const WORD = `禁词${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });

describe('platform console in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let admin: Page;
  let colleague: Person;

  beforeAll(async () => {
    browser = await launch();
    colleague = await person();
    admin = await pages.newPage(browser, 'en');
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('makes a role, gives it to a colleague and grants it the sensitive-word menu', async () => {
    await admin.getByTestId('platform-navigation').getByRole('link', { name: 'Roles' }).click();
    await admin.getByTestId('roles-table').waitFor();
    await admin.getByTestId('role-add').click();
    await input(admin, 'role-name').fill('Content reviewer');
    await input(admin, 'role-alias').fill(ALIAS);
    await shot(admin, 'en-console-role-form');
    await admin.getByTestId('role-form-save').click();
    await toast(admin, 'Added').waitFor();
    const row = admin.getByTestId('roles-table').locator('tr').filter({ hasText: ALIAS });
    await row.waitFor();

    await row.getByRole('button', { name: 'Assign to users' }).click();
    await admin.getByRole('dialog').locator('input').fill(colleague.userId);
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(admin, 'Permissions saved').waitFor();

    await admin.getByTestId(`role-grant-${ALIAS}`).click();
    const dialog = admin.getByTestId('grant-dialog');
    await dialog.getByTestId('grant-menu-sensitive').waitFor();
    await dialog.getByTestId('grant-menu-sensitive').locator('input').check();
    await dialog.getByTestId('grant-scope-sensitiveWord').locator('input').check();
    await shot(admin, 'en-console-role-grant');
    await admin.getByTestId('grant-save').click();
    await toast(admin, 'Updated').waitFor();
    await shot(admin, 'en-console-roles');
  });

  it('shows the colleague only the granted menu, where they add a sensitive word', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, colleague.account, 'Pass1234!');
    const nav = page.getByTestId('platform-navigation');
    await nav.getByRole('link', { name: '敏感词' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.not.arrayContaining(['角色管理', '意见反馈']),
    );
    await shot(page, 'zh-console-granted-menu');
    await nav.getByRole('link', { name: '敏感词' }).click();
    await page.getByTestId('sensitive-table').waitFor();
    await page.getByTestId('word-add').click();
    await page.getByTestId('word-input').locator('textarea').fill(`${WORD} 有空格`);
    await page.getByTestId('word-form-save').click();
    await page.getByTestId('word-form').getByText('敏感词不能包含空格').waitFor();
    await page.getByTestId('word-input').locator('textarea').fill(WORD);
    await page.getByTestId('word-form-save').click();
    await toast(page, '新增成功').waitFor();
    await page.getByTestId('sensitive-table').getByText(WORD).waitFor();
    await shot(page, 'zh-console-sensitive');
  });

  let user: { account: string; password: string };
  let userPage: Page;

  it('refuses a project named with the word, without naming the word', async () => {
    user = await registerUser();
    const page = await pages.newPage(browser, 'zh');
    userPage = page;
    await signInPage(page, user.account, user.password);
    await page.goto(`${inject('baseUrl')}/#/myproject/all`);
    await page.getByTestId('project-create').click();
    await input(page, 'project-name').fill(`管道${WORD}项目`);
    await page.getByTestId('project-form').getByTestId('project-form-submit').click();
    await page.getByTestId('project-form').getByText('项目名称包含不允许的内容，请修改后重试。').waitFor();
    expect(await page.getByTestId('project-form').textContent()).not.toContain(WORD.slice(2));
    await shot(page, 'zh-console-sensitive-refused');
  });

  it('disables the user, who is signed out at once and cannot sign in', async () => {
    await userPage.getByTestId('project-form').getByRole('button', { name: '取消' }).click();
    await admin.getByTestId('platform-navigation').getByRole('link', { name: 'Platform users' }).click();
    const table = admin.getByTestId('platform-users-table');
    await table.getByRole('searchbox').fill(user.account);
    await admin.getByTestId(`user-status-${user.account}`).click();
    await admin.getByTestId('status-dialog').getByText('Disabled').click();
    await shot(admin, 'en-console-user-status');
    await admin.getByTestId('status-dialog-ok').click();
    await toast(admin, 'Updated').waitFor();
    await table.locator('tr').filter({ hasText: user.account }).getByText('Disabled').waitFor();
    await shot(admin, 'en-console-platform-users');
    // The user's open page is told and sent to the sign-in page.
    await toast(userPage, '该账号已被停用，请联系管理员。').waitFor();
    await userPage.getByTestId('login-submit').waitFor();
    await shot(userPage, 'zh-console-disabled-signed-out');
    await input(userPage, 'login-account').fill(user.account);
    await input(userPage, 'login-password').fill(user.password);
    const image = userPage.getByTestId('captcha-image');
    const key = await image.getAttribute('data-captcha-key');
    const answer = (await (await fetch(`${inject('baseUrl')}/_local/captcha/${key}`)).json()) as {
      data: { answer: string };
    };
    await input(userPage, 'login-captcha').fill(answer.data.answer);
    await userPage.getByTestId('login-submit').click();
    await userPage.getByText('该账号已被停用，请联系管理员。').first().waitFor();
  });

  it('exports the operation log and reads the colleague’s change back', async () => {
    // The change reaches the log as a log line, off the request path: stored before the table loads.
    await settleAuditLogs();
    await admin.getByTestId('platform-navigation').getByRole('link', { name: 'Operation log' }).click();
    await admin.getByTestId('oplog-table').waitFor();
    await input(admin, 'oplog-account').fill(colleague.account);
    await admin
      .getByTestId('oplog-table')
      .getByText('Add sensitive words', { exact: false })
      .first()
      .waitFor();
    await shot(admin, 'en-console-operation-log');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('oplog-export').click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`Operation log ${today}.xlsx`);
    const rows = await readSheet(readFileSync((await download.path())!));
    expect(rows[0]).toEqual([
      'Project',
      'Account',
      'IP address',
      'Operating system',
      'Module',
      'Operation',
      'Start time',
      'End time',
    ]);
    const change = rows.find((r) => String(r[5]).startsWith('Add sensitive words'));
    expect(change?.[1]).toBe(colleague.account);
    expect(change?.[4]).toBe('cloud/sensitiveWord');
    expect(pages.pageErrors).toEqual([]);
  });

  it('shows the operation log content in Chinese after switching the language (no reload)', async () => {
    await admin.getByTestId('language-menu').click();
    await admin.getByRole('menuitem', { name: '中文' }).click();
    const table = admin.getByTestId('oplog-table');
    await table.getByText('新增敏感词', { exact: false }).first().waitFor();
    expect(await table.getByText('Add sensitive words', { exact: false }).count()).toBe(0);
    await shot(admin, 'zh-console-operation-log');
    expect(pages.pageErrors).toEqual([]);
  });
});
