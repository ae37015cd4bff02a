import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK_SIZE } from '@loopline/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextIn, launch, SHOTS, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { bytesOf, storedObject } from '../support/upload.ts';

/**
 * The upload engine in Chromium through the top bar's upload list: a folder of mixed files, a
 * 300 MB file paused by a page reload and resumed by picking it again (parts already stored are
 * not sent again), then the same file instantly into another project.
 */
const BIG = 300 * 1024 * 1024;

let browser: Browser;
let work: string;
let user: Person;
let first: { projectId: string; name: string };
let second: { projectId: string; name: string };

beforeAll(async () => {
  browser = await launch();
  work = mkdtempSync(join(tmpdir(), 'loopline-upload-e2e-'));
  user = await person();
  await grantMembership(user.userId);
  const suffix = Date.now().toString(36).slice(-5);
  first = { name: `Upload A ${suffix}`, projectId: '' };
  second = { name: `Upload B ${suffix}`, projectId: '' };
  first.projectId = (await createProject(user, first.name)).projectId;
  second.projectId = (await createProject(user, second.name)).projectId;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

async function openList(page: Page, projectName: string) {
  await page.getByTestId('upload-list-button').click();
  await page.getByTestId('upload-list').waitFor();
  await page.getByTestId('upload-target-project').click();
  await page.getByRole('option', { name: projectName }).click();
}

async function entries(projectId: string, dirId?: string) {
  return (await fileCall<{ records: EntryRow[] }>(user, '/info/query', { projectId, dirId })).body.data
    .records;
}

describe('uploads in the browser', () => {
  it('uploads a folder of mixed files with their structure', async () => {
    const folder = join(work, 'Survey');
    mkdirSync(join(folder, 'drawings'), { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'pump P-101 inspection\n');
    writeFileSync(join(folder, 'drawings', 'plan.dxf'), Buffer.from(bytesOf(40_000, 3)));
    writeFileSync(join(folder, 'drawings', 'model.ifc'), Buffer.from(bytesOf(CHUNK_SIZE + 1000, 4)));
    const context = await contextIn(browser, 'en');
    const page = await context.newPage();
    await signInPage(page, user.account, STRONG_PASSWORD);
    await openList(page, first.name);
    await page.getByTestId('upload-input-folder').setInputFiles(folder);
    await page.getByRole('tab', { name: /Uploading/ }).click();
    await page.screenshot({ path: join(SHOTS, 'uploads-folder-en.png') });
    // The folder's line turns to success only when every file is saved.
    await page.getByRole('tab', { name: 'Success' }).click();
    await page.getByTestId('upload-server-upload').getByText('Survey').waitFor({ timeout: 60_000 });
    const survey = (await entries(first.projectId)).find((e) => e.fileName === 'Survey')!;
    const inside = await entries(first.projectId, survey.id);
    expect(inside.map((e) => e.fileName).sort()).toEqual(['drawings', 'notes.txt']);
    const drawings = await entries(first.projectId, inside.find((e) => e.fileName === 'drawings')!.id);
    expect(drawings.map((e) => [e.fileName, e.fileSize]).sort()).toEqual([
      ['model.ifc', CHUNK_SIZE + 1000],
      ['plan.dxf', 40_000],
    ]);
    await page.screenshot({ path: join(SHOTS, 'uploads-success-en.png') });
    await context.close();
  });

  it('resumes a 300 MB file after a reload without sending stored parts again, then uploads it instantly elsewhere', async () => {
    const path = join(work, 'plant-model.bin');
    const bytes = bytesOf(BIG, 42);
    writeFileSync(path, Buffer.from(bytes));
    const md5 = createHash('md5').update(bytes).digest('hex');
    const parts = Math.ceil(BIG / CHUNK_SIZE);

    const context = await contextIn(browser, 'zh');
    const page = await context.newPage();
    const sent: number[] = [];
    const threshold = Math.floor(parts / 3);
    let holding = false;
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'PUT' || !url.searchParams.has('partNumber')) return;
      sent.push(Number(url.searchParams.get('partNumber')));
      // On a quiet machine the rest of the file can be stored before the reload below; parts asked
      // for after a third are left unanswered, so the reload always lands mid-upload.
      if (!holding && sent.length >= threshold) {
        holding = true;
        void page.route(
          (target) => target.searchParams.has('partNumber'),
          (route) => (route.request().method() === 'PUT' ? undefined : route.continue()),
        );
      }
    });
    await signInPage(page, user.account, STRONG_PASSWORD);
    await openList(page, first.name);
    await page.getByTestId('upload-input-files').setInputFiles(path);
    await expect
      .poll(() => sent.length, { timeout: 120_000, interval: 200 })
      .toBeGreaterThanOrEqual(threshold);
    await page.getByRole('tab', { name: /上传中/ }).click();
    await page.screenshot({ path: join(SHOTS, 'uploads-progress-zh.png') });
    const beforeReload = new Set(sent);

    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByTestId('top-navigation').waitFor();
    sent.length = 0;
    await page.getByTestId('upload-list-button').click();
    await page.getByRole('tab', { name: /上传中/ }).click();
    await page.getByText('已中断：重新选择同一文件即可继续').waitFor();
    await page.screenshot({ path: join(SHOTS, 'uploads-interrupted-zh.png') });
    await page.getByRole('tab', { name: '导入' }).click();
    await page.getByTestId('upload-target-project').click();
    await page.getByRole('option', { name: first.name }).click();
    await page.getByTestId('upload-input-files').setInputFiles(path);
    await expect
      .poll(async () => (await entries(first.projectId)).find((e) => e.fileName === 'plant-model.bin'), {
        timeout: 180_000,
        interval: 500,
      })
      .toBeTruthy();
    const resent = sent.filter((n) => beforeReload.has(n));
    // Only parts in flight at the reload may go again (at most the parallel ones).
    expect(resent.length).toBeLessThanOrEqual(4);
    // After the reload only what S3 did not hold yet goes, plus the parts that were in flight.
    expect(sent.length).toBeLessThanOrEqual(parts - beforeReload.size + 4);
    const stored = (await entries(first.projectId)).find((e) => e.fileName === 'plant-model.bin')!;
    expect(stored).toMatchObject({ fileSize: BIG, md5 });
    await expect
      .poll(async () => (await storedObject(stored.fileId))?.verified, { timeout: 60_000 })
      .toBe(true);

    // The same file into the other project: instant, no part sent.
    sent.length = 0;
    await page.getByTestId('upload-target-project').click();
    await page.getByRole('option', { name: second.name }).click();
    await page.getByTestId('upload-input-files').setInputFiles(path);
    await expect
      .poll(async () => (await entries(second.projectId)).find((e) => e.fileName === 'plant-model.bin'), {
        timeout: 60_000,
        interval: 300,
      })
      .toBeTruthy();
    expect(sent).toEqual([]);
    expect((await storedObject(stored.fileId))!.refCount).toBe(2);
    await context.close();
  });
});
