import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, signIn } from '../support/client.ts';

/**
 * The first five minutes of collaboration (issue 15): the seeded colleague sees the Demo plant
 * project with the rights its group was given; demo, its creator, sees that group in the permission
 * dialog and may invite; "Activate membership" leads to the membership page, not a 404; a platform
 * administrator sets a user's tier and validity.
 */
const baseUrl = inject('baseUrl');
const pages = new PageSet();
let browser: Browser;

const nameOf = (page: Page, name: string) =>
  page.locator(`[data-testid="entry-name"][data-entry-name="${name}"]`);
const row = (page: Page, name: string) =>
  page.locator('tr, li').filter({ has: page.locator(`[data-entry-name="${name}"]`) });

async function openDemoPlant(page: Page) {
  await page.goto(`${baseUrl}/#/myproject/all`);
  await page
    .getByTestId('project-card')
    .filter({ hasText: 'Demo plant' })
    .getByTestId('project-card-name')
    .click();
  await page.getByTestId('file-manager').waitFor();
  await nameOf(page, 'Drawings').waitFor();
}

async function openRootFolder(page: Page, name: string) {
  await nameOf(page, name).getByRole('link').click();
  await page.getByTestId('file-path-current').getByText(name).waitFor();
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('collaboration in the seeded demo', () => {
  it('shows the colleague the Demo plant project with the rights of their group', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, 'colleague', inject('colleaguePassword'));
    await openDemoPlant(page);
    await nameOf(page, 'Documents').waitFor();
    await shot(page, 'collaboration-en-01-colleague-project');

    // Drawings: the group may upload and create folders there.
    await openRootFolder(page, 'Drawings');
    await nameOf(page, 'P-101 pump layout.svg').waitFor();
    await page.getByTestId('file-action-new-folder').waitFor();
    await shot(page, 'collaboration-en-02-colleague-drawings');

    // Documents: view only.
    await openDemoPlant(page);
    await openRootFolder(page, 'Documents');
    await nameOf(page, 'Readme.txt').waitFor();
    expect(await page.getByTestId('file-action-new-folder').count()).toBe(0);
    await shot(page, 'collaboration-en-03-colleague-documents');
    expect(pages.pageErrors).toEqual([]);
  });

  it('shows demo the colleague’s group in the permission dialog, and demo may invite', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, 'demo', inject('demoPassword'));
    await openDemoPlant(page);
    await row(page, 'Drawings').locator('input[type="checkbox"]').check();
    await page.getByTestId('file-action-more').click();
    await page.getByRole('menuitem', { name: '权限' }).click();
    const grid = page.getByTestId('permission-grid');
    await grid.waitFor();
    await grid.getByText('Design review').waitFor();
    await shot(page, 'collaboration-zh-04-demo-permissions');
    expect(pages.pageErrors).toEqual([]);

    // The membership includes collaboration: inviting is not refused with ActivateMembership.
    const tokens = await signIn('demo', inject('demoPassword'));
    const invited = await call('/api/cloud/team/inviteMembers', {
      token: tokens.access_token,
      body: [{ phone: '13800000002' }],
    });
    expect(invited.status, invited.body.msg).toBe(200);
  });

  it('opens the membership page from "Activate membership", in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, 'demo', inject('demoPassword'));
      await page.goto(`${baseUrl}/#/member-center?paymentType=expansion`);
      // paymentType=expansion opens the storage packs (issue 18).
      await page.getByTestId('catalogue-storage').waitFor();
      expect(await page.getByTestId('catalogue-storage').textContent()).toMatch(
        lang === 'zh' ? /扩容包/ : /GB expansion/,
      );
      expect(await page.getByTestId('member-center-tier').textContent()).toBe('VIP');
      await page.getByTestId('tier-comparison').waitFor();
      await shot(page, `collaboration-${lang}-05-member-center`);
    }
    expect(pages.pageErrors).toEqual([]);
  });

  it('lets a platform administrator set a user’s tier and validity', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/#/platform/user/index`);
    await input(page, 'user-tier-account').fill('colleague');
    await page.getByTestId('user-tier-find').click();
    await expect.poll(() => page.getByTestId('user-tier-current').textContent()).toBe('Free');
    await page.getByTestId('user-tier-select').click();
    await page.getByRole('option', { name: 'SVIP' }).click();
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await input(page, 'user-tier-date').fill(until.replaceAll('-', '/'));
    await shot(page, 'collaboration-en-06-admin-tier');
    await page.getByTestId('user-tier-save').click();
    await expect
      .poll(() => page.getByTestId('user-tier-current').textContent())
      .toMatch(/^SVIP · \d{4}-\d{2}-\d{2}$/);
    await shot(page, 'collaboration-en-07-admin-tier-saved');

    // Back to the free tier, as the seed left it.
    await page.getByTestId('user-tier-select').click();
    await page.getByRole('option', { name: 'Free' }).click();
    await page.getByTestId('user-tier-save').click();
    await expect.poll(() => page.getByTestId('user-tier-current').textContent()).toBe('Free');

    const zh = await pages.newPage(browser, 'zh');
    await signInPage(zh, 'admin', inject('adminPassword'));
    await zh.goto(`${baseUrl}/#/platform/user/index`);
    await input(zh, 'user-tier-account').fill('demo');
    await zh.getByTestId('user-tier-find').click();
    await expect.poll(() => zh.getByTestId('user-tier-current').textContent()).toMatch(/^VIP · /);
    await shot(zh, 'collaboration-zh-08-admin-tier');
    expect(pages.pageErrors).toEqual([]);
  });
});
