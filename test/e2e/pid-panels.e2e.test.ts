import type { BatchImportAnswer, IndexRecord, LoopRecord } from '@loopline/shared/contracts/pidLoops';
import type { Browser, Download, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { signIn } from '../support/client.ts';
import { api } from '../support/models.ts';
import { projectWithReader, recognisedUpload, type SignedUpPerson } from '../support/pidProject.ts';
import { upload } from '../support/upload.ts';

/**
 * Issue 17 items 4, 5, 6 and 8: the instrument loops panel and the relationship tree beside
 * identify-preview, the instrument index page (inline edits, xlsx export, mapped import) and DEXPI export.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages = new PageSet();
let owner: SignedUpPerson;
let reader: SignedUpPerson;
let projectId: string;
let drawingId: string;
const NAME = 'unit-9.pdf';

/**
 * Signs a page in, then the API calls again: an account keeps a few sessions, and each browser sign-in
 * may end the oldest, which would be the API's.
 */
async function signInBoth(page: Page, who: SignedUpPerson) {
  await signInPage(page, who.account, who.password);
  who.tokens = await signIn(who.account, who.password);
}

const scope = () => `projectId=${projectId}&pfileId=${drawingId}`;
const loopsOf = async () =>
  (await api<LoopRecord[]>(owner, `/api/instrumentLoop/allLoop?${scope()}`)).body.data;
async function indexRows() {
  const res = await api<{ records: IndexRecord[] }>(owner, `/api/instrumentIndex/list?${scope()}&size=1000`);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records;
}

async function openIdentify(page: Page) {
  await page.goto(
    `${baseUrl}/#/file/identify-preview?${new URLSearchParams({
      type: 'svg',
      pk_doc: drawingId,
      primaryKey: `${drawingId}-1`,
      name: NAME,
      page: '1',
      projectId,
      pfileId: drawingId,
    })}`,
  );
  await page.locator('[data-testid="identify-boxes"] rect').first().waitFor({ timeout: 30_000 });
}

const indexUrl = () =>
  `${baseUrl}/#/pid/instrument-index?${new URLSearchParams({ projectId, pfileId: drawingId, name: NAME })}`;

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const loopCard = (page: Page, loopNum: string) =>
  page.locator(`[data-testid="pid-loop"][data-loop="${loopNum}"]`);

beforeAll(async () => {
  browser = await launch();
  ({ owner, reader, projectId } = await projectWithReader());
  drawingId = await recognisedUpload(
    owner,
    projectId,
    NAME,
    await sheetToPdf(generateSheet({ seed: 9, size: 'A3', density: 'sparse' })),
  );
}, 240_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('instrument loops panel', () => {
  it('creates a loop (a taken number is said inline), frees a tag and drags it into the loop, renames and deletes', async () => {
    const seeded = await loopsOf();
    const donor = seeded.find((l) => l.members.length > 1);
    if (!donor) throw new Error('recognition seeded no loop with two tags');
    const moving = donor.members[0]!.tag;
    const page = await pages.newPage(browser, 'en');
    await signInBoth(page, owner);
    await openIdentify(page);
    await page.getByTestId('pid-loops-toggle').click();
    await expect.poll(() => page.getByTestId('pid-loop').count()).toBe(seeded.length);

    // A new loop: the number of an existing one is refused as it is typed.
    await page.getByTestId('pid-loop-new').click();
    const number = page.getByTestId('pid-loop-create-input').locator('input');
    await number.fill(donor.loopNum);
    await expect
      .poll(() => page.getByTestId('pid-loop-create').textContent())
      .toContain(`Loop number ${donor.loopNum} already exists in this drawing.`);
    expect(await page.getByTestId('pid-loop-create-submit').isDisabled()).toBe(true);
    await number.fill('E2E-900');
    await expect.poll(() => page.getByTestId('pid-loop-create-submit').isEnabled()).toBe(true);
    await page.getByTestId('pid-loop-create-submit').click();
    await loopCard(page, 'E2E-900').waitFor();
    expect((await loopsOf()).find((l) => l.loopNum === 'E2E-900')?.members).toEqual([]);

    // Take a tag out of its loop: it is listed in no loop, and dragged into the new one.
    await loopCard(page, donor.loopNum)
      .locator(`[data-testid="pid-loop-member"][data-tag="${moving}"] [data-testid="pid-loop-remove-tag"]`)
      .click();
    const free = page.locator(`[data-testid="pid-unassigned-tag"][data-tag="${moving}"]`);
    await free.waitFor();
    await shot(page, 'pid-loops-en');
    await free.dragTo(loopCard(page, 'E2E-900'));
    await loopCard(page, 'E2E-900')
      .locator(`[data-testid="pid-loop-member"][data-tag="${moving}"]`)
      .waitFor();
    await expect
      .poll(async () => (await loopsOf()).find((l) => l.loopNum === 'E2E-900')?.members.map((m) => m.tag))
      .toEqual([moving]);
    expect(await free.count()).toBe(0);

    // Rename: a taken number again said inline; then a free one.
    await loopCard(page, 'E2E-900').getByTestId('pid-loop-rename-start').click();
    const rename = page.getByTestId('pid-loop-rename-input').locator('input');
    await rename.fill(donor.loopNum);
    await expect.poll(() => page.getByTestId('pid-loop-rename').textContent()).toContain('already exists');
    await rename.fill('E2E-901');
    await expect.poll(() => page.getByTestId('pid-loop-rename-submit').isEnabled()).toBe(true);
    await rename.press('Enter');
    await loopCard(page, 'E2E-901').waitFor();

    // Delete with a confirm: its tag is free again.
    await loopCard(page, 'E2E-901').getByTestId('pid-loop-delete').click();
    await page.getByTestId('pid-loop-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => loopCard(page, 'E2E-901').count()).toBe(0);
    await free.waitFor();
    expect((await loopsOf()).some((l) => l.loopNum.startsWith('E2E-'))).toBe(false);
    expect(pages.pageErrors).toEqual([]);
  });

  it('shows the relationship tree, and exports the drawing as DEXPI', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInBoth(page, owner);
    await openIdentify(page);
    await page.getByTestId('pid-tree-toggle').click();
    const tree = (
      await api<{ pipelines: { tag: string; children: unknown[] }[] }[]>(
        owner,
        `/api/pidDetail/tree?${scope()}`,
      )
    ).body.data;
    const run = tree[0]!.pipelines.find((p) => p.tag && p.children.length > 0)!;
    await expect.poll(() => page.getByTestId('pid-tree').textContent()).toContain(run.tag);
    await page
      .getByRole('button', { name: `Expand ${run.tag}` })
      .first()
      .click();
    await shot(page, 'pid-tree-en');
    const download = page.waitForEvent('download');
    await page.getByTestId('pid-dexpi-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('unit-9.dexpi.xml');
    expect((await bytesOf(file)).toString('utf8')).toContain('<PlantModel');
  });
});

describe('the recognition side panel', () => {
  it('opens the instrument index in a new window and exports DEXPI (in Chinese)', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInBoth(page, owner);
    await page.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
    await page.getByTestId('file-table').waitFor();
    await page
      .locator('tr')
      .filter({ has: page.locator(`[data-entry-name="${NAME}"]`) })
      .getByText(NAME)
      .click();
    const panel = page.getByTestId('recognition-panel');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 30_000 }).toBe('90');
    expect(await panel.getByTestId('pid-dexpi-export').textContent()).toBe('导出 DEXPI');
    await shot(page, 'pid-side-panel-zh');
    const download = page.waitForEvent('download');
    await panel.getByTestId('pid-dexpi-export').click();
    expect((await download).suggestedFilename()).toBe('unit-9.dexpi.xml');

    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByTestId('pid-index-open').click(),
    ]);
    await opened.getByTestId('pid-index-table').getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    const url = new URL(opened.url().replace('/#/', '/'));
    expect(url.pathname).toBe('/pid/instrument-index');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ projectId, pfileId: drawingId, name: NAME });
    expect(await opened.getByTestId('pid-index-import').textContent()).toBe('从 xlsx 导入');
    await opened.close();
  });
});

describe('instrument index', () => {
  it('edits a value in place, and the exported xlsx holds it', async () => {
    const rows = await indexRows();
    const row = rows[0]!;
    const page = await pages.newPage(browser, 'en');
    await signInBoth(page, owner);
    await page.goto(indexUrl());
    const table = page.getByTestId('pid-index-table');
    await table.getByRole('row').filter({ hasText: row.tag }).first().waitFor();
    // The tag is the row header (th); Service is the sixth data cell.
    await table.getByRole('row').filter({ hasText: row.tag }).first().locator('td').nth(5).click();
    await page.getByTestId('pid-index-edit-service').locator('input').fill('Reactor feed');
    await page.getByTestId('pid-index-edit-service').locator('input').press('Enter');
    await expect
      .poll(async () => (await indexRows()).find((r) => r.tag === row.tag)?.service)
      .toBe('Reactor feed');
    await shot(page, 'pid-index-en');

    const download = page.waitForEvent('download');
    await page.getByTestId('pid-index-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^unit-9 Instrument index \d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = (await readSheet(await bytesOf(file))) as unknown[][];
    const header = sheet[0] as string[];
    const exported = sheet.find((r) => r[0] === row.tag)!;
    expect(exported[header.indexOf('Service')]).toBe('Reactor feed');
    expect(sheet.length).toBe(rows.length + 1);
  });

  it('imports values from an xlsx of the project through a column mapping, with a result per row', async () => {
    const [first, second] = await indexRows();
    const cell = (value: string) => ({ value });
    const book = await writeXlsxFile(
      [
        ['Tag', 'Range', 'Vendor'].map(cell),
        [first!.tag, '0-10 bar', 'Acme'].map(cell),
        ['NOPE-1', '1-2', 'x'].map(cell),
        [second!.tag, '0-100 °C', 'Globex'].map(cell),
      ],
      {},
    ).toBuffer();
    await upload(owner, { projectId }, 'vendor-data.xlsx', new Uint8Array(book));
    const page = await pages.newPage(browser, 'en');
    await signInBoth(page, owner);
    await page.goto(indexUrl());
    await page.getByTestId('pid-index-import').click();
    const dialog = page.getByTestId('pid-import-dialog');
    await dialog.getByTestId('pid-import-file').click();
    await page.getByRole('option', { name: /vendor-data\.xlsx/ }).click();
    await expect
      .poll(() => dialog.getByTestId('pid-import-rows').textContent())
      .toBe('3 data rows below the header.');
    // Tag and Range are recognised by their headers; Vendor is mapped by hand to Remark.
    expect(await dialog.getByTestId('pid-import-tag-column').textContent()).toContain('Tag');
    expect(await dialog.getByTestId('pid-import-map-range').textContent()).toContain('Range');
    await dialog.getByTestId('pid-import-map-remark').click();
    await page.getByRole('option', { name: 'Vendor' }).click();
    await shot(page, 'pid-import-mapping-en');
    await dialog.getByTestId('pid-import-submit').click();
    await expect
      .poll(() => dialog.getByTestId('pid-import-summary').textContent())
      .toBe('2 rows updated, 1 not imported.');
    const results = await dialog
      .getByTestId('pid-import-row-result')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-result')));
    expect(results).toEqual(['updated', 'unknownTag', 'updated']);
    await shot(page, 'pid-import-result-en');
    const after = await indexRows();
    expect(after.find((r) => r.tag === first!.tag)).toMatchObject({ range: '0-10 bar', remark: 'Acme' });
    expect(after.find((r) => r.tag === second!.tag)).toMatchObject({ range: '0-100 °C', remark: 'Globex' });
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByTestId('pid-index-table').textContent()).toContain('Acme');
    expect(pages.pageErrors).toEqual([]);
  });
});

describe('a read-only member', () => {
  it('sees loops, tree and index without edit controls (in Chinese), and the server refuses the calls', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInBoth(page, reader);
    await openIdentify(page);
    await page.getByTestId('pid-loops-toggle').click();
    await page.getByTestId('pid-loop').first().waitFor();
    expect(await page.getByTestId('pid-loop-new').count()).toBe(0);
    expect(await page.getByTestId('pid-loop-delete').count()).toBe(0);
    expect(await page.getByTestId('pid-loop-remove-tag').count()).toBe(0);
    expect(await page.getByTestId('pid-unassigned-menu').count()).toBe(0);
    expect(await page.locator('[data-testid="pid-unassigned-tag"][draggable="true"]').count()).toBe(0);
    expect(await page.getByTestId('pid-loops-toggle').textContent()).toBe('仪表回路');
    await shot(page, 'pid-loops-zh');
    await page.getByTestId('pid-tree-toggle').click();
    await page.getByTestId('pid-tree').waitFor();
    await shot(page, 'pid-tree-zh');

    await page.goto(indexUrl());
    await page.getByTestId('pid-index-table').getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByTestId('pid-index-drawing').textContent()).toContain('只读');
    expect(await page.getByTestId('pid-index-import').count()).toBe(0);
    expect(await page.getByTestId('pid-index-table').getByRole('button', { name: '编辑' }).count()).toBe(0);
    await shot(page, 'pid-index-zh');

    const [row] = await indexRows();
    const [loop] = await loopsOf();
    const refused = await Promise.all([
      api(reader, '/api/instrumentLoop/saveLoop', {
        projectId,
        pfileId: drawingId,
        loopNum: 'R-1',
        tags: [],
      }),
      api(reader, '/api/instrumentIndex/updateIndex', {
        projectId,
        pfileId: drawingId,
        rows: [{ tag: row!.tag, values: { service: 'x' } }],
      }),
      api(reader, '/api/instrumentLoop/updateLoop', {
        projectId,
        pfileId: drawingId,
        id: loop!.id,
        tags: [],
      }),
      api<BatchImportAnswer>(reader, '/api/pidFile/batchImportData', {
        projectId,
        pfileId: drawingId,
        fileId: drawingId,
        tagColumn: 'Tag',
        mapping: [{ column: 'Range', field: 'range' }],
      }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);

    // A link naming no drawing says so.
    await page.goto(`${baseUrl}/#/pid/instrument-index?projectId=${projectId}`);
    await expect
      .poll(() => page.getByTestId('pid-index-missing').textContent())
      .toContain('此链接未指明图纸');
    expect(pages.pageErrors).toEqual([]);
  });
});
