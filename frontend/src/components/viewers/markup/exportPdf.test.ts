import { degrees, PDFDocument } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { userToViewport, viewportSize, viewportToUser } from '../pdf/pdfSpace.ts';
import type { MarkupShape } from '../types.ts';
import { exportPdf, parseColor } from './exportPdf.ts';

const fonts = new URL('../../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;

/** Four 200 × 100 pages cropped to (10, 20, 150 × 70), one per /Rotate. */
async function rotatedPdf() {
  const doc = await PDFDocument.create();
  for (const r of [0, 90, 180, 270]) {
    const page = doc.addPage([200, 100]);
    page.setCropBox(10, 20, 150, 70);
    page.setRotation(degrees(r));
  }
  return doc.save();
}

async function open(bytes: Uint8Array) {
  const task = getDocument({ data: bytes, standardFontDataUrl: fonts, verbosity: 0 });
  return { pdf: await task.promise, close: () => task.destroy() };
}

/** The end points of the first stroked path on a page, in pdf.js viewport coordinates. */
function pathPoints(args: unknown[], toViewport: (x: number, y: number) => number[]) {
  const data = Object.values((args[1] as object[])[0]) as number[];
  const points: number[][] = [];
  for (let i = 0; i < data.length; ) {
    const op = data[i++];
    const count = [2, 2, 6, 4, 0][op];
    if (count >= 2)
      points.push(toViewport(data[i + count - 2], data[i + count - 1]).map((v) => Math.round(v * 100) / 100));
    i += count;
  }
  return points;
}

describe('PDF page space', () => {
  it('agrees with pdf.js viewports on rotated and cropped pages', async () => {
    const { pdf, close } = await open(await rotatedPdf());
    for (let n = 1; n <= 4; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const box = { x: 10, y: 20, width: 150, height: 70, rotate: page.rotate };
      expect(viewportSize(box)).toEqual({ width: viewport.width, height: viewport.height });
      for (const user of [
        { x: 10, y: 20 },
        { x: 160, y: 90 },
        { x: 40, y: 75 },
      ]) {
        const [vx, vy] = viewport.convertToViewportPoint(user.x, user.y);
        const mine = userToViewport(user, box);
        expect(mine.x).toBeCloseTo(vx, 9);
        expect(mine.y).toBeCloseTo(vy, 9);
        const back = viewportToUser(mine, box);
        expect(back.x).toBeCloseTo(user.x, 9);
        expect(back.y).toBeCloseTo(user.y, 9);
      }
    }
    await close();
  });
});

describe('exportPdf', () => {
  const shapes: MarkupShape[] = [
    {
      id: 'r',
      annoType: 'rect',
      page: 2,
      points: [
        { x: 10, y: 10 },
        { x: 50, y: 30 },
      ],
      stroke: '#ff0000',
      width: 3,
    },
    {
      id: 't',
      annoType: 'text',
      page: 3,
      points: [{ x: 5, y: 5 }],
      stroke: '#0000ff',
      width: 3,
      text: 'PT-101',
    },
    {
      id: 'z',
      annoType: 'text',
      page: 4,
      points: [{ x: 5, y: 5 }],
      stroke: '#000',
      width: 1,
      text: '阀门 V1',
    },
  ];

  it('burns strokes in where they were drawn, on a rotated page', async () => {
    const { pdf, close } = await open(await exportPdf(await rotatedPdf(), shapes));
    expect(pdf.numPages).toBe(4);
    const page = await pdf.getPage(2);
    const viewport = page.getViewport({ scale: 1 });
    const list = await page.getOperatorList();
    const at = list.fnArray.indexOf(OPS.constructPath);
    expect(list.fnArray).toContain(OPS.setStrokeRGBColor);
    const points = pathPoints(list.argsArray[at], (x, y) => viewport.convertToViewportPoint(x, y));
    expect(points).toEqual([
      [10, 10],
      [50, 10],
      [50, 30],
      [10, 30],
    ]);
    const blank = await (await pdf.getPage(1)).getOperatorList();
    expect(blank.fnArray).not.toContain(OPS.constructPath);
    await close();
  });

  it('writes text upright at its anchor, with a stand-in for what Helvetica cannot encode', async () => {
    const { pdf, close } = await open(await exportPdf(await rotatedPdf(), shapes));
    const page = await pdf.getPage(3);
    const viewport = page.getViewport({ scale: 1 });
    const [item] = (await page.getTextContent()).items as { str: string; transform: number[] }[];
    expect(item.str).toBe('PT-101');
    const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
    const size = (10 + 2 * 3) * 0.15; // 150-unit page → unit 0.15
    expect(x).toBeCloseTo(5);
    expect(y).toBeCloseTo(5 + size);
    const [cjk] = (await (await pdf.getPage(4)).getTextContent()).items as { str: string }[];
    expect(cjk.str).toBe('?? V1');
    await close();
  });

  it('embeds text as an image when a rasteriser is given', async () => {
    const png = Uint8Array.from(atob(ONE_PIXEL), (c) => c.charCodeAt(0));
    const calls: string[] = [];
    const out = await exportPdf(await rotatedPdf(), shapes, {
      rasterizeText: async (text) => {
        calls.push(text);
        return { png, width: 20, height: 5 };
      },
    });
    expect(calls).toEqual(['阀门 V1']);
    const { pdf, close } = await open(out);
    const list = await (await pdf.getPage(4)).getOperatorList();
    expect(list.fnArray).toContain(OPS.paintImageXObject);
    await close();
  });

  it('reads colours', () => {
    expect(parseColor('#ff8000')).toEqual({ r: 1, g: 128 / 255, b: 0 });
    expect(parseColor('#0f0')).toEqual({ r: 0, g: 1, b: 0 });
    expect(parseColor('nope')).toEqual({ r: 1, g: 0, b: 0 });
  });
});

const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
