import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HelpExplain } from '@loopline/shared/contracts/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, input, launch, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';
import { solidPng } from '../support/images.ts';

/**
 * The back office's content pages in Chromium (issue 19 items 1, 9, 11): the administrator writes a
 * help question on /platform/help-center, which a signed-in user reads in the help centre in their
 * language; the progress settings page; the cropper on the login background page; the numeric input.
 */
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const question = { zh: `${tag} 如何批量下载？`, en: `${tag} How do I download many files?` };
const answer = {
  zh: '选中文件后点击下载，会打包为 zip。',
  en: 'Select the files and choose Download: they come as one zip.',
};

describe('help content, progress settings and the CRUD pieces in the browser', () => {
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
    const list = await call<{ records: HelpExplain[] }>(
      `/api/cloudExplain/explainManage/list?size=1000&question=${tag}`,
      { token },
    );
    const ids = list.body.data.records.map((e) => e.id);
    if (ids.length) await call('/api/cloudExplain/explainManage/remove', { token, body: { ids } });
    await call('/api/progress-settings/reset', { token, body: { kind: 'parse' } });
    await browser?.close();
  });

  it('adds a help question that a user then reads in their language', async () => {
    await admin.goto(`${inject('baseUrl')}/#/platform/help-center`);
    await admin.getByTestId('explain-table').waitFor();
    // Nothing selected: the bulk action is disabled and its tooltip says why (spec 3 §2's warning).
    expect(await admin.getByTestId('explain-delete').isDisabled()).toBe(true);
    await admin.getByTestId('explain-delete').hover();
    await admin.getByText('请至少选择一条数据').filter({ visible: true }).first().waitFor();
    await admin.getByTestId('explain-add').click();
    const form = admin.getByTestId('explain-form');
    // The numeric input keeps digits only: no e, no sign (min 0), no dot (whole numbers).
    await input(admin, 'explain-sort').fill('');
    await input(admin, 'explain-sort').pressSequentially('1e-2.5');
    expect(await input(admin, 'explain-sort').inputValue()).toBe('125');
    await admin.getByTestId('explain-save').click();
    await form.getByText('请选择帮助分类').waitFor();
    await form.getByText('请输入问题（中文）').waitFor();
    await shot(admin, 'zh-platform-help-form-errors');

    await admin.getByTestId('explain-area').click();
    await admin.getByText('文件与模型', { exact: true }).last().click();
    await input(admin, 'explain-question').fill(question.zh);
    await input(admin, 'explain-questionEn').fill(question.en);
    await admin.getByTestId('explain-answer').locator('textarea').fill(answer.zh);
    await admin.getByTestId('explain-answerEn').locator('textarea').fill(answer.en);
    await admin.getByTestId('explain-save').click();
    await admin.getByTestId('explain-table').getByText(question.zh).waitFor();
    await shot(admin, 'zh-platform-help-center');

    const user = await registerUser();
    for (const lang of ['en', 'zh'] as const) {
      const page = await (await contextIn(browser, lang)).newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await signInPage(page, user.account, user.password);
      await page.goto(`${inject('baseUrl')}/#/help-center`);
      const files = page.getByTestId('help-area-files');
      await files.getByText(question[lang]).click();
      await files.getByText(answer[lang]).waitFor();
      expect(await page.getByText(question[lang === 'en' ? 'zh' : 'en']).count()).toBe(0);
      await shot(page, `${lang}-help-center-admin-question`);
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('edits the parse progress stages and shows the pages in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = lang === 'zh' ? admin : await (await contextIn(browser, lang)).newPage();
      if (lang === 'en') {
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await signInPage(page, 'admin', inject('adminPassword'));
      }
      await page.goto(`${inject('baseUrl')}/#/platform/progress-settings`);
      await page.getByTestId('progress-parse').waitFor();
      if (lang === 'zh') {
        // A falling percent is refused before it is sent.
        await input(page, 'progress-parse-sendWlkx-percent').fill('20');
        await page.getByTestId('progress-parse-save').click();
        await page.getByText('百分比须逐阶段递增，最后为 100').waitFor();
        await input(page, 'progress-parse-sendWlkx-percent').fill('55');
        await input(page, 'progress-parse-create-percent').fill('25');
        await page.getByTestId('progress-parse-save').click();
        await page.getByText('保存成功').first().waitFor();
        const token = (await signIn('admin', inject('adminPassword'))).access_token;
        const saved = await call<{ stages: { percent: number }[] }>(
          '/api/progress-settings/detail?kind=parse',
          {
            token,
          },
        );
        expect(saved.body.data.stages.map((s) => s.percent)).toEqual([25, 55, 90, 100]);
      }
      await shot(page, `${lang}-platform-progress-settings`);
      await page.goto(`${inject('baseUrl')}/#/platform/sensitive`);
      await page.getByTestId('sensitive-table').waitFor();
      await shot(page, `${lang}-platform-sensitive-crud`);
      await page.goto(`${inject('baseUrl')}/#/platform/help-center`);
      await page.getByTestId('explain-table').waitFor();
      await page.getByText(lang === 'zh' ? '高级搜索' : 'Advanced search').click();
      await page
        .getByTestId('explain-search-advanced')
        .getByText(lang === 'zh' ? '更新时间' : 'Updated', { exact: true })
        .first()
        .waitFor();
      await shot(page, `${lang}-platform-help-advanced-search`);
      if (lang === 'en') await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('crops a login background before it is uploaded', async () => {
    const path = join(tmpdir(), `crop-${tag}.png`);
    writeFileSync(path, solidPng(400, 300, [40, 120, 200]));
    await admin.goto(`${inject('baseUrl')}/#/platform/setting`);
    await admin.getByTestId('bg-table').waitFor();
    await admin.locator('input[type="file"]').setInputFiles(path);
    await admin.getByTestId('bg-crop').click();
    await admin.getByTestId('image-crop-dialog').waitFor();
    await shot(admin, 'zh-platform-background-cropper');
    await admin.getByTestId('image-crop-apply').click();
    await admin.getByTestId('image-crop-dialog').waitFor({ state: 'detached' });
    await admin.getByText(`crop-${tag}.jpg`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
