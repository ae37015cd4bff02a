import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExampleFile } from '@loopline/shared/contracts/exampleFile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * Example files (issue 19 item 10) in Chromium: the administrator uploads a file on
 * /platform/example-file and publishes it (rename is then disabled); a user finds it, read-only, in
 * the sample project tab of My projects and views it, in zh and en.
 */
const FILE = `sample-${Date.now().toString(36).slice(-5)}.txt`;
const TEXT = 'Loopline sample: pumps, pipes and valves.';

describe('example files in the browser', () => {
  let browser: Browser;
  let admin: Page;
  const pageErrors: string[] = [];
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  beforeAll(async () => {
    browser = await launch();
    admin = await (await contextIn(browser, 'zh')).newPage();
    admin.on('pageerror', (e) => pageErrors.push(e.message));
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    const token = (await signIn('admin', inject('adminPassword'))).access_token;
    const list = await call<{ records: ExampleFile[] }>(
      `/api/cloud/exampleFile/list?size=1000&fileName=${FILE}`,
      {
        token,
      },
    );
    const ids = list.body.data.records.map((f) => f.id);
    if (ids.length) await call('/api/cloud/exampleFile/remove', { token, body: { ids } });
    await browser?.close();
  });

  it('the administrator publishes a file, which a user then sees read-only in the sample project', async () => {
    const path = join(tmpdir(), FILE);
    writeFileSync(path, TEXT);
    await admin.goto(`${inject('baseUrl')}/#/platform/example-file`);
    await admin.getByTestId('example-table').waitFor();
    await admin.getByTestId('example-file-input').setInputFiles(path);
    await admin.getByText('上传成功').first().waitFor();
    await row(admin, FILE).getByText('未发布').waitFor();
    await row(admin, FILE).locator('input[type="checkbox"]').check();
    expect(await admin.getByTestId('example-edit').isEnabled()).toBe(true);
    await admin.getByTestId('example-publish').click();
    await admin.getByText('发布成功').first().waitFor();
    await row(admin, FILE).getByText('已发布').waitFor();
    // Published: rename is no longer offered (the server refuses it too).
    await row(admin, FILE).locator('input[type="checkbox"]').check();
    expect(await admin.getByTestId('example-edit').isDisabled()).toBe(true);
    await shot(admin, 'zh-platform-example-files');
    const adminEn = await (await contextIn(browser, 'en')).newPage();
    adminEn.on('pageerror', (e) => pageErrors.push(e.message));
    await signInPage(adminEn, 'admin', inject('adminPassword'));
    await adminEn.goto(`${inject('baseUrl')}/#/platform/example-file`);
    await row(adminEn, FILE).getByText('Published').waitFor();
    await shot(adminEn, 'en-platform-example-files');
    await adminEn.context().close();

    const person = await registerUser();
    for (const lang of ['en', 'zh'] as const) {
      const page = await (await contextIn(browser, lang)).newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await signInPage(page, person.account, person.password);
      await page.goto(`${inject('baseUrl')}/#/myproject/sample`);
      const table = page.getByTestId('sample-table');
      await table.waitFor();
      await row(page, FILE).waitFor();
      // Read-only: the row offers viewing and nothing else.
      expect(await row(page, FILE).getByRole('button').count()).toBe(1);
      await shot(page, `${lang}-sample-project`);
      const popup = page.waitForEvent('popup');
      await row(page, FILE).getByRole('button').click();
      const viewer = await popup;
      await viewer.waitForURL(/^blob:/);
      expect(await viewer.locator('body').textContent()).toContain(TEXT);
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });
});
