import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch, shot, signInPage, useLanguage } from '../support/browser.ts';
import { createProject, type Person, person } from '../support/projects.ts';

/**
 * Issue 19 in Chromium: the administrator disables a project from the back office's project list and
 * enables it again, then reads the login log's statistics, behaviour and online tabs; shot in zh and en.
 */
const NAME = `运维项目 ${Date.now().toString(36).slice(-5)}`;

describe('the back office projects and login log', () => {
  let browser: Browser;
  let admin: Page;
  let owner: Person;
  const pageErrors: string[] = [];
  const nav = (label: string) =>
    admin.getByTestId('platform-navigation').getByRole('link', { name: label, exact: true }).click();
  const row = () => admin.getByTestId('platform-project-table').locator('tr', { hasText: NAME });

  beforeAll(async () => {
    browser = await launch();
    owner = await person();
    await createProject(owner, NAME);
    admin = await (await contextIn(browser, 'zh')).newPage();
    admin.on('pageerror', (e) => pageErrors.push(`${e.message}\n${e.stack}`));
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('disables a project after confirming, and enables it again', async () => {
    await nav('项目管理');
    await admin.getByTestId('platform-project-name').locator('input').fill(NAME);
    await row().waitFor();
    await row().getByRole('button', { name: '禁用' }).click();
    await admin.getByTestId('platform-project-disable').getByRole('button', { name: '禁用' }).click();
    await admin.getByText('项目状态已修改。').first().waitFor();
    // The row's action turns to Enable once the list has refetched (Disable was both action and, after, status).
    await row().getByRole('button', { name: '启用' }).waitFor();
    expect(await row().textContent()).toContain('禁用');
    await shot(admin, 'zh-platform-projects');
    await row().getByRole('button', { name: '启用' }).click();
    await row().getByText('正常', { exact: true }).waitFor();
  });

  it('shows the login log in Chinese and English', async () => {
    await nav('登录日志');
    await admin.getByTestId('login-stats-chart').waitFor();
    await admin.getByText('每日登录').waitFor();
    await shot(admin, 'zh-platform-login-stats');
    await admin.getByRole('tab', { name: '登录行为' }).click();
    await admin
      .getByTestId('login-behavior-table')
      .locator('tr', { hasText: owner.account })
      .first()
      .waitFor();
    await shot(admin, 'zh-platform-login-behavior');
    await nav('统计分析');
    await admin.getByTestId('stats-activity-chart').waitFor();
    await admin.getByText('上传模型格式分布').waitFor();
    await shot(admin, 'zh-platform-statistics');
    await nav('登录日志');

    await useLanguage(admin, 'en');
    await admin.getByText('Sign-ins per day').waitFor();
    await shot(admin, 'en-platform-login-stats');
    await admin.getByRole('tab', { name: 'Online' }).click();
    await admin.getByTestId('login-online-table').locator('tr', { hasText: owner.account }).first().waitFor();
    await shot(admin, 'en-platform-login-online');
    await nav('Statistics');
    await admin.getByTestId('stats-users-chart').waitFor();
    await admin.getByText('Uploaded models by size').waitFor();
    await admin.getByText('Uploaded models by size').scrollIntoViewIfNeeded();
    await shot(admin, 'en-platform-statistics-models');
    await admin.getByText('Totals for the range').scrollIntoViewIfNeeded();
    await shot(admin, 'en-platform-statistics');
    await nav('Projects');
    await admin.getByTestId('platform-project-name').locator('input').fill(NAME);
    await row().getByText('Normal', { exact: true }).waitFor();
    await shot(admin, 'en-platform-projects');
    expect(pageErrors).toEqual([]);
  });
});
