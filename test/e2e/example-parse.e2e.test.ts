import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExampleFile } from '@loopline/shared/contracts/exampleFile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, registerUser, STRONG_PASSWORD, signIn } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { sample } from '../support/models.ts';
import { createProject, type Person, person } from '../support/projects.ts';
import { samplePath } from '../support/samples.ts';
import { upload } from '../support/upload.ts';

/**
 * Issue 19 in Chromium: the administrator uploads an IFC example (presigned parts from the page),
 * parses it from the example list (its bar moves, then "parsed"), publishes it, and a user opens it
 * read-only in the 3D viewer from the sample project. Then the other progress bars: a file row that
 * is upgrading and one being recognised show their bars and "about N s left" from the progress
 * settings (the upgrade stages set longer here, which the bar must follow), in zh and en.
 */
const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36).slice(-5);
const EXAMPLE = `House ${suffix}.ifc`;

describe('example parsing and the progress bars in the browser', () => {
  let browser: Browser;
  const pages = new PageSet();
  let adminToken = '';
  const exampleRow = (page: Page) => page.getByRole('row').filter({ hasText: EXAMPLE });

  beforeAll(async () => {
    browser = await launch();
    adminToken = (await signIn('admin', inject('adminPassword'))).access_token;
  }, 120_000);

  afterAll(async () => {
    const list = await call<{ records: ExampleFile[] }>(
      `/api/cloud/exampleFile/list?size=1000&fileName=${encodeURIComponent(EXAMPLE)}`,
      { token: adminToken },
    );
    const ids = list.body.data.records.map((f) => f.id);
    if (ids.length) await call('/api/cloud/exampleFile/remove', { token: adminToken, body: { ids } });
    await call('/api/progress-settings/reset', { token: adminToken, body: { kind: 'upgrade' } });
    await pages.closeAll();
    await browser?.close();
  });

  it('parses an example in the back office and a user opens it read-only in 3D', async () => {
    const path = join(tmpdir(), EXAMPLE);
    copyFileSync(samplePath('ifc/IfcOpenHouse_IFC4.ifc'), path);
    const admin = await pages.newPage(browser, 'zh');
    await signInPage(admin, 'admin', inject('adminPassword'));
    await admin.goto(`${baseUrl}/#/platform/example-file`);
    await admin.getByTestId('example-table').waitFor();
    await admin.getByTestId('example-file-input').setInputFiles(path);
    await admin.getByText('上传成功').first().waitFor({ timeout: 60_000 });
    const state = exampleRow(admin).getByTestId('example-model-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('1');
    await exampleRow(admin).locator('input[type="checkbox"]').check();
    await admin.getByTestId('example-parse').click();
    // The list reads itself again while the row parses, until it is parsed.
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 120_000 }).toBe('3');
    await shot(admin, 'zh-example-parsed');
    await exampleRow(admin).locator('input[type="checkbox"]').check();
    await admin.getByTestId('example-publish').click();
    await admin.getByText('发布成功').first().waitFor();
    // Published: parse is no longer offered.
    await exampleRow(admin).locator('input[type="checkbox"]').check();
    expect(await admin.getByTestId('example-parse').isDisabled()).toBe(true);

    const user = await registerUser();
    for (const lang of ['en', 'zh'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${baseUrl}/#/myproject/sample`);
      const row = page.getByRole('row').filter({ hasText: EXAMPLE });
      await row.getByTestId(/^sample-view3d-/).click();
      await page.getByTestId('sample-model-page').waitFor();
      await page.locator('canvas').first().waitFor({ timeout: 60_000 });
      await page.getByTestId('viewer3d-loading').waitFor({ state: 'detached', timeout: 60_000 });
      // Read-only: no upgrade, publish or download actions on this page.
      expect(await page.getByTestId('model-upgrade-state').count()).toBe(0);
      expect(
        await page.getByRole('button', { name: /upgrade|升级|publish|发布|download|下载/i }).count(),
      ).toBe(0);
      await shot(page, `${lang}-sample-model-3d`);
    }
    expect(pages.pageErrors).toEqual([]);
  }, 300_000);

  it('the upgrade and identify bars read their progress settings and show the time left', async () => {
    // The back office sets a slow upgrade: 10% queued in 20 s, 80% upgrading in 200 s.
    const saved = await call('/api/progress-settings/submit', {
      token: adminToken,
      body: {
        kind: 'upgrade',
        stages: [
          { stage: 'queued', percent: 10, seconds: 20 },
          { stage: 'upgrading', percent: 80, seconds: 200 },
          { stage: 'success', percent: 100, seconds: 5 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const owner: Person = await person();
    const { projectId } = await createProject(owner, `Bars ${suffix}`);
    const model = await upload(owner, { projectId }, 'Upgrading.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    const drawing = await upload(owner, { projectId }, 'Drawing.pdf', sample('pdf/PID-Rev07.pdf'));
    const { client, table } = testDb();
    const set = (id: string, values: Record<string, unknown>) =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${id}` },
          UpdateExpression: `SET ${Object.keys(values)
            .map((k) => `#${k} = :${k}`)
            .join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(Object.keys(values).map((k) => [`#${k}`, k])),
          ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [`:${k}`, v])),
        }),
      );
    // A run under way in each pipeline, as the workers leave the entries mid-run.
    await set(model.entryId, { isModel: '3', isWlkModel: 2 });
    await set(drawing.entryId, { state: 10, numSuccess: 1, numPage: 4 });

    for (const lang of ['zh', 'en'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, owner.account, STRONG_PASSWORD);
      await page.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
      const bar = page.getByTestId('upgrade-progress');
      await bar.waitFor();
      // Walked from the saved stages: 225 s in all, so well over the default's 37 s are left.
      // The time left waits for the settings (no default estimate shown first).
      await expect.poll(async () => Number(await bar.getAttribute('data-seconds'))).toBeGreaterThan(200);
      const seconds = Number(await bar.getAttribute('data-seconds'));
      expect(seconds).toBeLessThanOrEqual(225);
      await expect.poll(async () => Number(await bar.getAttribute('data-progress'))).toBeGreaterThan(0);
      const text = (await bar.textContent()) ?? '';
      expect(text).toMatch(lang === 'zh' ? /约剩 \d+ 秒/ : /About \d+ s left/);
      // 1 of 4 pages is 25%: the rest of "pages" (15 of its 40 points: 7.5 of 20 s), then
      // symbols (30 s) and topology (10 s) of the identify defaults → 47.5, shown as 48 s.
      const identify = page.getByTestId('identify-time-left');
      await identify.waitFor();
      expect(await identify.getAttribute('data-seconds')).toBe('48');
      expect(await identify.textContent()).toBe(lang === 'zh' ? '约剩 48 秒' : 'About 48 s left');
      await shot(page, `${lang}-progress-bars-upgrade-identify`);
    }
    expect(pages.pageErrors).toEqual([]);
  }, 180_000);

  it('the example list shows a parsing row with its bar and time left', async () => {
    const name = `Parsing ${suffix}.ifc`;
    const form = new FormData();
    form.set('file', new Blob([sample('ifc/IfcOpenHouse_IFC4.ifc') as BlobPart]), name);
    const res = await fetch(`${baseUrl}/api/cloud/exampleFile/upload`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${adminToken}` },
      body: form,
    });
    const id = ((await res.json()) as { data: ExampleFile }).data.id;
    // A run at the sendWlkx stage (60%), as the parse worker leaves the record mid-run.
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: 'EXAMPLEFILE#platform', sk: `FILE#${id}` },
        UpdateExpression: 'SET isModel = :m, parseProgress = :p, parseStage = :s, parseRunId = :r',
        ExpressionAttributeValues: { ':m': '2', ':p': 60, ':s': 'sendWlkx', ':r': 'e2e' },
      }),
    );
    try {
      for (const lang of ['en', 'zh'] as const) {
        const page = await pages.newPage(browser, lang);
        await signInPage(page, 'admin', inject('adminPassword'));
        await page.goto(`${baseUrl}/#/platform/example-file`);
        const state = page.getByRole('row').filter({ hasText: name }).getByTestId('example-model-state');
        await state.waitFor();
        expect(await state.getAttribute('data-progress')).toBe('60');
        // The rest of readXml (10 s) and success (2 s) of the parse defaults.
        expect(await state.getByTestId('parse-time-left').textContent()).toBe(
          lang === 'zh' ? '约剩 12 秒' : 'About 12 s left',
        );
        await shot(page, `${lang}-example-parsing`);
      }
    } finally {
      await call('/api/cloud/exampleFile/remove', { token: adminToken, body: { ids: [id] } });
    }
    expect(pages.pageErrors).toEqual([]);
  }, 120_000);
});
