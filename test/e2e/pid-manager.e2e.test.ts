import type { PidFileRecord, SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { PID_STATE, type StatusUpdate } from '@loopline/shared/pipelines';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { mkdir } from '../support/files.ts';
import { api } from '../support/models.ts';
import { projectWithReader, type SignedUpPerson } from '../support/pidProject.ts';
import { upload } from '../support/upload.ts';

/**
 * Issue 17 items 1 and 2 in Chromium: a generated two-page vector P&ID recognised from the file
 * manager with the row's live progress (pushed, no reload), the preview refused while it runs and
 * after a failure (a folder submitted with a damaged PDF in it: the reason and a retry), the
 * recognition side panel beside the preview (its pages, live through a second run, resizable
 * 288–500 px, a page opening identify-preview in a new window), and a read-only member who gets
 * no action and whose forced submits the server refuses. Screenshots in English and Chinese.
 */
const baseUrl = inject('baseUrl');
const DRAWING = 'unit-7.pdf';
const BROKEN = 'broken.pdf';
const FOLDER = 'Scans';

let browser: Browser;
const pages = new PageSet();
let owner: SignedUpPerson;
let reader: SignedUpPerson;
let projectId: string;
let drawingId: string;
let folderId: string;

/** Two generated sheets as one vector PDF (two pages for the panel to list). */
async function twoPagePdf(): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const seed of [7, 8]) {
    const sheet = await PDFDocument.load(
      await sheetToPdf(generateSheet({ seed, size: 'A3', density: 'sparse' })),
    );
    const [copied] = await out.copyPages(sheet, [0]);
    out.addPage(copied!);
  }
  return out.save();
}

const row = (page: Page, name: string) =>
  page.locator('tr').filter({ has: page.locator(`[data-entry-name="${name}"]`) });
const status = (page: Page, name: string) => row(page, name).getByTestId('recognition-status');
const stateOf = async (page: Page, name: string) => {
  const badge = status(page, name);
  return (await badge.count()) ? await badge.getAttribute('data-state') : 'none';
};
const toast = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });
const openManager = async (page: Page, dirId?: string) => {
  await page.goto(`${baseUrl}/#/file/index?projectId=${projectId}${dirId ? `&dirId=${dirId}` : ''}`);
  await page.getByTestId('file-table').waitFor();
};
const select = (page: Page, name: string) => row(page, name).locator('input[type="checkbox"]').check();

async function recordOf(fileId: string): Promise<PidFileRecord> {
  const res = await api<PidFileRecord>(
    owner,
    `/api/pidFile/selectByFileId?projectId=${projectId}&fileId=${fileId}`,
  );
  return res.body.data;
}

beforeAll(async () => {
  browser = await launch();
  ({ owner, reader, projectId } = await projectWithReader(
    `Recognition ${Date.now().toString(36).slice(-5)}`,
  ));
  drawingId = (await upload(owner, { projectId }, DRAWING, await twoPagePdf())).entryId;
  folderId = (await mkdir(owner, projectId, FOLDER)).id;
  await upload(
    owner,
    { projectId, dirId: folderId },
    BROKEN,
    new TextEncoder().encode('%PDF-1.7\nthis is not a pdf at all'),
  );
}, 120_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('P&ID recognition in the file manager and the preview', () => {
  it('recognises a drawing from the file manager with live progress; the preview waits for it', async () => {
    const page = await pages.newPage(browser, 'en');
    // The drawing's progress as the server pushed it (state:numSuccess/numPage), frame by frame.
    const pushed: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const update = recognitionUpdate(String(payload), drawingId);
        if (update) pushed.push(update);
      }),
    );
    await signInPage(page, owner.account, owner.password);
    await openManager(page);
    await row(page, DRAWING).waitFor();
    expect(await stateOf(page, DRAWING)).toBe('none');

    // Every state the row shows is recorded; a marker on window proves the page is never reloaded.
    await page.evaluate(() => {
      const w = window as unknown as { __seen: string[]; __same: boolean };
      w.__seen = [];
      w.__same = true;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="recognition-status"]');
        const value = el ? `${el.getAttribute('data-state')}:${el.getAttribute('data-progress') ?? ''}` : '';
        if (value && w.__seen[w.__seen.length - 1] !== value) w.__seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await select(page, DRAWING);
    const clicked = Date.now();
    await page.getByTestId('file-action-recognise').click();
    await toast(page, 'Recognition started.').waitFor();
    // While it runs the preview is refused with the spec's message.
    const running = await stateOf(page, DRAWING);
    if (running === 'waiting' || running === 'recognising') {
      await shot(page, 'pid-manager-recognising-en');
      const listUrl = page.url();
      await row(page, DRAWING).getByText(DRAWING).click();
      const refused = await toast(page, 'The drawing is being recognised. Please preview it later.')
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!refused) {
        // The run may end between reading the row and the click (runs take about a second): then the
        // preview opens, which is right; anything else is a failure.
        if (page.url() !== listUrl) await page.goBack();
        await expect.poll(() => stateOf(page, DRAWING), { timeout: 30_000 }).toBe('identified');
        console.log('the run ended as the row was clicked: previewTip1 left to openFile.test.ts');
      }
    } else console.log('the run ended before the row could be opened: previewTip1 left to openFile.test.ts');
    await expect.poll(() => stateOf(page, DRAWING), { timeout: 240_000, interval: 200 }).toBe('identified');
    console.log(`two-page drawing: AI recognition click → row identified in ${Date.now() - clicked} ms`);
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    console.log('row states:', seen.join(' → '));
    expect(seen.at(-1)).toBe('identified:');
    expect(seen.some((s) => s.startsWith('recognising:'))).toBe(true);
    // The row never goes back (a read answered before a push once showed "waiting" after "recognising 0/2").
    expect(backwardSteps(seen)).toEqual([]);
    // Each page is pushed as it is done. The row shows the latest push: two pushes that arrive within
    // one frame show only the second, so the row is not required to have shown 1/2.
    console.log('pushed:', pushed.join(' → '));
    expect(pushed).toContain(`${PID_STATE.recognising}:1/2`);
    expect(pushed.at(-1)).toBe(`${PID_STATE.identified}:2/2`);
    expect(await page.evaluate(() => (window as unknown as { __same: boolean }).__same)).toBe(true);
    // Identified drawings are not offered again.
    await expect.poll(() => page.getByTestId('file-action-recognise').count()).toBe(0);
    await shot(page, 'pid-manager-identified-en');
    expect(await recordOf(drawingId)).toMatchObject({ state: 90, numPage: 2, numSuccess: 2 });
  }, 300_000);

  it('submits a folder: its damaged drawing fails with the reason and a retry, and is not previewed', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, owner.account, owner.password);
    await openManager(page);
    await select(page, FOLDER);
    await page.getByTestId('file-action-recognise').click();
    await toast(page, 'Recognition started.').waitFor();
    await openManager(page, folderId);
    await expect.poll(() => stateOf(page, BROKEN), { timeout: 120_000, interval: 200 }).toBe('failed');
    await status(page, BROKEN).getByText('Recognition failed').click();
    await expect
      .poll(() => page.getByTestId('recognition-reason').textContent())
      .toContain('The drawing cannot be read');
    await page.getByTestId('recognition-retry').waitFor();
    await shot(page, 'pid-manager-failed-en');
    await page.keyboard.press('Escape');
    await row(page, BROKEN).getByText(BROKEN).click();
    await toast(page, 'Recognition failed, unable to preview.').waitFor();
    // The failed drawing is offered again, and the retry runs it again (it fails the same way).
    await select(page, BROKEN);
    await page.getByTestId('file-action-recognise').waitFor();
    await status(page, BROKEN).getByText('Recognition failed').click();
    await page.getByTestId('recognition-retry').click();
    await toast(page, 'Recognition started.').waitFor();
    await expect.poll(() => stateOf(page, BROKEN), { timeout: 120_000, interval: 200 }).toBe('failed');
  }, 300_000);

  it('shows the recognised pages beside the preview: live, resizable, each opening identify-preview', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, owner.account, owner.password);
    await openManager(page);
    await row(page, DRAWING).getByText(DRAWING).click();
    await page.waitForURL(/file\/preview/);
    const panel = page.getByTestId('recognition-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('90');
    const links = panel.getByTestId('recognition-page-link');
    await expect.poll(() => links.count()).toBe(2);
    await expect
      .poll(() => panel.getByTestId('recognition-panel-counts').textContent())
      .toContain('Instruments');
    await shot(page, 'pid-panel-en');

    // Resizing: dragged past either limit it stops at 500 and 288 px; the arrow keys move it too.
    const handle = page.getByTestId('recognition-panel-resizer');
    const width = async () => Number(await panel.getAttribute('data-width'));
    const box = (await handle.boundingBox())!;
    const drag = async (dx: number) => {
      const from = (await handle.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + 200);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + dx, from.y + 200, { steps: 5 });
      await page.mouse.up();
    };
    expect(box.height).toBeGreaterThan(200);
    await drag(-400);
    expect(await width()).toBe(500);
    expect(Math.round((await panel.boundingBox())!.width)).toBe(500);
    await drag(600);
    expect(await width()).toBe(288);
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await width()).toBe(304);
    await page.keyboard.press('End');
    expect(await width()).toBe(500);
    await drag(180);
    expect(await width()).toBe(320);

    // A page opens in a new window with the identify preview's query.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.locator('tr').filter({ hasText: 'Page 2' }).locator('td').last().click(),
    ]);
    // Read as the new window commits its address, before the app there routes it anywhere.
    await opened.waitForURL(/identify-preview/, { waitUntil: 'commit' });
    const url = new URL(opened.url().replace('/#/', '/'));
    expect(url.pathname).toBe('/file/identify-preview');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'svg',
      pk_doc: drawingId,
      primaryKey: `${drawingId}:2`,
      name: DRAWING,
      page: '2',
      projectId,
      pfileId: drawingId,
    });
    expect(page.context().pages()).toHaveLength(2);
    await opened.close();

    // A new run of the drawing (submitted elsewhere) shows in the panel as it goes, without a reload.
    await page.evaluate(() => {
      const w = window as unknown as { __panel: string[] };
      w.__panel = [];
      const panelEl = document.querySelector('[data-testid="recognition-panel"]');
      new MutationObserver(() => {
        const value = panelEl?.getAttribute('data-state') ?? '';
        if (w.__panel[w.__panel.length - 1] !== value) w.__panel.push(value);
      }).observe(panelEl!, { attributes: true, attributeFilter: ['data-state'] });
    });
    const again = await api<SubmitAnswer>(owner, '/api/recTask/submit', { projectId, fileIds: [drawingId] });
    expect(again.body.data).toMatchObject({ started: [drawingId], running: [] });
    if ((await panel.getAttribute('data-state')) === '10') await shot(page, 'pid-panel-running-en');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __panel: string[] }).__panel), {
        timeout: 240_000,
        interval: 250,
      })
      .toContain('90');
    const states = await page.evaluate(() => (window as unknown as { __panel: string[] }).__panel);
    console.log('panel states during a second run:', states.join(' → '));
    expect(states.some((s) => s === '10' || s === '20')).toBe(true);
    await expect.poll(() => links.count()).toBe(2);
  }, 360_000);

  it('reads in Chinese', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, owner.account, owner.password);
    await openManager(page, folderId);
    await expect.poll(() => stateOf(page, BROKEN)).toBe('failed');
    await status(page, BROKEN).getByText('识别失败').click();
    await expect.poll(() => page.getByTestId('recognition-reason').textContent()).toContain('无法读取图纸');
    await shot(page, 'pid-manager-failed-zh');
    await page.keyboard.press('Escape');
    await row(page, BROKEN).getByText(BROKEN).click();
    await toast(page, '识别失败，无法预览').waitFor();
    await openManager(page);
    await expect.poll(() => status(page, DRAWING).textContent()).toContain('已识别');
    await select(page, FOLDER);
    await expect.poll(() => page.getByTestId('file-action-recognise').textContent()).toBe('AI 识别');
    await shot(page, 'pid-manager-zh');
    // The thumbnail cards carry the badge too.
    await page.getByTestId('file-mode').getByText('缩略图').click();
    await expect
      .poll(() => page.getByTestId('file-cards').getByTestId('recognition-status').getAttribute('data-state'))
      .toBe('identified');
    await shot(page, 'pid-manager-cards-zh');
    await page.getByTestId('file-mode').getByText('列表').click();
    await page.getByTestId('file-table').waitFor();
    await row(page, DRAWING).getByText(DRAWING).click();
    const panel = page.getByTestId('recognition-panel');
    await expect.poll(() => panel.getByTestId('recognition-page-link').count()).toBe(2);
    await expect.poll(() => panel.textContent()).toContain('第 2 页');
    await shot(page, 'pid-panel-zh');
  }, 120_000);

  it('gives a read-only member no action and refuses a forced submit', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, reader.account, reader.password);
    await openManager(page);
    await row(page, DRAWING).waitFor();
    await select(page, FOLDER);
    // The toolbar has drawn the selection's actions (a reader may download) without AI recognition.
    await page.getByTestId('file-action-download').waitFor();
    await expect.poll(() => page.getByTestId('file-action-recognise').count()).toBe(0);
    await select(page, DRAWING);
    await expect.poll(() => page.getByTestId('file-action-recognise').count()).toBe(0);
    await openManager(page, folderId);
    await status(page, BROKEN).getByText('Recognition failed').click();
    await page.getByTestId('recognition-reason').waitFor();
    await expect.poll(() => page.getByTestId('recognition-retry').count()).toBe(0);
    await shot(page, 'pid-manager-reader-en');

    const forced = await api(reader, '/api/recTask/submit', { projectId, fileIds: [drawingId] });
    expect(forced.status).toBe(403);
    const byFolder = await api(reader, '/api/recTask/submit', { projectId, dirIds: [folderId] });
    expect(byFolder.status).toBe(400);
    expect(byFolder.body.msg).toBe('The selection holds no PDF, PNG or JPG drawing.');
    expect(await recordOf(drawingId)).toMatchObject({ state: 90 });
    expect(pages.pageErrors).toEqual([]);
  }, 120_000);
});

/** `state:numSuccess/numPage` of a socket frame that is the drawing's recognition push, else null. */
function recognitionUpdate(frame: string, fileId: string): string | null {
  try {
    const message = JSON.parse(frame) as { type?: string; content?: string };
    if (message.type !== 'STATUS_UPDATE' || !message.content) return null;
    const update = JSON.parse(message.content) as Partial<StatusUpdate>;
    return update.kind === 'recognise' && update.id === fileId
      ? `${update.state}:${update.numSuccess}/${update.numPage}`
      : null;
  } catch {
    return null;
  }
}

/** How far a shown row state `kind:done/pages` is along one run: waiting, recognising page by page, ended. */
function progressOf(shown: string): number {
  const [kind, pages = ''] = shown.split(':');
  if (kind === 'waiting') return 0;
  if (kind === 'recognising') return 1 + Number(pages.split('/')[0] || 0);
  return Number.POSITIVE_INFINITY;
}

/** The steps of one run's recorded row states that went back (each as `from → to`). */
function backwardSteps(seen: string[]): string[] {
  return seen.slice(1).flatMap((to, i) => {
    const from = seen[i]!;
    return progressOf(to) < progressOf(from) ? [`${from} → ${to}`] : [];
  });
}
