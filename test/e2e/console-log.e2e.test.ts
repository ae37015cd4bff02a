import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, settleAuditLogs } from '../support/client.ts';
import { createProject, type Person, person } from '../support/projects.ts';

/**
 * The whitelist import (each row's result, then the import log) and the access history, in Chromium,
 * in English and Chinese: the administrator imports a sheet and sees what became of each row; a user
 * opens a project and the administrator finds the access, removes it, and clears the files' tab; the
 * file and user statistics pages.
 */
const prefix = `18${String(Date.now() % 1e6).padStart(6, '0')}`;

async function openPage(page: Page, path: string, testId: string) {
  await page.goto(`${inject('baseUrl')}/#${path}`);
  await page.getByTestId(testId).waitFor();
}

describe('whitelist import and access history in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let en: Page;
  let zh: Page;
  let visitor: Person;
  let projectName: string;

  beforeAll(async () => {
    browser = await launch();
    en = await pages.newPage(browser, 'en');
    zh = await pages.newPage(browser, 'zh');
    await signInPage(en, 'admin', inject('adminPassword'));
    await signInPage(zh, 'admin', inject('adminPassword'));
    visitor = await person();
    projectName = `Visited ${Date.now().toString(36)}`;
    const { projectId } = await createProject(visitor, projectName);
    const opened = await call(`/api/cloud/project/user/${projectId}/${visitor.userId}`, {
      token: visitor.tokens.access_token,
    });
    expect(opened.status).toBe(200);
    // The access leaves the request path as a log line: stored before the table first loads it.
    await settleAuditLogs();
  });

  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });

  it('imports a whitelist sheet and shows each row’s result, in English and Chinese', async () => {
    const sheet = await writeXlsxFile(
      [
        [{ value: 'Phone' }, { value: 'Remark' }],
        [{ value: `${prefix}1` }, { value: 'sales' }],
        [{ value: `${prefix}1` }, { value: 'again' }],
        [{ value: '13x' }, { value: 'bad' }],
      ],
      {},
    ).toBuffer();
    for (const [page, lang, summary] of [
      [en, 'en', '1 added, 2 skipped'],
      [zh, 'zh', '新增 0 条，跳过 3 条'],
    ] as const) {
      await openPage(page, '/platform/whiteList', 'whitelist-table');
      await page.getByTestId('whitelist-import-file').setInputFiles({
        name: 'whitelist.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(sheet),
      });
      await expect.poll(() => page.getByTestId('whitelist-import-summary').textContent()).toContain(summary);
      await shot(page, `${lang}-whitelist-import-result`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('whitelist-import-log').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        lang === 'en'
          ? /^Whitelist import log \d{4}-\d{2}-\d{2}\.xlsx$/
          : /^白名单导入日志 \d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      await page.keyboard.press('Escape');
    }
    await shot(en, 'en-whitelist-after-import');
  });

  it('lists a project access and removes it, in English and Chinese', async () => {
    await openPage(zh, '/platform/access-history', 'access-table');
    await zh.getByTestId('access-table').getByText(projectName).first().waitFor();
    await shot(zh, 'zh-access-history');
    await openPage(en, '/platform/access-history', 'access-table');
    const row = en.getByTestId('access-table').locator('tr').filter({ hasText: projectName });
    await row.first().waitFor();
    await shot(en, 'en-access-history');
    await row.first().locator('input[type=checkbox]').check();
    await en.getByTestId('access-delete').click();
    await en.getByTestId('confirm-delete-ok').click();
    await expect.poll(() => row.count()).toBe(0);
    await en.getByTestId('access-type').getByText('Files').click();
    await en.getByTestId('access-clear').click();
    await shot(en, 'en-access-history-clear');
    await en.getByTestId('access-clear-dialog-confirm').click();
    await en.getByTestId('access-clear-dialog').waitFor({ state: 'hidden' });
    expect(pages.pageErrors).toEqual([]);
  });

  it('shows the file and user statistics pages from the counters, in English and Chinese', async () => {
    for (const [page, lang] of [
      [en, 'en'],
      [zh, 'zh'],
    ] as const) {
      await openPage(page, '/platform/doc-statistics', 'doc-stats-totals');
      await expect.poll(() => page.getByTestId('doc-stats-totals').textContent()).toMatch(/\d/);
      await shot(page, `${lang}-doc-statistics`);
      await openPage(page, '/platform/platform-statistics', 'user-stats-totals');
      await expect.poll(() => page.getByTestId('user-stats-totals').textContent()).toMatch(/\d/);
      await shot(page, `${lang}-platform-statistics`);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
