import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  imageThumbnail,
  pdfThumbnail,
  svgThumbnail,
  THUMBNAIL_WIDTH,
  thumbnailOf,
  tiffToPng,
} from './thumbnail.ts';

const SAMPLES = '/work/shared/samples';
const sample = async (path: string) => new Uint8Array(await readFile(`${SAMPLES}/${path}`));
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

/** A 24-bit bottom-up BMP: left half red, right half blue. */
function bmp(width: number, height: number): Uint8Array {
  const row = Math.ceil((width * 3) / 4) * 4;
  const b = Buffer.alloc(54 + row * height);
  b.write('BM', 0);
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = 54 + y * row + x * 3;
      if (x < width / 2) b[o + 2] = 255;
      else b[o] = 255;
    }
  }
  return new Uint8Array(b);
}

/** The average colour of a region of a decoded thumbnail. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * info.channels;
  return [data[o]!, data[o + 1]!, data[o + 2]!];
}

describe('image thumbnails', () => {
  it('scales the large JPEG sample to 256 px wide, as JPEG, keeping the aspect ratio', {
    timeout: 30_000,
  }, async () => {
    const thumb = await imageThumbnail(await sample('images/synthetic-pid-sample_0263.jpg'), 'jpg');
    expect(thumb).toMatchObject({ contentType: 'image/jpeg', width: THUMBNAIL_WIDTH });
    expect(thumb.height).toBe(Math.round((4561 / 7168) * THUMBNAIL_WIDTH));
    expect(isJpeg(thumb.bytes)).toBe(true);
  });

  it('scales the PNG samples to 256 px wide PNGs', async () => {
    for (const [file, w, h] of [
      ['images/sied-pid-excerpt.png', 2104, 1132],
      ['images/OpenVentilatorPneumaticDiagram.png', 1414, 733],
    ] as const) {
      const thumb = await imageThumbnail(await sample(file), 'PNG');
      expect(thumb).toMatchObject({ contentType: 'image/png', width: THUMBNAIL_WIDTH });
      expect(thumb.height).toBe(Math.round((h / w) * THUMBNAIL_WIDTH));
      expect(isPng(thumb.bytes)).toBe(true);
    }
  });

  it('reads BMP (which libvips cannot) through Skia', async () => {
    const thumb = await imageThumbnail(bmp(64, 32), 'bmp');
    expect(thumb).toMatchObject({ contentType: 'image/png', width: 256, height: 128 });
    expect(await pixel(thumb.bytes, 10, 64)).toEqual([255, 0, 0]);
    expect(await pixel(thumb.bytes, 240, 64)).toEqual([0, 0, 255]);
  });

  it('reads GIF and TIFF, flattening transparency onto white', async () => {
    const base = sharp({
      create: { width: 512, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    });
    const gif = new Uint8Array(await base.clone().gif().toBuffer());
    const tiff = new Uint8Array(await base.clone().tiff({ compression: 'lzw' }).toBuffer());
    for (const [bytes, suffix] of [
      [gif, 'gif'],
      [tiff, 'tif'],
    ] as const) {
      const thumb = await imageThumbnail(bytes, suffix);
      expect(thumb).toMatchObject({ width: 256, height: 128 });
      expect(await pixel(thumb.bytes, 128, 64)).toEqual([255, 255, 255]);
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(imageThumbnail(new TextEncoder().encode('not an image'), 'png')).rejects.toMatchObject({
      messageKey: 'preview.imageUnreadable',
    });
  });
});

describe('tiffToPng', () => {
  it('converts a TIFF to a full-size PNG', async () => {
    const tiff = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
        .tiff({ compression: 'lzw' })
        .toBuffer(),
    );
    const png = await tiffToPng(tiff);
    expect(isPng(png)).toBe(true);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect(await pixel(png, 150, 100)).toEqual([0x33, 0x66, 0xcc]);
  });
});

describe('pdf thumbnails', () => {
  it('renders the first page of each PDF sample 256 px wide', { timeout: 60_000 }, async () => {
    for (const file of ['PID-Rev07.pdf', 'fw_system.pdf', 'Schematic_OpenVentilator_v0.1.pdf']) {
      const thumb = await pdfThumbnail(await sample(`pdf/${file}`));
      expect(thumb.contentType).toBe('image/png');
      expect(thumb.width).toBe(THUMBNAIL_WIDTH);
      expect(thumb.height).toBeGreaterThan(100);
      expect(isPng(thumb.bytes)).toBe(true);
      const stats = await sharp(thumb.bytes).stats();
      // Not a blank page: the drawing puts dark pixels on the white sheet.
      expect(stats.channels[0]!.min, file).toBeLessThan(100);
      expect(stats.channels[0]!.max, file).toBeGreaterThan(200);
    }
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(pdfThumbnail(new TextEncoder().encode('%PDF-1.4 broken'))).rejects.toMatchObject({
      messageKey: 'preview.pdfUnreadable',
    });
  });
});

describe('svg thumbnails', () => {
  it('rasterises the DEXPI P&ID 256 px wide', async () => {
    const thumb = await svgThumbnail(await sample('images/dexpi-C01-reference-pid.svg'));
    expect(thumb).toMatchObject({ contentType: 'image/png', width: THUMBNAIL_WIDTH });
    expect(thumb.height).toBe(Math.round((297 / 416.38235294117646) * THUMBNAIL_WIDTH));
    const stats = await sharp(thumb.bytes).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
  });

  it('sanitises before rendering: an external image is never fetched', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><image href="file:///etc/hostname" width="100" height="50"/><rect width="50" height="50" fill="#000"/></svg>';
    const thumb = await svgThumbnail(svg);
    expect(thumb).toMatchObject({ width: 256, height: 128 });
    expect(await pixel(thumb.bytes, 60, 64)).toEqual([0, 0, 0]);
    expect(await pixel(thumb.bytes, 200, 64)).toEqual([255, 255, 255]);
  });
});

describe('thumbnailOf', () => {
  it('picks the thumbnailer by suffix and refuses the rest', async () => {
    expect((await thumbnailOf(bmp(8, 8), 'BMP')).width).toBe(256);
    expect((await thumbnailOf(await sample('pdf/PID-Rev07.pdf'), 'pdf')).width).toBe(256);
    await expect(thumbnailOf(new Uint8Array([1]), 'exe')).rejects.toMatchObject({
      messageKey: 'formatNotSupported',
    });
  });

  it('draws dxf and dwg drawings', { timeout: 30_000 }, async () => {
    for (const [file, suffix] of [
      ['dxf/openventilator-motor-mount-plate.dxf', 'dxf'],
      ['dwg/example_2018.dwg', 'dwg'],
    ] as const) {
      const thumb = await thumbnailOf(await sample(file), suffix);
      expect(thumb).toMatchObject({ contentType: 'image/png', width: 256 });
      expect((await sharp(thumb.bytes).stats()).channels[0]!.min, file).toBeLessThan(128);
    }
  });

  it('shows the first page of an office document', { timeout: 120_000 }, async () => {
    const thumb = await thumbnailOf(await sample('office/cm-H2O.docx'), 'docx');
    expect(thumb).toMatchObject({ contentType: 'image/png', width: 256 });
    expect(thumb.height).toBeGreaterThan(256);
  });
});
