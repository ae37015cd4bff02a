import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage } from '../support/browser.ts';

/**
 * The organisation and menu screens in Chromium (issue 19 item 7): the administrator builds a
 * department tree (a department and one below it), adds a menu and sees it in the side navigation at
 * once, then removes it and it leaves the navigation; the screens are looked at in English and Chinese.
 */
const STAMP = Date.now().toString(36);
const DEPT = `Design ${STAMP}`;
const CHILD = `Piping ${STAMP}`;
const MENU = `Reports ${STAMP}`;
const toast = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });

describe('departments and menus in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let admin: Page;

  beforeAll(async () => {
    browser = await launch();
    admin = await pages.newPage(browser, 'en');
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('builds a department tree', async () => {
    const nav = admin.getByTestId('platform-navigation');
    await nav.getByRole('link', { name: 'Departments' }).click();
    const tree = admin.getByTestId('dept-tree');
    await tree.waitFor();
    // Under the built-in department: a department, then one below it.
    await tree.getByTestId('dept-tree-child-1').click();
    await input(admin, 'dept-form-deptName').fill(DEPT);
    await input(admin, 'dept-form-fullName').fill(`${DEPT} department`);
    await shot(admin, 'en-org-dept-form');
    await admin.getByTestId('dept-form-save').click();
    await toast(admin, 'Added').waitFor();
    const row = tree.locator('tr').filter({ hasText: DEPT }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Add below' }).click();
    await input(admin, 'dept-form-deptName').fill(CHILD);
    await input(admin, 'dept-form-fullName').fill(`${CHILD} team`);
    await admin.getByTestId('dept-form-save').click();
    await tree.locator('tr').filter({ hasText: CHILD }).waitFor();
    // The child sits one level deeper than its parent.
    const level = async (name: string) =>
      Number(await tree.locator('tr').filter({ hasText: name }).first().getAttribute('aria-level'));
    expect(await level(CHILD)).toBe((await level(DEPT)) + 1);
    await shot(admin, 'en-org-dept-tree');
  });

  it('adds a menu that shows in the side navigation at once, and removes it', async () => {
    const nav = admin.getByTestId('platform-navigation');
    await nav.getByRole('link', { name: 'Menus', exact: true }).click();
    const tree = admin.getByTestId('menu-tree');
    await tree.waitFor();
    await tree.getByTestId('menu-tree-child-system').click();
    await input(admin, 'menu-form-code').fill(`reports_${STAMP}`);
    await input(admin, 'menu-form-name').fill(`报表${STAMP}`);
    await input(admin, 'menu-form-nameEn').fill(MENU);
    await input(admin, 'menu-form-path').fill('/platform/log');
    await input(admin, 'menu-form-sort').fill('99');
    await shot(admin, 'en-org-menu-form');
    await admin.getByTestId('menu-form-save').click();
    await toast(admin, 'Added').waitFor();
    await nav.getByRole('link', { name: MENU }).waitFor();
    await shot(admin, 'en-org-menu-in-navigation');
    await nav.getByRole('link', { name: MENU }).click();
    await admin.getByText('Operation log').first().waitFor();

    await nav.getByRole('link', { name: 'Menus', exact: true }).click();
    const row = tree.locator('tr').filter({ hasText: MENU });
    await row.getByRole('button', { name: 'Delete' }).click();
    await admin.getByTestId('confirm-delete-ok').click();
    await toast(admin, 'Deleted').waitFor();
    await expect.poll(() => nav.getByRole('link', { name: MENU }).count()).toBe(0);
  });

  it('shows the organisation screens in Chinese', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, 'admin', inject('adminPassword'));
    const nav = page.getByTestId('platform-navigation');
    await nav.getByRole('link', { name: '机构管理' }).click();
    await page.getByTestId('dept-tree').locator('tr').filter({ hasText: CHILD }).waitFor();
    await shot(page, 'zh-org-dept-tree');
    await nav.getByRole('link', { name: '菜单管理' }).click();
    await page.getByTestId('menu-tree').waitFor();
    await shot(page, 'zh-org-menus');
    await page.getByRole('tab', { name: '顶部菜单' }).click();
    await page.getByTestId('top-menu-table').waitFor();
    await shot(page, 'zh-org-top-menus');
    await nav.getByRole('link', { name: '岗位管理' }).click();
    await page.getByTestId('post-table').waitFor();
    await shot(page, 'zh-org-posts');
    await nav.getByRole('link', { name: '行政区划' }).click();
    await page.getByTestId('region-table').waitFor();
    await shot(page, 'zh-org-regions');
    for (const [name, testId, file] of [
      ['租户管理', 'tenant-table', 'zh-org-tenants'],
      ['租户套餐', 'package-table', 'zh-org-packages'],
      ['应用管理', 'client-table', 'zh-org-clients'],
      ['短信配置', 'sms-table', 'zh-org-sms'],
      ['对象存储配置', 'oss-table', 'zh-org-oss'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.getByTestId(testId).waitFor();
      await shot(page, file);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
