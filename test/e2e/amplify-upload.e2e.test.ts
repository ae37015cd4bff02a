import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, SHOTS, signInPage } from '../support/browser.ts';
import { STRONG_PASSWORD } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { bytesOf, storedObject } from '../support/upload.ts';

/**
 * The 'sts' upload type in Chromium: Amplify Storage `uploadData` with credentials from
 * /api/oss/file/getStsTemporaryToken, straight to the S3 emulator's HTTPS front at
 * `https://<bucket>.localhost:<port>` (self-signed, hence --ignore-certificate-errors; Chromium
 * resolves every *.localhost to loopback), then copyFile and the same save as the presigned path.
 *
 * The shared test cloud answers getUploadType with 'oss' (the deployed default, which every other
 * upload test relies on), so this page is told 'sts' the way a deployment with
 * LOOPLINE_UPLOAD_TYPE=sts would tell it; everything else is the real server.
 */
const MB = 1024 * 1024;
const BIG = 23 * MB; // Amplify multipart: 5 MiB parts, five of them
const SMALL = 300_000; // Amplify single PutObject

const baseUrl = inject('baseUrl');
const httpsFront = new URL(inject('cloudEnv').LOOPLINE_PUBLIC_S3_ENDPOINT!);
const bucket = inject('cloudEnv').FILES_BUCKET!;

let browser: Browser;
const pages = new PageSet();
let work: string;
let user: Person;
let project: { projectId: string; name: string };

beforeAll(async () => {
  browser = await launch(['--ignore-certificate-errors']);
  work = mkdtempSync(join(tmpdir(), 'loopline-amplify-e2e-'));
  user = await person();
  await grantMembership(user.userId);
  project = { name: `Direct ${Date.now().toString(36).slice(-5)}`, projectId: '' };
  project.projectId = (await createProject(user, project.name)).projectId;
}, 120_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

async function entries() {
  return (await fileCall<{ records: EntryRow[] }>(user, '/info/query', { projectId: project.projectId })).body
    .data.records;
}

const landed = (name: string) =>
  expect.poll(async () => (await entries()).find((e) => e.fileName === name), {
    timeout: 90_000,
    interval: 300,
  });

/** The requests the page sends, by kind. */
function watch(page: Page) {
  const seen = {
    token: 0,
    copy: 0,
    presignedInit: 0,
    s3: [] as Request[],
    partsDone: new Set<number>(),
    aborts: 0,
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/oss/file/getStsTemporaryToken') seen.token++;
    if (url.pathname === '/api/oss/file/copyFile') seen.copy++;
    if (url.pathname.endsWith('/multipart/init')) seen.presignedInit++;
    if (url.hostname.endsWith('.localhost') && request.method() !== 'OPTIONS') seen.s3.push(request);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const request = response.request();
    if (
      url.hostname.endsWith('.localhost') &&
      request.method() === 'DELETE' &&
      url.searchParams.has('uploadId')
    )
      seen.aborts += response.status() === 204 ? 1 : 0;
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.hostname.endsWith('.localhost') && url.searchParams.has('partNumber'))
      seen.partsDone.add(Number(url.searchParams.get('partNumber')));
  });
  return seen;
}

describe('direct uploads through Amplify Storage (upload type sts)', () => {
  let page: Page;
  let seen: ReturnType<typeof watch>;

  it('uploads a multipart file with pause and resume, and a small one, to https://<bucket>.localhost', async () => {
    const bigPath = join(work, 'plant-scan.bin');
    const big = bytesOf(BIG, 77);
    writeFileSync(bigPath, Buffer.from(big));
    const smallPath = join(work, 'notes.txt');
    const small = bytesOf(SMALL, 78);
    writeFileSync(smallPath, Buffer.from(small));

    page = await pages.newPage(browser, 'en');
    seen = watch(page);
    await page.route('**/api/cloud/file/getUploadType', (route) =>
      route.fulfill({ json: { code: 200, success: true, msg: 'ok', data: { type: 'sts' } } }),
    );
    // Parts are held (part n for 0.3 + 2(n-1) s) so the user can pause between two of them.
    await page.route(`https://${bucket}.localhost:${httpsFront.port}/**`, async (route) => {
      const part = new URL(route.request().url()).searchParams.get('partNumber');
      if (part) await new Promise((r) => setTimeout(r, 300 + 2000 * (Number(part) - 1)));
      await route.continue().catch(() => undefined); // the page may have aborted it (pause)
    });
    await signInPage(page, user.account, STRONG_PASSWORD);
    await page.getByTestId('upload-list-button').click();
    await page.getByTestId('upload-list').waitFor();
    await page.getByTestId('upload-target-project').click();
    await page.getByRole('option', { name: project.name }).click();
    await page.getByTestId('upload-input-files').setInputFiles(bigPath);
    await page.getByRole('tab', { name: /Uploading/ }).click();

    // Pause once the first part is stored: Amplify's task pauses (in-flight parts are dropped).
    await expect.poll(() => seen.partsDone.size, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    const storedBeforePause = new Set(seen.partsDone);
    await page.getByTestId('upload-pause').click();
    await page.getByTestId('upload-resume').waitFor();
    await page.screenshot({ path: join(SHOTS, 'amplify-upload-paused-en.png') });
    await page.waitForTimeout(1500);
    const requestsWhilePaused = seen.s3.length;
    await page.waitForTimeout(1000);
    expect(seen.s3.length, 'nothing is sent while paused').toBe(requestsWhilePaused);
    const sentBeforeResume = seen.s3.length;

    await page.getByTestId('upload-resume').click();
    await landed('plant-scan.bin').toBeTruthy();
    const stored = (await entries()).find((e) => e.fileName === 'plant-scan.bin')!;
    const md5 = createHash('md5').update(big).digest('hex');
    expect(stored).toMatchObject({ fileSize: BIG, md5 });
    // Parts S3 held before the pause were not sent again after it.
    const resent = seen.s3
      .slice(sentBeforeResume)
      .map((r) => new URL(r.url()).searchParams.get('partNumber'))
      .filter((n) => n !== null && storedBeforePause.has(Number(n)));
    expect(resent).toEqual([]);
    expect([...seen.partsDone].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);

    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByTestId('upload-input-files').setInputFiles(smallPath);
    await landed('notes.txt').toBeTruthy();

    // Every byte went to the HTTPS front, virtual-host style, under the caller's own prefix; none
    // through the presigned multipart path.
    expect(seen.s3.length).toBeGreaterThan(0);
    for (const request of seen.s3) {
      const url = new URL(request.url());
      expect(url.protocol).toBe('https:');
      expect(url.host).toBe(`${bucket}.localhost:${httpsFront.port}`);
      expect(url.pathname.startsWith(`/uploads/${user.userId}/direct/`)).toBe(true);
    }
    expect(seen.presignedInit).toBe(0);
    expect(seen.copy).toBe(2);
    // The credentials provider asked the token route, once for both files (refreshed hourly).
    expect(seen.token).toBe(1);

    // Verified like any upload (the MD5 of the stored bytes).
    await expect
      .poll(async () => (await storedObject(stored.fileId))?.verified, { timeout: 60_000 })
      .toBe(true);
  });

  it('lists both files in the file manager and downloads the same bytes', async () => {
    await page.goto(`${baseUrl}/#/file/index?projectId=${project.projectId}`);
    await page.getByTestId('file-manager').waitFor();
    const row = (name: string) =>
      page.locator('tr').filter({ has: page.locator(`[data-entry-name="${name}"]`) });
    await row('plant-scan.bin').waitFor();
    await row('notes.txt').waitFor();
    await page.screenshot({ path: join(SHOTS, 'amplify-upload-listed-en.png') });
    for (const [name, bytes] of [
      ['plant-scan.bin', bytesOf(BIG, 77)],
      ['notes.txt', bytesOf(SMALL, 78)],
    ] as const) {
      await row(name).locator('input[type="checkbox"]').check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByTestId('file-action-download').click(),
      ]);
      const path = await download.path();
      expect(download.suggestedFilename()).toBe(name);
      expect(Buffer.from(readFileSync(path)).equals(Buffer.from(bytes))).toBe(true);
      await row(name).locator('input[type="checkbox"]').uncheck();
    }
    expect(pages.pageErrors).toEqual([]);
  });

  it("removing an item cancels Amplify's task, which aborts the multipart upload on S3", async () => {
    const path = join(work, 'withdrawn.bin');
    writeFileSync(path, Buffer.from(bytesOf(12 * MB, 79)));
    seen.partsDone.clear();
    await page.getByTestId('upload-list-button').click();
    await page.getByTestId('upload-list').waitFor();
    await page.getByTestId('upload-target-project').click();
    await page.getByRole('option', { name: project.name }).click();
    await page.getByTestId('upload-input-files').setInputFiles(path);
    await page.getByRole('tab', { name: /Uploading/ }).click();
    await expect.poll(() => seen.partsDone.size, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    await page.getByTestId('upload-remove').click();
    await expect.poll(() => seen.aborts, { timeout: 30_000 }).toBe(1); // 204 from S3, CORS allows DELETE
    await page.waitForTimeout(2000);
    expect((await entries()).map((e) => e.fileName).sort()).toEqual(['notes.txt', 'plant-scan.bin']);
    expect(seen.copy).toBe(2);
    expect(pages.pageErrors).toEqual([]);
  });
});
