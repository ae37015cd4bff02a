import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, renderPdfPage } from './pdf.ts';

describe('pdf', () => {
  it('counts the pages of the samples, from a Buffer too', async () => {
    for (const file of ['PID-Rev07.pdf', 'fw_system.pdf', 'Schematic_OpenVentilator_v0.1.pdf']) {
      const bytes = await readFile(`/work/shared/samples/pdf/${file}`);
      expect(await pdfPageCount(bytes), file).toBe(1);
    }
  });

  it('renders a page at the asked width', { timeout: 30_000 }, async () => {
    const canvas = await renderPdfPage(
      new Uint8Array(await readFile('/work/shared/samples/pdf/PID-Rev07.pdf')),
      1,
      512,
    );
    // The sheet is 17 × 11 in.
    expect(canvas.width).toBe(512);
    expect(canvas.height).toBe(Math.round((512 * 11) / 17));
  });

  it('refuses what pdfjs cannot open', async () => {
    await expect(pdfPageCount(new TextEncoder().encode('hello'))).rejects.toMatchObject({
      messageKey: 'preview.pdfUnreadable',
    });
  });
});
