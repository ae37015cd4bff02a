import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { ResourceConfigView } from '@loopline/shared/contracts/resource';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import type { Tokens } from '../support/client.ts';
import { adminCall } from '../support/console.ts';
import { adminTokens } from '../support/notices.ts';
import { freeProvince } from '../support/regions.ts';

/**
 * The console-clients screens in Chromium: client settings (and the sign-in page that shows the
 * release they set), attachments stored through the enabled OSS config, and region import/export;
 * each looked at in English and Chinese.
 */
const STAMP = Date.now().toString(36);
const toast = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });
const today = () => new Date().toISOString().slice(0, 10);

describe('client settings, attachments and region files in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let en: Page;
  let zh: Page;
  let api: Tokens;

  beforeAll(async () => {
    browser = await launch();
    api = await adminTokens();
    en = await pages.newPage(browser, 'en');
    zh = await pages.newPage(browser, 'zh');
    await signInPage(en, 'admin', inject('adminPassword'));
    await signInPage(zh, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    // The portal's release back to this build's own version with no download: the sign-in page
    // other tests open shows nothing of it.
    await adminCall(api, '/api/cloud/client/setting/update', { clientId: 'portal', latestVersion: '1.4.0' });
    await pages.closeAll();
    await browser?.close();
  });

  const open = async (page: Page, name: string) => {
    await page.getByTestId('platform-navigation').getByRole('link', { name, exact: true }).click();
  };

  it('sets the portal’s release, which the sign-in page then offers', async () => {
    await open(en, 'Client settings');
    await en.getByTestId('client-setting-latestVersion').locator('input').waitFor();
    await en.getByTestId('client-setting-latestVersion').locator('input').fill('1.5');
    await en.getByTestId('client-setting-minVersion').locator('input').fill('2.0');
    await en.getByTestId('client-setting-save').click();
    // Checked in the page before any call: the minimum cannot be above the latest.
    await en.getByText('The minimum version cannot be above the latest version').waitFor();
    await en.getByTestId('client-setting-latestVersion').locator('input').fill('1.5.0');
    await en.getByTestId('client-setting-minVersion').locator('input').fill('1.0.0');
    await en
      .getByTestId('client-setting-downloadUrl')
      .locator('input')
      .fill('https://downloads.example.com/loopline-1.5.0.exe');
    await en.locator('textarea').nth(0).fill('新版本：更快的模型解析');
    await en.locator('textarea').nth(1).fill('New: faster model parsing');
    await en.getByTestId('client-setting-save').click();
    await toast(en, 'Client settings saved').waitFor();
    await en.getByText('Last saved by admin').waitFor();
    await shot(en, 'en-console-client-settings');
    await open(zh, '客户端设置');
    await zh.getByText('新版本：更快的模型解析').waitFor();
    await shot(zh, 'zh-console-client-settings');

    for (const lang of ['en', 'zh'] as const) {
      const visitor = await pages.newPage(browser, lang);
      await visitor.goto(`${inject('baseUrl')}/#/client_login`);
      const notice = visitor.getByTestId('client-release-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(
        lang === 'en' ? 'Version 1.5.0 is available' : '新版本 1.5.0 已发布',
      );
      expect(await notice.textContent()).toContain(
        lang === 'en' ? 'New: faster model parsing' : '新版本：更快的模型解析',
      );
      const link = visitor.getByTestId('client-release-download').getByRole('link');
      expect(await link.getAttribute('href')).toBe('https://downloads.example.com/loopline-1.5.0.exe');
      await shot(visitor, `${lang}-sign-in-client-release`);
    }
  });

  it('uploads an attachment into the enabled OSS config’s bucket, and says so when the bucket is missing', async () => {
    const endpoint = inject('cloudEnv').AWS_ENDPOINT_URL_S3!;
    const bucket = `attach-e2e-${STAMP}`;
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const config = async (bucketName: string) => {
      const saved = await adminCall<ResourceConfigView>(api, '/api/blade-resource/oss/submit', {
        code: `e2e_${bucketName}`,
        category: 'minio',
        endpoint,
        bucketName,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
      });
      await adminCall(api, '/api/blade-resource/oss/enable', { id: saved.id });
    };
    await config(`gone-${STAMP}`);
    await open(en, 'Attachments');
    const file = {
      name: `Site survey ${STAMP}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('north wing'),
    };
    await en.getByTestId('attach-file').setInputFiles(file);
    await toast(en, `bucket “gone-${STAMP}”`).waitFor();
    await shot(en, 'en-console-attach-bucket-missing');

    await config(bucket);
    await en.getByTestId('attach-file').setInputFiles(file);
    await toast(en, 'Attachment uploaded').waitFor();
    const row = en.getByTestId('attach-table').locator('tr').filter({ hasText: file.name });
    await row.waitFor();
    expect(await row.textContent()).toContain(bucket);
    const [download] = await Promise.all([
      en.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    await shot(en, 'en-console-attach');
    await open(zh, '附件管理');
    await zh.getByTestId('attach-table').locator('tr').filter({ hasText: file.name }).waitFor();
    await shot(zh, 'zh-console-attach');
  });

  it('imports regions from a sheet with a result per row, and exports them with the date in the name', async () => {
    const province = await freeProvince(api);
    const sheet = await writeXlsxFile(
      [
        ['Code', 'Name', 'Sort', 'Remark'],
        [province, `Province ${STAMP}`, 1, ''],
        [`${province}01`, `City ${STAMP}`, 1, ''],
        [`${province}9901`, 'Orphan', '', ''],
        ['7', 'Bad code', '', ''],
      ].map((r) => r.map((value) => ({ value }))),
      {},
    ).toBuffer();
    for (const [page, lang] of [
      [en, 'en'],
      [zh, 'zh'],
    ] as const) {
      await open(page, lang === 'en' ? 'Regions' : '行政区划');
      await page.getByTestId('region-import').click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'regions.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: sheet,
      });
      await page.getByTestId('region-import-run').click();
      const rows = page.getByTestId('region-import-rows');
      await rows.waitFor();
      // The second run finds the two regions the first made (left as they are).
      const summary = page.getByTestId('region-import-summary');
      expect(await summary.textContent()).toBe(
        lang === 'en' ? '2 added, 0 updated, 2 skipped' : '新增 0 条，更新 0 条，跳过 4 条',
      );
      await shot(page, `${lang}-console-region-import`);
      // The rows' results as a downloadable xlsx log, as the whitelist's import gives.
      const [log] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('region-import-log').click(),
      ]);
      expect(log.suggestedFilename()).toBe(
        `${lang === 'en' ? 'Region import log' : '行政区划导入日志'} ${today()}.xlsx`,
      );
      expect(((await readSheet(await log.path())) as unknown[][]).length).toBe(5);
      await page.getByTestId('region-import-close').click();
      await rows.waitFor({ state: 'detached' });
    }
    await en.getByTestId('region-table').getByText(`Province ${STAMP}`).waitFor();
    await shot(en, 'en-console-regions');
    const [download] = await Promise.all([
      en.waitForEvent('download'),
      en.getByTestId('region-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Regions ${today()}.xlsx`);
    const rows = (await readSheet(await download.path())) as unknown[][];
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining([province, `${province}01`]));
  });
});
