import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { previewPath, sharedPreviewPath } from '../../frontend/src/pages/file/preview/query.ts';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call, STRONG_PASSWORD } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { sample } from '../support/samples.ts';
import { upload } from '../support/upload.ts';

/**
 * The preview page in Chromium against the local cloud (issue 6): one sample of each kind from
 * ../shared/samples (plus media made with ffmpeg and text made here) is uploaded through the real
 * upload flow, opened from the file manager or by its address, and the viewer is checked for content
 * (pixels that are not blank, the PDF's page count, the text, the media's duration). Then a markup
 * round trip with a PNG export, an SVG whose script must not run, and the refusals of spec 1 §5.
 */
const baseUrl = inject('baseUrl');
const text = (value: string) => new TextEncoder().encode(value);

/** An uploaded SVG that tries to run script in our origin in three ways. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" onload="window.__pwned='onload';document.title='pwned'">
<script>window.__pwned='script';document.title='pwned';</script>
<rect x="10" y="10" width="380" height="180" fill="#dde8f5" stroke="#0b57d0" stroke-width="4"/>
<image href="x" onerror="window.__pwned='onerror'"/>
<text x="40" y="110" font-size="32" fill="#123">Safe text PT-101</text>
</svg>`;

let browser: Browser;
const pages = new PageSet();
let owner: Person;
let projectId = '';
const work = mkdtempSync(join(tmpdir(), 'loopline-previews-'));
const files = new Map<string, EntryRow>();
let pdfPages = 0;

function ffmpeg(args: string[], out: string): Uint8Array {
  const path = join(work, out);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return new Uint8Array(readFileSync(path));
}

const newPage = (lang: 'zh' | 'en') => pages.newPage(browser, lang);

function entry(name: string): EntryRow {
  const found = files.get(name);
  if (!found) throw new Error(`not uploaded: ${name}`);
  return found;
}

const addressOf = (name: string, page?: number) => {
  const e = entry(name);
  return `${baseUrl}/#${previewPath({ ...e, projectId, page })}`;
};

async function openPreview(page: Page, name: string, pageNumber?: number) {
  await page.goto(addressOf(name, pageNumber));
  await page.getByTestId('preview-page').waitFor();
}

/** Conversions (LibreOffice, ffmpeg, the drawing converter) run on a shared machine: be patient. */
async function viewer(page: Page, kind: string): Promise<Locator> {
  const locator = page.locator(`[data-testid="preview-viewer"][data-viewer-kind="${kind}"]`);
  await locator.waitFor({ timeout: 150_000 });
  return locator;
}

/** The share of pixels of an element's screenshot that are not near-white (decoded in the page). */
async function ink(page: Page, target: Locator): Promise<number> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! < 215 || data[i + 1]! < 215 || data[i + 2]! < 215) dark++;
    return dark / (bitmap.width * bitmap.height);
  }, png);
}

/** A PDF of `count` pages, each with its number in large type. */
async function numberedPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= count; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${n}`, { x: 60, y: 700, size: 72, font, color: rgb(0.1, 0.2, 0.5) });
    page.drawRectangle({ x: 60, y: 100, width: 470, height: 520, borderColor: rgb(0, 0, 0), borderWidth: 6 });
  }
  return doc.save();
}

beforeAll(async () => {
  browser = await launch();
  owner = await person();
  await grantMembership(owner.userId);
  projectId = (await createProject(owner, `预览 ${Date.now().toString(36).slice(-5)}`)).projectId;
  const pdf = sample('pdf/Schematic_OpenVentilator_v0.1.pdf');
  pdfPages = (await PDFDocument.load(pdf, { ignoreEncryption: true })).getPageCount();
  const uploads: [string, Uint8Array][] = [
    ['pages.pdf', await numberedPdf(12)],
    ['schematic.pdf', pdf],
    ['diagram.png', sample('images/OpenVentilatorPneumaticDiagram.png')],
    ['pid.jpg', sample('images/synthetic-pid-sample_0263.jpg')],
    ['dexpi.svg', sample('images/dexpi-C01-reference-pid.svg')],
    ['hostile.svg', text(HOSTILE_SVG)],
    ['cm-H2O.docx', sample('office/cm-H2O.docx')],
    ['motor-plate.dxf', sample('dxf/openventilator-motor-mount-plate.dxf')],
    ['notes.txt', text('泵站 P-101 巡检记录\nValve V-7 open\nPressure 4.2 bar\n')],
    ['big.txt', text('x'.repeat(102_400))],
    ['data.xyz', text('not previewable')],
    ['broken.mov', text('this is not a video, only text pretending to be one\n'.repeat(40))],
    [
      'clip.mp4',
      ffmpeg(
        [
          '-f',
          'lavfi',
          '-i',
          'testsrc=duration=1:size=320x240:rate=10',
          '-pix_fmt',
          'yuv420p',
          '-c:v',
          'libx264',
        ],
        'clip.mp4',
      ),
    ],
    [
      'clip.mov',
      ffmpeg(
        [
          '-f',
          'lavfi',
          '-i',
          'testsrc2=duration=1:size=320x240:rate=10',
          '-pix_fmt',
          'yuv420p',
          '-c:v',
          'libx264',
        ],
        'clip.mov',
      ),
    ],
    [
      'tone.mp3',
      ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'libmp3lame'], 'tone.mp3'),
    ],
    ['tone.wav', ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=660:duration=1'], 'tone.wav')],
  ];
  for (const [name, bytes] of uploads) await upload(owner, { projectId }, name, bytes);
  const rows = (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, size: 50 })).body
    .data.records;
  for (const row of rows) files.set(row.fileName, row);
}, 240_000);

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the preview page in the browser', () => {
  let zh: Page;
  let en: Page;

  it('opens a PDF from the file manager with the right page count (zh)', async () => {
    zh = await newPage('zh');
    await signInPage(zh, owner.account, STRONG_PASSWORD);
    await zh.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
    await zh.locator('[data-testid="entry-name"][data-entry-name="schematic.pdf"]').locator('a').click();
    await zh.getByTestId('preview-page').waitFor();
    expect(zh.url()).toContain('#/file/preview?type=pdf&pk_doc=');
    const pdf = await viewer(zh, 'pdf');
    await zh.locator('[data-page="1"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    expect(await zh.getByTestId('viewer-page-count').textContent()).toBe(`/ ${pdfPages}`);
    expect(await ink(zh, zh.locator('[data-page="1"]'))).toBeGreaterThan(0.002);
    expect(await zh.getByTestId('preview-file-name').textContent()).toBe('schematic.pdf');
    await expect.poll(() => pdf.getByRole('button', { name: '手形工具' }).isVisible()).toBe(true);
    await shot(zh, 'previews-zh-01-pdf');
  });

  it('opens the page asked for in the query, with the page count of a long PDF', async () => {
    await openPreview(zh, 'pages.pdf', 7);
    await viewer(zh, 'pdf');
    await zh.locator('[data-page="7"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    expect(await zh.getByTestId('viewer-page-count').textContent()).toBe('/ 12');
    expect(await zh.getByTestId('viewer-page-input').locator('input').inputValue()).toBe('7');
    expect(await ink(zh, zh.locator('[data-page="7"]'))).toBeGreaterThan(0.001);
  });

  it('on a direct opening asks for the source once and opens at the page asked for', async () => {
    const sourceCalls: string[] = [];
    const count = (request: Request) => {
      if (request.url().includes('/previewSource')) sourceCalls.push(request.url());
    };
    zh.on('request', count);
    try {
      // A reload is a direct opening: boot/early.ts asks for the source and the page adopts that answer.
      await zh.reload();
      await viewer(zh, 'pdf');
      await zh.locator('[data-page="7"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    } finally {
      zh.off('request', count);
    }
    expect(sourceCalls).toHaveLength(1);
    expect(await zh.getByTestId('viewer-page-input').locator('input').inputValue()).toBe('7');
    expect(await ink(zh, zh.locator('[data-page="7"]'))).toBeGreaterThan(0.001);
  });

  it('goes back to the folder', async () => {
    await zh.getByTestId('preview-back').click();
    await zh.getByTestId('file-manager').waitFor();
    expect(zh.url()).toContain(`#/file/index?projectId=${projectId}`);
  });

  it('shows images (png, jpg) with pixels (zh)', async () => {
    for (const name of ['diagram.png', 'pid.jpg']) {
      await openPreview(zh, name);
      await viewer(zh, 'image');
      const img = zh.getByTestId('image-viewer-img');
      await expect.poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await ink(zh, img)).toBeGreaterThan(0.005);
    }
    await shot(zh, 'previews-zh-02-image');
  });

  it('shows an SVG drawing and a dxf converted to SVG (zh)', async () => {
    await openPreview(zh, 'dexpi.svg');
    await viewer(zh, 'svg');
    const drawing = zh.getByTestId('svg-viewer-drawing');
    await drawing.waitFor();
    expect(await ink(zh, drawing)).toBeGreaterThan(0.002);
    await shot(zh, 'previews-zh-03-svg');
    await openPreview(zh, 'motor-plate.dxf');
    await viewer(zh, 'svg');
    await zh.getByTestId('svg-viewer-drawing').waitFor();
    expect(await ink(zh, zh.getByTestId('svg-viewer-drawing'))).toBeGreaterThan(0.001);
    await shot(zh, 'previews-zh-04-dxf');
  });

  it('shows a docx converted to PDF (en)', async () => {
    en = await newPage('en');
    await signInPage(en, owner.account, STRONG_PASSWORD);
    await openPreview(en, 'cm-H2O.docx');
    await viewer(en, 'pdf');
    await en.locator('[data-page="1"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    expect(await en.getByTestId('viewer-page-count').textContent()).toMatch(/^\/ [1-9]\d*$/);
    expect(await ink(en, en.locator('[data-page="1"]'))).toBeGreaterThan(0.002);
    await shot(en, 'previews-en-01-docx');
  });

  it('shows text (en)', async () => {
    await openPreview(en, 'notes.txt');
    await viewer(en, 'text');
    await expect
      .poll(() => en.getByTestId('text-viewer-content').textContent())
      .toContain('泵站 P-101 巡检记录');
    await expect
      .poll(() => en.getByTestId('text-viewer-content').textContent())
      .toContain('Pressure 4.2 bar');
    await shot(en, 'previews-en-02-text');
  });

  it('plays video (mp4, mov transcoded) and audio (mp3, wav) with a duration (en)', async () => {
    for (const [name, kind, tag] of [
      ['clip.mp4', 'video', 'video'],
      ['clip.mov', 'video', 'video'],
      ['tone.mp3', 'audio', 'audio'],
      ['tone.wav', 'audio', 'audio'],
    ] as const) {
      await openPreview(en, name);
      await viewer(en, kind);
      await en.waitForFunction(
        (t) => ((document.querySelector(t) as HTMLMediaElement | null)?.readyState ?? 0) >= 1,
        tag,
        { timeout: 30_000 },
      );
      const duration = await en.evaluate(
        (t) => (document.querySelector(t) as HTMLMediaElement).duration,
        tag,
      );
      expect(duration, name).toBeGreaterThan(0.5);
      expect(await en.getByTestId('media-unsupported').count(), name).toBe(0);
      if (name === 'clip.mp4') {
        await en.evaluate(() => {
          const video = document.querySelector('video') as HTMLVideoElement;
          video.currentTime = 0.5;
        });
        // The seeked frame is drawn when the decoder gets to it: read until it shows.
        await expect.poll(() => ink(en, en.locator('video'))).toBeGreaterThan(0.05);
        await shot(en, 'previews-en-03-video');
      }
    }
    await shot(en, 'previews-en-04-audio');
  });

  it('keeps markup across a reload and exports it as a PNG (en)', async () => {
    await openPreview(en, 'diagram.png');
    await viewer(en, 'image');
    const layer = en.getByTestId('markup-layer-1');
    await layer.waitFor();
    const box = (await layer.boundingBox())!;
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await en.getByRole('button', { name: 'Rectangle' }).click();
    await en.mouse.move(...at(0.2, 0.2));
    await en.mouse.down();
    await en.mouse.move(...at(0.3, 0.3), { steps: 4 });
    await en.mouse.move(...at(0.45, 0.4), { steps: 4 });
    await en.mouse.up();
    await en.getByRole('button', { name: 'Text', exact: true }).click();
    await en.mouse.click(...at(0.6, 0.3));
    await en.getByTestId('markup-text-input').fill('Check valve 阀门');
    await en.getByTestId('markup-text-input').press('Enter');
    await en.locator('[data-testid="markup-save-state"][data-state="saved"]').waitFor({ timeout: 15_000 });
    await shot(en, 'previews-en-05-markup');
    await en.reload();
    await en.getByTestId('markup-layer-1').waitFor();
    await expect
      .poll(() => en.locator('[data-testid="markup-layer-1"] [data-shape-id]').count(), { timeout: 15_000 })
      .toBe(2);
    expect(await en.locator('[data-testid="markup-layer-1"] [data-anno-type="rect"]').count()).toBe(1);
    await expect
      .poll(() => en.locator('[data-testid="markup-layer-1"] [data-anno-type="text"]').textContent())
      .toContain('Check valve 阀门');
    const [download] = await Promise.all([
      en.waitForEvent('download'),
      en.getByTestId('preview-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('diagram-markup.png');
    const exported = readFileSync((await download.path())!);
    expect([...exported.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(exported.length).toBeGreaterThan(1000);
  });

  it('exports a PDF with its markup burned in (en)', async () => {
    await openPreview(en, 'pages.pdf', 2);
    await viewer(en, 'pdf');
    await en.locator('[data-page="2"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    const layer = en.getByTestId('markup-layer-2');
    await layer.waitFor();
    const box = (await layer.boundingBox())!;
    await en.getByRole('button', { name: 'Ellipse' }).click();
    await en.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.2);
    await en.mouse.down();
    await en.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 6 });
    await en.mouse.up();
    await en.locator('[data-testid="markup-save-state"][data-state="saved"]').waitFor({ timeout: 15_000 });
    const saved = await fileCall<{ shapes: { page: number; annoType: string }[] }>(owner, '/markup/query', {
      projectId,
      fileId: entry('pages.pdf').id,
    });
    expect(saved.body.data.shapes.map((shape) => [shape.page, shape.annoType])).toEqual([[2, 'ellipse']]);
    const [download] = await Promise.all([
      en.waitForEvent('download'),
      en.getByTestId('preview-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('pages-markup.pdf');
    const exported = await PDFDocument.load(readFileSync((await download.path())!));
    expect(exported.getPageCount()).toBe(12);
  });

  it('says why a conversion failed (en)', async () => {
    await openPreview(en, 'broken.mov');
    const failed = en.getByTestId('preview-failed');
    await failed.waitFor({ timeout: 150_000 });
    expect(await failed.textContent()).toContain('The preview could not be prepared');
    expect((await failed.textContent())?.length).toBeGreaterThan(40);
    await shot(en, 'previews-en-10-conversion-failed');
    // "Convert again" runs the conversion anew; these bytes fail again, with the same reason.
    await en.getByTestId('preview-reconvert').click();
    await failed.waitFor({ state: 'detached' });
    await failed.waitFor({ timeout: 150_000 });
    expect(await failed.textContent()).toContain('The preview could not be prepared');
  });

  it('never runs script from an uploaded SVG (en)', async () => {
    await openPreview(en, 'hostile.svg');
    await viewer(en, 'svg');
    await en.getByTestId('svg-viewer-drawing').waitFor();
    await en.waitForTimeout(800);
    const found = await en.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
      title: document.title,
      text: document.querySelector('[data-testid="svg-viewer-drawing"]')?.shadowRoot?.querySelector('text')
        ?.textContent,
    }));
    expect(found.pwned).toBeNull();
    expect(found.title).not.toBe('pwned');
    expect(found.text).toBe('Safe text PT-101');
    await shot(en, 'previews-en-06-svg-sanitised');
  });

  it('refuses a large text file and an unknown format with the spec messages (en and zh)', async () => {
    await openPreview(en, 'big.txt');
    await en.getByTestId('preview-refused').waitFor();
    expect(await en.getByTestId('preview-refused').textContent()).toContain(
      'The file is too large to preview.',
    );
    await shot(en, 'previews-en-07-too-large');
    await openPreview(en, 'data.xyz');
    await en.getByTestId('preview-refused').waitFor();
    expect(await en.getByTestId('preview-refused').textContent()).toContain(
      'Preview is not supported for this format.',
    );
    await openPreview(zh, 'big.txt');
    await zh.getByTestId('preview-refused').waitFor();
    expect(await zh.getByTestId('preview-refused').textContent()).toContain('文件过大，无法预览');
    await shot(zh, 'previews-zh-05-too-large');
  });

  it('warns from the file manager without leaving it (zh)', async () => {
    await zh.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
    await zh.locator('[data-testid="entry-name"][data-entry-name="data.xyz"]').locator('a').click();
    await zh.getByTestId('toasts').getByText('该格式暂不支持预览').waitFor();
    expect(zh.url()).toContain('#/file/index');
    await shot(zh, 'previews-zh-06-manager-warning');
  });

  it('shows progress while a spreadsheet converts, then the PDF (zh)', async () => {
    await upload(owner, { projectId }, 'FMEA.xlsx', sample('office/FMEA.xlsx'));
    const rows = (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, size: 50 })).body
      .data.records;
    const xlsx = rows.find((r) => r.fileName === 'FMEA.xlsx')!;
    files.set(xlsx.fileName, xlsx);
    await openPreview(zh, 'FMEA.xlsx');
    const converting = zh.getByTestId('preview-converting');
    const shown = zh.locator('[data-testid="preview-viewer"]');
    await converting.or(shown).first().waitFor({ timeout: 60_000 });
    // The conversion may already be done on a fast machine; when it is not, its state is shown.
    if (await converting.isVisible()) {
      expect(await converting.textContent()).toContain('正在准备预览');
      await shot(zh, 'previews-zh-07-converting');
    }
    await viewer(zh, 'pdf');
    await zh.locator('[data-page="1"][data-rendered="true"]').waitFor({ timeout: 60_000 });
    expect(await ink(zh, zh.locator('[data-page="1"]'))).toBeGreaterThan(0.002);
  });

  it('opens a file of a shared link signed out, without markup (en)', async () => {
    const link = await call<{ id: string }>('/api/cloud/receive/send/link/save', {
      token: owner.tokens.access_token,
      body: {
        projectId,
        fileIds: [entry('diagram.png').id],
        dirIds: [],
        expireDays: 7,
        withCode: false,
        downState: 1,
      },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const visitor = await newPage('en');
    const e = entry('diagram.png');
    await visitor.goto(`${baseUrl}/#${sharedPreviewPath(link.body.data.id, e)}`);
    await viewer(visitor, 'image');
    expect(visitor.url()).not.toContain('client_login');
    const img = visitor.getByTestId('image-viewer-img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await visitor.locator('[data-testid^="markup-layer"]').count()).toBe(0);
    expect(await visitor.getByTestId('preview-export').count()).toBe(0);
    await visitor.getByTestId('preview-download').waitFor();
    await shot(visitor, 'previews-en-08-shared-signed-out');
    // The same file without the link asks for sign-in.
    await visitor.goto(addressOf('diagram.png'));
    await visitor.waitForURL(/client_login/);
  });

  it('shows thumbnails in the thumbnail view (en)', async () => {
    await fileCall(owner, '/info/setListMode', { mode: 'thumbnail' });
    await en.goto(`${baseUrl}/#/file/index?projectId=${projectId}`);
    await en.getByTestId('file-cards').waitFor();
    const thumb = en
      .locator('li')
      .filter({ has: en.locator('[data-entry-name="diagram.png"]') })
      .getByTestId('entry-thumbnail');
    await expect
      .poll(
        async () => (await thumb.count()) > 0 && thumb.evaluate((e) => (e as HTMLImageElement).naturalWidth),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    await shot(en, 'previews-en-09-thumbnails');
    await fileCall(owner, '/info/setListMode', { mode: 'list' });
  });

  it('raised no page errors', () => {
    expect(pages.pageErrors).toEqual([]);
  });
});
