import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginBackground } from '@loopline/shared/contracts/settings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch, shot, signInPage } from '../support/browser.ts';
import { call, signIn } from '../support/client.ts';
import { solidPng } from '../support/images.ts';

/**
 * Login background (issue 19 item 8) in Chromium: the administrator uploads an image on
 * /platform/setting and activates it; a signed-out visitor's sign-in page then shows it, in zh and en.
 */
const suffix = Date.now().toString(36).slice(-5);
const FILE = `bg-${suffix}.png`;

describe('the login background in the browser', () => {
  let browser: Browser;
  let admin: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    admin = await (await contextIn(browser, 'zh')).newPage();
    admin.on('pageerror', (e) => pageErrors.push(e.message));
    await signInPage(admin, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    const token = (await signIn('admin', inject('adminPassword'))).access_token;
    const list = await call<LoginBackground[]>('/api/cloud/system/bg/list', { token });
    const ours = list.body.data.find((b) => b.fileName === FILE);
    if (ours) await call('/api/cloud/system/bg/clean', { token, body: { id: ours.id } });
    await browser?.close();
  });

  it('uploads and activates a background, which the sign-in page then shows', async () => {
    const image = solidPng(192, 108, [200, 60, 40]);
    const path = join(tmpdir(), FILE);
    writeFileSync(path, image);
    await admin.goto(`${inject('baseUrl')}/#/platform/setting`);
    await admin.getByTestId('bg-table').waitFor();
    await admin.locator('input[type="file"]').setInputFiles(path);
    await admin.getByTestId('bg-upload').click();
    await admin.getByText('上传成功').first().waitFor();
    await admin.getByTestId(`bg-activate-${FILE}`).click();
    await admin.getByText('已启用').first().waitFor();
    await shot(admin, 'zh-platform-login-background');

    const served = await fetch(`${inject('baseUrl')}/api/cloud/system/bg/background`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    for (const lang of ['zh', 'en'] as const) {
      const visitor = await (await contextIn(browser, lang)).newPage();
      visitor.on('pageerror', (e) => pageErrors.push(e.message));
      const loaded = visitor.waitForResponse((r) => r.url().endsWith('/api/cloud/system/bg/background'));
      await visitor.goto(`${inject('baseUrl')}/#/client_login`);
      const page = visitor.getByTestId('login-page');
      await page.waitFor();
      const response = await loaded;
      expect(response.status()).toBe(200);
      expect(Buffer.from(await response.body()).equals(image)).toBe(true);
      const style = await page.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(style).toContain('/api/cloud/system/bg/background');
      await shot(visitor, `${lang}-login-with-background`);
      await visitor.context().close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('shows the parameter, dictionary and whitelist pages in zh and en', async () => {
    const pages = [
      ['system/param', 'param-table', 'params'],
      ['system/dictbiz', 'dict-parents', 'dictbiz'],
      ['whiteList', 'whitelist-table', 'whitelist'],
    ] as const;
    for (const lang of ['zh', 'en'] as const) {
      const page = await (await contextIn(browser, lang)).newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await signInPage(page, 'admin', inject('adminPassword'));
      for (const [path, table, name] of pages) {
        await page.goto(`${inject('baseUrl')}/#/platform/${path}`);
        await page.getByTestId(table).waitFor();
        await shot(page, `${lang}-platform-${name}`);
      }
      await page.goto(`${inject('baseUrl')}/#/platform/system/param`);
      await page.getByTestId('param-add').click();
      await page.getByTestId('param-save').click();
      await page
        .getByTestId('param-form')
        .getByText(lang === 'zh' ? '请输入参数名称' : 'Please enter the parameter name')
        .waitFor();
      await shot(page, `${lang}-platform-param-form`);
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });
});
