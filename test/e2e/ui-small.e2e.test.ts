import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { previewPath } from '../../frontend/src/pages/file/preview/query.ts';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { upload } from '../support/upload.ts';

/**
 * Small screens fixed in ui-small, in Chromium and in both languages: byte sizes shown whole, a
 * file that cannot be previewed offering its download, the model viewers opened without a model,
 * the back office's bulk actions disabled with nothing selected, and the create-user dialog's
 * Account message.
 */
const baseUrl = inject('baseUrl');
const CSV = 'readings.csv';
// 132 bytes: spec 1 §9 formats every unit, bytes included, with two decimals ("132.00 B").
const CSV_BYTES = new TextEncoder().encode(`tag,value\n${'P-101,4.20\n'.repeat(11)}`.padEnd(132, '#'));

let browser: Browser;
const pages = new PageSet();
let owner: Person;
let projectId = '';
let csv: EntryRow;
const langs = ['zh', 'en'] as const;
const page: Partial<Record<'zh' | 'en', Page>> = {};
const admin: Partial<Record<'zh' | 'en', Page>> = {};

/** The /api calls a page makes while `run` runs. */
async function apiCalls(p: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname);
  };
  p.on('request', listen);
  try {
    await run();
    await p.waitForTimeout(800);
  } finally {
    p.off('request', listen);
  }
  return seen;
}

beforeAll(async () => {
  expect(CSV_BYTES.length).toBe(132);
  browser = await launch();
  owner = await person();
  await grantMembership(owner.userId);
  projectId = (await createProject(owner, `小修 ${Date.now().toString(36).slice(-5)}`)).projectId;
  await upload(owner, { projectId }, CSV, CSV_BYTES);
  const rows = (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, size: 50 })).body
    .data.records;
  csv = rows.find((row) => row.fileName === CSV)!;
  for (const lang of langs) {
    const p = await pages.newPage(browser, lang);
    await signInPage(p, owner.account, STRONG_PASSWORD);
    page[lang] = p;
    const a = await pages.newPage(browser, lang);
    await signInPage(a, 'admin', inject('adminPassword'));
    admin[lang] = a;
  }
}, 120_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('ui-small fixes in the browser', () => {
  it('shows a 132-byte file as "132.00 B" in the file manager (two decimals in every unit)', async () => {
    for (const lang of langs) {
      const p = page[lang]!;
      await p.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
      const row = p.locator('tr').filter({ has: p.locator(`[data-entry-name="${CSV}"]`) });
      await row.waitFor();
      expect(await row.textContent()).toContain('132.00 B');
      await shot(p, `ui-small-${lang}-size-bytes`);
    }
  });

  it('offers the download of a csv the preview cannot show', async () => {
    for (const [lang, message] of [
      ['zh', '该格式暂不支持预览'],
      ['en', 'Preview is not supported for this format.'],
    ] as const) {
      const p = page[lang]!;
      await p.goto(`${baseUrl}/#${previewPath({ ...csv, projectId })}`);
      const refused = p.getByTestId('preview-refused');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(message);
      const button = p.getByTestId('preview-refused-download');
      await button.waitFor();
      await shot(p, `ui-small-${lang}-csv-preview-download`);
      const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(CSV);
    }
  });

  it('opens the model viewers without a model: an empty state, a way back, no calls', async () => {
    for (const [lang, title] of [
      ['zh', '未选择模型'],
      ['en', 'No model selected'],
    ] as const) {
      const p = page[lang]!;
      for (const [path, name] of [
        ['/file/model-preview', 'model'],
        [`/file/model-preview?projectId=${projectId}`, 'model-project'],
        ['/sample-model', 'sample-model'],
      ] as const) {
        await p.goto(`${baseUrl}/#/myproject`);
        await p.waitForLoadState('networkidle');
        const calls = await apiCalls(p, async () => {
          await p.goto(`${baseUrl}/#${path}`);
          await p.getByTestId('model-none-selected').waitFor();
        });
        expect(calls.filter((c) => /modelView|queryProjectPerm|parseProgress|dir\/query/.test(c))).toEqual(
          [],
        );
        expect(await p.getByTestId('model-none-selected').textContent()).toContain(title);
        const shown = await p
          .getByTestId(name === 'sample-model' ? 'sample-model-page' : 'model-page')
          .textContent();
        expect(shown).not.toMatch(/Invalid|无效|不能为空|required/i);
        await shot(p, `ui-small-${lang}-${name}-none`);
      }
      await p.getByTestId('model-none-selected-back').click();
      await p.waitForURL(/#\/myproject/);
    }
    await page.en!.goto(`${baseUrl}/#/file/model-preview?projectId=${projectId}`);
    await page.en!.getByTestId('model-none-selected-back').click();
    await page.en!.waitForURL(new RegExp(`#/file/index\\?projectId=${projectId}`));
  });

  it('keeps the bulk actions disabled until a row is selected, saying why', async () => {
    for (const [lang, reason] of [
      ['zh', '请至少选择一条数据'],
      ['en', 'Select at least one row'],
    ] as const) {
      const a = admin[lang]!;
      await a.goto(`${baseUrl}/#/platform/marketing/events`);
      await a.getByTestId('event-table').waitFor();
      for (const action of ['event-delete', 'event-start', 'event-pause', 'event-finish']) {
        expect(await a.getByTestId(action).isDisabled()).toBe(true);
      }
      await a.getByTestId('event-finish').hover();
      await a.getByText(reason).filter({ visible: true }).first().waitFor();
      await shot(a, `ui-small-${lang}-bulk-disabled`);
      await a.goto(`${baseUrl}/#/platform/notice`);
      await a.getByTestId('notice-table').waitFor();
      for (const action of ['notice-delete', 'notice-publish', 'notice-cancel-publish']) {
        expect(await a.getByTestId(action).isDisabled()).toBe(true);
      }
    }
  });

  it('names the Account field in its own message when creating a user', async () => {
    for (const [lang, message] of [
      ['zh', '请输入账号。'],
      ['en', 'Please enter the account.'],
    ] as const) {
      const a = admin[lang]!;
      await a.goto(`${baseUrl}/#/platform/user`);
      await a.getByTestId('create-user').click();
      const form = a.getByTestId('create-user-form');
      await form.waitFor();
      await a.getByTestId('create-user-save').click();
      await expect.poll(() => form.textContent()).toContain(message);
      expect(await form.textContent()).not.toMatch(/user name|用户名/i);
      await shot(a, `ui-small-${lang}-create-user-account`);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
