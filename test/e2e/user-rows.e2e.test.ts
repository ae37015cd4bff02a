import type { Page as DataPage } from '@loopline/shared';
import type { TeamMember } from '@loopline/shared/contracts/team';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import {
  call,
  passwordSignIn,
  STRONG_PASSWORD,
  signIn,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { createProject, grantMembership, joinTeam, person } from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

/** Issue 19: the blade-user unlock, the upload history and renaming a team member, in English and Chinese. */
describe('user rows in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('unlocks a locked user from the platform users page, and lists the day’s uploads', async () => {
    const admin = await adminTokens();
    const uploader = await person();
    const { projectId } = await createProject(uploader);
    await upload(uploader, { projectId }, 'ui-history.txt', bytesOf(512, 3));
    for (const lang of ['en', 'zh'] as const) {
      const page: Page = await pages.newPage(browser, lang);
      await signInPage(page, 'admin', inject('adminPassword'));
      const account = uniqueAccount('lk');
      const made = await call('/api/cloud/platformUser/submit', {
        token: admin.access_token,
        body: { account, phone: uniquePhone(), password: STRONG_PASSWORD },
      });
      expect(made.status).toBe(200);
      for (let i = 0; i < 5; i++) await passwordSignIn(account, 'Wrong1234!');
      expect((await passwordSignIn(account, STRONG_PASSWORD)).status).toBe(429);

      await page.goto(`${inject('baseUrl')}/#/platform/user`);
      const table = page.getByTestId('platform-users-table');
      await table.locator('input[type="search"]').first().fill(account);
      await page.getByTestId(`user-unlock-${account}`).click();
      await page.getByTestId('user-unlock-confirm').waitFor();
      await shot(page, `${lang}-platform-user-unlock`);
      await page.getByTestId('user-unlock-confirm-confirm').click();
      await page.getByTestId('user-unlock-confirm').waitFor({ state: 'detached' });
      expect((await signIn(account, STRONG_PASSWORD)).access_token).toBeTruthy();
      // A guest account needs the initial password; this tenant has none, so the server says which parameter.
      await page.getByTestId('guest-user-open').click();
      const guest = page.getByTestId('guest-user');
      await guest.waitFor();
      await page.getByTestId('guest-user-account').locator('input').fill(uniqueAccount('gu'));
      await page.getByTestId('guest-user-phone').locator('input').fill('12');
      await page.getByTestId('guest-user-save').click();
      await expect.poll(() => guest.textContent()).toContain(lang === 'en' ? 'valid phone number' : '手机号');
      await page.getByTestId('guest-user-phone').locator('input').fill(uniquePhone());
      await page.getByTestId('guest-user-save').click();
      await expect.poll(() => page.locator('body').textContent()).toContain('account.initPassword');
      await shot(page, `${lang}-platform-user-guest`);
      await page.keyboard.press('Escape');
      await guest.waitFor({ state: 'detached' });

      await page.goto(`${inject('baseUrl')}/#/platform/doc-statistics`);
      const history = page.getByTestId('file-history-table');
      await history.locator('input[type="search"]').first().fill(uploader.account);
      await expect.poll(() => history.textContent()).toContain('ui-history.txt');
      await history.scrollIntoViewIfNeeded();
      await shot(page, `${lang}-file-history`);
    }
    expect(pages.pageErrors).toEqual([]);
  });

  it('lets a team owner rename a member within the team', async () => {
    const owner = await person();
    const member = await person();
    await grantMembership(owner.userId);
    await joinTeam(owner, [member]);
    for (const [lang, name] of [
      ['en', 'Member One'],
      ['zh', '成员一'],
    ] as const) {
      const page: Page = await pages.newPage(browser, lang);
      await signInPage(page, owner.account, STRONG_PASSWORD);
      await page.goto(`${inject('baseUrl')}/#/myTeam/index`);
      await page.getByTestId(`rename-member-${member.account}`).click();
      const dialog = page.getByTestId('rename-member');
      await dialog.waitFor();
      await page.getByTestId('rename-member-name').locator('input').fill(name);
      await shot(page, `${lang}-team-rename-member`);
      await page.getByTestId('rename-member-save').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('team-members').textContent()).toContain(name);
      const members = await call<DataPage<TeamMember>>('/api/cloud/team/myMembers?current=1&size=10', {
        token: owner.tokens.access_token,
      });
      expect(members.body.data.records.find((m) => m.account === member.account)?.memberName).toBe(name);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
