import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { signIn } from '../support/client.ts';
import { mkdir } from '../support/files.ts';
import { createProject, type Person } from '../support/projects.ts';
import { samplePath } from '../support/samples.ts';
import { upload } from '../support/upload.ts';

/**
 * Sharing in Chromium against the local cloud: the demo user shares a folder and a file from the
 * file manager's "more" menu (link with code and downloads, in Chinese), a signed-out browser
 * opens the link, types the code, walks into the folder and downloads a file; then a link without
 * downloads (in English) shows no download at all; a cancelled link shows its page; the
 * sent-and-received tab lists what was shared. Screenshots go to test/e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const SAMPLE_PDF = samplePath('pdf/PID-Rev07.pdf');
const PDF = readFileSync(SAMPLE_PDF);
const NOTE = new TextEncoder().encode('valve V-7 open\n');
const PROJECT = `分享测试 ${Date.now().toString(36).slice(-5)}`;

let browser: Browser;
const pages = new PageSet();
let demo: Person;
let projectId = '';

const newPage = (lang: 'zh' | 'en') => pages.newPage(browser, lang);

const select = (page: Page, name: string) =>
  page
    .locator('tr')
    .filter({ has: page.locator(`[data-entry-name="${name}"]`) })
    .locator('input[type="checkbox"]')
    .check();

/** Shares the selection through the dialog and answers the link and code it shows. */
async function shareFromManager(
  page: Page,
  names: string[],
  options: { code: boolean; download: boolean; shotName: string },
) {
  await page.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
  for (const name of names) {
    await page.locator(`[data-entry-name="${name}"]`).first().waitFor();
    await select(page, name);
  }
  await page.getByTestId('file-action-more').click();
  await page.getByRole('menuitem', { name: /^(分享|Share)$/ }).click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.waitFor();
  if (!options.code) await page.getByTestId('share-with-code').locator('input').uncheck();
  if (!options.download) await page.getByTestId('share-download').locator('input').uncheck();
  await shot(page, `${options.shotName}-options`);
  if (options.shotName.endsWith('zh')) {
    await page.getByTestId('share-tab-members').click();
    await page.getByTestId('share-send').waitFor();
    await shot(page, `${options.shotName}-members`);
    await page.getByTestId('share-tab-link').click();
  }
  await page.getByTestId('share-create').click();
  const url = await page.getByTestId('share-link-url').locator('input').inputValue();
  const code = options.code ? await page.getByTestId('share-link-code').locator('input').inputValue() : '';
  await shot(page, `${options.shotName}-created`);
  await page.getByTestId('share-done').click();
  return { url, code, id: new URL(url.replace('#/', '')).searchParams.get('id')! };
}

beforeAll(async () => {
  browser = await launch();
  const tokens = await signIn('demo', inject('demoPassword'));
  demo = { account: 'demo', tokens, userId: tokens.user_id };
  projectId = (await createProject(demo, PROJECT)).projectId;
  const folder = await mkdir(demo, projectId, '图纸');
  await upload(demo, { projectId, dirId: folder.id }, 'PID-Rev07.pdf', PDF);
  await upload(demo, { projectId }, 'notes.txt', NOTE);
}, 120_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('sharing in the browser', () => {
  it('shares with code and downloads; a signed-out visitor types the code, browses and downloads', async () => {
    const page = await newPage('zh');
    await signInPage(page, 'demo', inject('demoPassword'));
    const link = await shareFromManager(page, ['图纸', 'notes.txt'], {
      code: true,
      download: true,
      shotName: 'share-dialog-zh',
    });
    expect(link.code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(link.url).toContain('#/file/linkSharing?id=');

    const visitor = await newPage('zh');
    await visitor.goto(link.url);
    await visitor.getByTestId('share-code-form').waitFor();
    await visitor
      .getByTestId('share-code-input')
      .locator('input')
      .fill('ZZZZ' === link.code ? 'YYYY' : 'ZZZZ');
    await visitor.getByTestId('share-code-submit').click();
    await visitor.getByText('提取码错误').waitFor();
    await shot(visitor, 'share-link-code-zh');
    await visitor.getByTestId('share-code-input').locator('input').fill(link.code.toLowerCase());
    await visitor.getByTestId('share-code-submit').click();
    await visitor.getByTestId('share-table').waitFor();
    await visitor.getByTestId('share-row-notes.txt').waitFor();
    expect(await visitor.evaluate((id) => sessionStorage.getItem(`loopline.shareCode.${id}`), link.id)).toBe(
      link.code.toLowerCase(),
    );
    await expect.poll(() => visitor.getByTestId('share-cancel').count()).toBe(0);
    await shot(visitor, 'share-link-tree-zh');

    await visitor.getByTestId('share-row-图纸').click();
    await visitor.getByTestId('share-row-PID-Rev07.pdf').waitFor();
    await shot(visitor, 'share-link-folder-zh');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('share-download-PID-Rev07.pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('PID-Rev07.pdf');
    const saved = readFileSync((await download.path())!);
    expect(saved.length).toBe(PDF.length);

    // A reload keeps the code for the tab.
    await visitor.reload();
    await visitor.getByTestId('share-row-PID-Rev07.pdf').waitFor();

    // The creator sees cancel-sharing at the top level only.
    await page.goto(link.url);
    await page.getByTestId('share-cancel').waitFor();
    await shot(page, 'share-link-creator-zh');
  });

  it('shows no download without download rights, and a cancelled link its own page (English)', async () => {
    const page = await newPage('en');
    await signInPage(page, 'demo', inject('demoPassword'));
    const link = await shareFromManager(page, ['notes.txt'], {
      code: false,
      download: false,
      shotName: 'share-dialog-en',
    });
    expect(link.code).toBe('');

    const visitor = await newPage('en');
    await visitor.goto(link.url);
    await visitor.getByTestId('share-row-notes.txt').waitFor();
    await visitor.getByTestId('share-no-download').waitFor();
    expect(await visitor.locator('[data-testid^="share-download-"]').count()).toBe(0);
    await shot(visitor, 'share-link-no-download-en');

    // The sent-and-received tab lists it; the creator cancels there.
    await page.goto(`${baseUrl}/#/myproject/sendAndReceive`);
    await page.getByTestId(`share-cancel-${link.id}`).waitFor();
    await shot(page, 'share-send-and-receive-en');
    await page.getByTestId(`share-cancel-${link.id}`).click();
    await page.getByRole('button', { name: 'Cancel sharing' }).last().click();
    await page.getByText('Cancelled').first().waitFor();

    await visitor.reload();
    await visitor.getByTestId('share-gone-cancelled').waitFor();
    await shot(visitor, 'share-link-cancelled-en');
    expect(pages.pageErrors).toEqual([]);
  });
});
