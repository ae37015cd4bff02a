import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConversionTimeoutError, ConverterMissingError, PreviewRefusedError } from './errors.ts';
import { isPdf, officeToPdf, sofficeArgs } from './office.ts';
import { pdfPageCount, withPdf } from './pdf.ts';

const SAMPLES = '/work/shared/samples/office';
const officeDirs = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('loopline-office-'));

async function pageText(pdf: Uint8Array, pageNumber: number): Promise<string> {
  return withPdf(pdf, async (doc) => {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  });
}

describe('officeToPdf', () => {
  it('converts the docx sample to a real PDF', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const pdf = await officeToPdf(new Uint8Array(await readFile(`${SAMPLES}/cm-H2O.docx`)), 'docx');
    console.info(`cm-H2O.docx → pdf: ${Math.round(performance.now() - started)} ms, ${pdf.byteLength} bytes`);
    expect(isPdf(pdf)).toBe(true);
    expect(await pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(await pageText(pdf, 1)).toMatch(/\d/);
  });

  it('converts the xlsx sample (3 sheets) to a PDF with its text', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const pdf = await officeToPdf(new Uint8Array(await readFile(`${SAMPLES}/FMEA.xlsx`)), '.XLSX');
    console.info(`FMEA.xlsx → pdf: ${Math.round(performance.now() - started)} ms, ${pdf.byteLength} bytes`);
    expect(isPdf(pdf)).toBe(true);
    expect(await pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect((await pageText(pdf, 1)).toLowerCase()).toContain('consequence');
  });

  it('throws a typed error naming the converter when soffice is not installed', async () => {
    const error = await officeToPdf(new Uint8Array([1, 2, 3]), 'docx', {
      soffice: 'loopline-no-such-soffice',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConverterMissingError);
    expect(error).toMatchObject({ messageKey: 'preview.converterMissing', status: 503 });
    expect((error as ConverterMissingError).params).toEqual({ converter: 'loopline-no-such-soffice' });
  });

  it('refuses other suffixes and empty files before starting soffice', async () => {
    await expect(officeToPdf(new Uint8Array([1]), 'pdf')).rejects.toMatchObject({
      messageKey: 'formatNotSupported',
    });
    await expect(officeToPdf(new Uint8Array(), 'docx')).rejects.toBeInstanceOf(PreviewRefusedError);
  });

  it('kills soffice after the timeout and removes its temp dir', { timeout: 60_000 }, async () => {
    const before = await officeDirs();
    const bytes = new Uint8Array(await readFile(`${SAMPLES}/cm-H2O.docx`));
    await expect(officeToPdf(bytes, 'docx', { timeoutMs: 20 })).rejects.toBeInstanceOf(
      ConversionTimeoutError,
    );
    expect(await officeDirs()).toEqual(before);
  });

  it('runs every conversion with a private profile and output dir', () => {
    const args = sofficeArgs('/tmp/loopline-office-x', 'input.docx');
    expect(args).toContain('-env:UserInstallation=file:///tmp/loopline-office-x/profile');
    expect(args).toContain('--headless');
    expect(args.slice(-4)).toEqual([
      'pdf',
      '--outdir',
      '/tmp/loopline-office-x/out',
      '/tmp/loopline-office-x/input.docx',
    ]);
  });
});
