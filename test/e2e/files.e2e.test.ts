import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD } from '../support/client.ts';
import { type EntryRow, fileCall, mkdir, putFile } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

/**
 * The file manager in Chromium against the local cloud: a project opened from its card lands on
 * /file/index; the creator (in Chinese) creates a folder, renames a file inline, moves it by drag
 * and drop onto a folder, downloads a folder as a zip built on the server, switches to thumbnails
 * and back (kept across a reload), pages past 50 entries by scrolling and deletes a folder with
 * content after the special confirmation. Then the same pages in English, with a deep path that
 * collapses, the move dialog and the permission dialog. Data is made through the API, files by
 * real uploads; screenshots go to test/e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36).slice(-5);
const PROJECT = `厂区改造 ${suffix}`;
const REPORT = new TextEncoder().encode('泵站 P-101 巡检记录\nline 2\n');
const PLANT_A = new TextEncoder().encode('valve V-7 open\n');
const PLANT_B = bytesOf(70_000, 9);

let browser: Browser;
const pages = new PageSet();
let owner: Person;
let projectId = '';
let plant: EntryRow;
let deep: EntryRow;

async function entries(dirId?: string) {
  const res = await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId });
  return res.body.data.records;
}

async function names(dirId?: string) {
  return (await entries(dirId)).map((e) => e.fileName).sort();
}

const newPage = (lang: 'zh' | 'en') => pages.newPage(browser, lang);

/** The row (list mode) or card (thumbnail mode) of an entry. */
const row = (page: Page, name: string): Locator =>
  page.locator('tr, li').filter({ has: page.locator(`[data-entry-name="${name}"]`) });
const nameOf = (page: Page, name: string) =>
  page.locator(`[data-testid="entry-name"][data-entry-name="${name}"]`);

async function select(page: Page, name: string) {
  await row(page, name).locator('input[type="checkbox"]').check();
}

/** Polls patiently: the machine is shared and pages and moves can take a few seconds. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const toast = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });

beforeAll(async () => {
  browser = await launch();
  owner = await person();
  await grantMembership(owner.userId);
  projectId = (await createProject(owner, PROJECT)).projectId;
  await upload(owner, { projectId }, 'report.txt', REPORT);
  plant = await mkdir(owner, projectId, 'Plant');
  await upload(owner, { projectId, dirId: plant.id }, 'a.txt', PLANT_A);
  await upload(owner, { projectId, dirId: plant.id }, 'b.bin', PLANT_B);
  await mkdir(owner, projectId, 'Archive');
  const old = await mkdir(owner, projectId, 'Old');
  await upload(owner, { projectId, dirId: old.id }, 'old.txt', new TextEncoder().encode('old\n'));
  const paging = await mkdir(owner, projectId, 'Paging');
  for (let i = 0; i < 60; i++)
    await putFile(owner, paging, {
      fileName: `sheet-${String(i).padStart(2, '0')}.dwg`,
      fileSize: 1024 * (i + 1),
    });
  // Five levels below the root: the path bar collapses.
  let parent: EntryRow | undefined;
  for (const level of ['L1', 'L2', 'L3', 'L4', 'L5'])
    parent = await mkdir(owner, projectId, level, parent?.id);
  deep = parent!;
}, 180_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('the file manager in the browser', () => {
  let page: Page;

  it('opens a project from its card on the file manager', async () => {
    page = await newPage('zh');
    await signInPage(page, owner.account, STRONG_PASSWORD);
    await page.goto(`${baseUrl}/#/myproject/all`);
    await page.locator(`[data-project-id="${projectId}"]`).getByTestId('project-card-name').click();
    await page.getByTestId('file-manager').waitFor();
    expect(page.url()).toContain(`#/file/index?projectId=${projectId}`);
    await nameOf(page, 'report.txt').waitFor();
    // Folders first, then files; sizes with two decimals.
    const order = await page
      .getByTestId('entry-name')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-is-folder')));
    expect(order.indexOf('false')).toBeGreaterThan(order.lastIndexOf('true'));
    await row(page, 'report.txt')
      .getByText(/^\d+\.\d{2} B$/)
      .waitFor();
    await page.getByTestId('file-tree').getByText('Plant').waitFor();
    await shot(page, 'files-zh-01-list');
  });

  it('creates a folder with the name rules checked first', async () => {
    await page.getByTestId('file-action-new-folder').click();
    const dialog = page.getByTestId('new-folder-dialog');
    await page.getByTestId('new-folder-name').locator('input').fill('图纸:A');
    await page.getByTestId('new-folder-submit').click();
    await dialog.getByText('名称不能包含下列任何字符').waitFor();
    await shot(page, 'files-zh-02-new-folder-invalid');
    await page.getByTestId('new-folder-name').locator('input').fill('  施工图纸  ');
    await page.getByTestId('new-folder-submit').click();
    await toast(page, '文件夹已创建').waitFor();
    await nameOf(page, '施工图纸').waitFor();
    expect(await names()).toContain('施工图纸');
    // The tree shows it too.
    await page.getByTestId('file-tree').getByText('施工图纸').waitFor();
  });

  it('renames a file inline, keeping its suffix aside', async () => {
    await select(page, 'report.txt');
    await page.getByTestId('file-action-more').click();
    await page.getByRole('menuitem', { name: '重命名' }).click();
    const editor = page.getByTestId('rename-editor');
    await editor.waitFor();
    expect(await editor.locator('input').inputValue()).toBe('report');
    await editor.getByText('.txt').waitFor();
    await editor.locator('input').fill('巡检<1>');
    await editor.locator('input').press('Enter');
    await editor.getByText('名称不能包含下列任何字符').waitFor();
    await shot(page, 'files-zh-03-rename');
    await editor.locator('input').fill('巡检记录');
    await editor.locator('input').press('Enter');
    await toast(page, '重命名成功').waitFor();
    await nameOf(page, '巡检记录.txt').waitFor();
    expect(await names()).toContain('巡检记录.txt');
  });

  it('moves a file by dragging it onto a folder row', async () => {
    const archive = (await entries()).find((e) => e.fileName === 'Archive')!;
    await nameOf(page, '巡检记录.txt').dragTo(nameOf(page, 'Archive'));
    await toast(page, '移动成功').waitFor();
    await poll(() => names(archive.id)).toEqual(['巡检记录.txt']);
    await nameOf(page, '巡检记录.txt').waitFor({ state: 'detached' });
    // A folder dragged onto a sibling folder goes inside it.
    await nameOf(page, 'Archive').dragTo(nameOf(page, 'Old'));
    await toast(page, '移动成功').waitFor();
    const old = (await entries()).find((e) => e.fileName === 'Old')!;
    await poll(() => names(old.id)).toEqual(['Archive', 'old.txt']);
  });

  it('downloads a folder as a zip built on the server', async () => {
    await select(page, 'Plant');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('file-action-download').click(),
    ]);
    const path = await download.path();
    const unzipped = unzipSync(new Uint8Array(readFileSync(path)));
    expect(unzipped['Plant/a.txt']).toEqual(PLANT_A);
    expect(unzipped['Plant/b.bin']).toEqual(PLANT_B);
    expect(download.suggestedFilename()).toBe('Plant.zip');
    await toast(page, 'Plant.zip').waitFor();
    await row(page, 'Plant').locator('input[type="checkbox"]').uncheck();
  });

  it('switches to thumbnails, keeps the mode after a reload, and back', async () => {
    await page.getByTestId('file-mode').getByText('缩略图').click();
    await page.getByTestId('file-cards').waitFor();
    await nameOf(page, 'Plant').waitFor();
    await poll(
      async () => (await fileCall<{ mode: string }>(owner, '/info/queryListMode', {})).body.data.mode,
    ).toBe('thumbnail');
    await page.reload();
    await page.getByTestId('file-cards').waitFor();
    await nameOf(page, 'Plant').waitFor();
    await shot(page, 'files-zh-04-thumbnails');
    await page.getByTestId('file-mode').getByText('列表').click();
    await page.getByTestId('file-table').waitFor();
    await poll(
      async () => (await fileCall<{ mode: string }>(owner, '/info/queryListMode', {})).body.data.mode,
    ).toBe('list');
  });

  it('moves a file onto a path crumb, then loads the entries past the first 50 when scrolling', async () => {
    await nameOf(page, 'Paging').getByRole('link').click();
    await page.getByTestId('file-path-current').getByText('Paging').waitFor();
    const shown = page.getByTestId('file-table').getByTestId('entry-name');
    await poll(() => shown.count()).toBe(50);
    // Newest first: the last sheet is on top; dropped on the root's crumb it moves there.
    await nameOf(page, 'sheet-59.dwg').dragTo(page.getByTestId('file-path-crumb').first());
    await toast(page, '移动成功').waitFor();
    await poll(() => names()).toContain('sheet-59.dwg');
    await nameOf(page, 'sheet-59.dwg').waitFor({ state: 'detached' });
    await poll(() => shown.count()).toBe(50);
    await page.getByTestId('file-list-more').scrollIntoViewIfNeeded();
    await poll(() => shown.count()).toBe(59);
    await page.getByTestId('file-list-more').getByText('已显示全部 59 项').waitFor();
    await shot(page, 'files-zh-05-paged');
    await page.getByTestId('file-path-crumb').first().getByRole('link').click();
    await nameOf(page, 'Old').waitFor();
  });

  it('deletes a folder with content after the special confirmation', async () => {
    await select(page, 'Old');
    await page.getByTestId('file-action-delete').click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-kind')).toBe('special');
    await dialog.getByText('“Old”是非空文件夹').waitFor();
    await shot(page, 'files-zh-06-delete-special');
    await page.getByTestId('delete-confirm').click();
    await toast(page, '删除成功').waitFor();
    await nameOf(page, 'Old').waitFor({ state: 'detached' });
    expect(await names()).not.toContain('Old');
  });

  it('shows the same in English: a collapsed deep path, the move and permission dialogs', async () => {
    const en = await newPage('en');
    await signInPage(en, owner.account, STRONG_PASSWORD);
    await en.goto(`${baseUrl}/#/file/index?projectId=${projectId}&dirId=${deep.id}`);
    await en.getByTestId('file-path-current').getByText('L5').waitFor();
    // Root, …, L3, L4, L5: the first and the last three.
    const crumbs = await en.getByTestId('file-path-crumb').allTextContents();
    expect(crumbs).toEqual(['All files', 'L3', 'L4']);
    await en.getByTestId('file-path-ellipsis').click();
    await en.getByRole('menuitem', { name: 'L2' }).waitFor();
    await en.keyboard.press('Escape');
    await en.getByTestId('file-list-empty').getByText('This folder is empty').waitFor();
    await shot(en, 'files-en-01-deep-path');

    await en.getByTestId('file-path-crumb').first().getByRole('link').click();
    await nameOf(en, 'Plant').waitFor();
    // The tree's filter ignores case.
    await en.getByTestId('file-tree-filter').locator('input').fill('pLA');
    await poll(() => en.getByTestId('file-tree-node').allTextContents()).toEqual(['All files', 'Plant']);
    await en.getByTestId('file-tree-filter').locator('input').fill('');
    await poll(() => en.getByTestId('file-tree-node').count()).toBeGreaterThan(3);
    await shot(en, 'files-en-02-list');
    await select(en, 'Plant');
    await en.getByTestId('file-action-move').click();
    const move = en.getByTestId('move-dialog');
    await move.getByTestId('move-tree-node').filter({ hasText: '施工图纸' }).click();
    await shot(en, 'files-en-03-move');
    await en.getByTestId('move-submit').click();
    await toast(en, 'Moved.').waitFor();
    const drawings = (await entries()).find((e) => e.fileName === '施工图纸')!;
    await poll(() => names(drawings.id)).toEqual(['Plant']);

    await select(en, '施工图纸');
    await en.getByTestId('file-action-more').click();
    await en.getByRole('menuitem', { name: 'Permissions' }).click();
    const grid = en.getByTestId('permission-grid');
    await grid.waitFor();
    await grid.getByText('Create folders').waitFor();
    // Each checkbox sits under its group's header (issue 15: the columns were shifted).
    const offsets = await grid.evaluate((table) => {
      const heads = [...table.querySelectorAll('thead th')].slice(1).map((th) => th.getBoundingClientRect());
      const boxes = [...table.querySelectorAll('tbody tr')].flatMap((tr) =>
        [...tr.querySelectorAll('td')].map((td, i) => {
          const box = td.querySelector('input')!.getBoundingClientRect();
          return Math.abs(box.x + box.width / 2 - (heads[i]!.x + heads[i]!.width / 2));
        }),
      );
      return boxes;
    });
    expect(offsets.length).toBeGreaterThan(0);
    expect(Math.max(...offsets)).toBeLessThan(4);
    await shot(en, 'files-en-04-permissions');
    await en.getByTestId('permission-save').click();
    await toast(en, 'Permissions saved.').waitFor();

    // Several selected: rename and permissions are disabled in the "more" menu.
    await select(en, 'Paging');
    await en.getByTestId('file-action-more').click();
    expect(await en.getByRole('menuitem', { name: 'Rename' }).getAttribute('aria-disabled')).toBe('true');
    await en.keyboard.press('Escape');
    await en.getByTestId('file-mode').getByText('Thumbnails').click();
    await en.getByTestId('file-cards').waitFor();
    await shot(en, 'files-en-05-thumbnails');
    await en.getByTestId('file-mode').getByText('List').click();
    await en.getByTestId('file-table').waitFor();
  });

  it('threw no errors in the pages', () => {
    expect(pages.pageErrors).toEqual([]);
  });
});
