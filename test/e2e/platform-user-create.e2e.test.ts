import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD, signIn, uniqueAccount, uniquePhone } from '../support/client.ts';

/** Issue 19 item 2: an administrator creates a user from the platform users page, in English and Chinese. */
describe('creating a platform user in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let en: Page;
  let zh: Page;

  beforeAll(async () => {
    browser = await launch();
    en = await pages.newPage(browser, 'en');
    zh = await pages.newPage(browser, 'zh');
    await signInPage(en, 'admin', inject('adminPassword'));
    await signInPage(zh, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('refuses bad input with the sign-up messages, then creates a user who can sign in', async () => {
    for (const [page, lang, phoneMessage, accountMessage] of [
      [en, 'en', 'Please enter a valid phone number', 'Please enter the account.'],
      [zh, 'zh', '请输入正确的手机号', '请输入账号。'],
    ] as const) {
      await page.goto(`${inject('baseUrl')}/#/platform/user`);
      await page.getByTestId('create-user').click();
      const form = page.getByTestId('create-user-form');
      await form.waitFor();
      // The message under the Account field names that field, not the sign-up's "user name".
      await page.getByTestId('create-user-save').click();
      await expect.poll(() => form.textContent()).toContain(accountMessage);
      expect(await form.textContent()).not.toMatch(/user name|用户名/i);
      const account = uniqueAccount('ui');
      await page.getByTestId('create-user-account').locator('input').fill(account);
      await page.getByTestId('create-user-phone').locator('input').fill('123');
      await page.getByTestId('create-user-password').locator('input').fill(STRONG_PASSWORD);
      await page.getByTestId('create-user-save').click();
      await expect.poll(() => form.textContent()).toContain(phoneMessage);
      await shot(page, `${lang}-platform-user-create`);
      await page.getByTestId('create-user-phone').locator('input').fill(uniquePhone());
      await page.getByTestId('create-user-save').click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('platform-users-table').textContent()).toContain(account);
      expect((await signIn(account, STRONG_PASSWORD)).access_token).toBeTruthy();
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
