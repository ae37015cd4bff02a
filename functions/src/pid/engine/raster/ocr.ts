import eng from '@tesseract.js-data/eng';
import sharp from 'sharp';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { Box, TextToken } from '../types.ts';
import type { GreyImage } from './image.ts';
import { buildMosaic } from './mosaic.ts';

export interface Ocr {
  /** Words of the image with boxes in its pixels; `rotated` reads it turned 90° (bottom-up text). */
  read(img: GreyImage, dpi: number, rotated: boolean, scale?: number): Promise<TextToken[]>;
  /** Words inside many small regions (bubbles, connectors), read in one pass over a mosaic of them. */
  /**
   * `minHeight` (px): smaller regions are enlarged to it first (the insides of small bubbles). A region
   * read as no tag in the mosaic is read again alone, unless `alone` is false (many regions that may hold
   * nothing, such as the strips beside valves).
   */
  readRegions(
    img: GreyImage,
    regions: Box[],
    dpi: number,
    minHeight?: number,
    alone?: boolean,
  ): Promise<TextToken[]>;
  /** Words of text bands (found from the ink, see textRegions), all read in one pass over a mosaic. */
  readBands(img: GreyImage, bands: { box: Box; vertical: boolean }[], dpi: number): Promise<TextToken[]>;
  close(): Promise<void>;
}

/**
 * Tags are capitals, digits and a few marks; a whitelist keeps tesseract from reading strokes as letters.
 * The space is in it too: without it the LSTM model cannot end a word, so a band of several words reads
 * as one run ("VENTTOATMOSPHERE") at confidence 0, and is dropped with every tag in it.
 */
const WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/".:& ';

/**
 * A word shaped like a tag or line number (letters and digits joined by a hyphen): tesseract's word
 * confidence is often near 0 on such runs of thin condensed lettering that it reads right, and the tag
 * rules check every word after, so these are kept whatever their confidence.
 */
const TAG_SHAPED = /^(?=.*[A-Z])(?=.*\d)[A-Z0-9"]+(-[A-Z0-9"]+)+$/;

interface Word {
  text: string;
  box: Box;
  confidence: number;
}

/** `minConfidence` (0..100) drops what tesseract itself doubts; a read the tag rules check after may go lower. */
async function words(
  worker: Worker,
  png: Buffer,
  dpi: number,
  mode: PSM,
  minConfidence = 30,
): Promise<Word[]> {
  await worker.setParameters({
    // Without the dpi tesseract guesses ~419 on a drawing and misses small labels (DESIGN §6).
    user_defined_dpi: String(dpi),
    tessedit_pageseg_mode: mode,
    tessedit_char_whitelist: WHITELIST,
  });
  const { data } = await worker.recognize(png, {}, { blocks: true });
  const out: Word[] = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text || (word.confidence < minConfidence && !(text.length >= 6 && TAG_SHAPED.test(text))))
            continue;
          const { x0, y0, x1, y1 } = word.bbox;
          out.push({
            text,
            box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
            confidence: word.confidence / 100,
          });
        }
      }
    }
  }
  return out;
}

/** More letters before digits, and both present, is more like a tag read in full. */
function tagLikeness(tokens: TextToken[]): number {
  const text = tokens.map((t) => t.text).join(' ');
  const letters = /[A-Z]+/.exec(text)?.[0]?.length ?? 0;
  return letters + (/\d{2,}/.test(text) ? 10 : 0);
}

export async function createOcr(): Promise<Ocr> {
  // The English model shipped in @tesseract.js-data/eng is read from disk, never fetched from a CDN.
  const worker: Worker = await createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
  });
  /** One region read on its own, as a block of lines. */
  const alone = async (img: GreyImage, r: Box, dpi: number, k: number): Promise<TextToken[]> => {
    const pad = 16;
    const crop = scaledCrop(img, r, k);
    const mosaic = buildMosaic(
      crop,
      [{ box: { x: 0, y: 0, w: crop.width, h: crop.height }, turned: false }],
      pad,
      1,
    );
    const { width, height, data } = mosaic.image;
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    // Inside a bubble the reading is checked by the tag rules next: a doubtful word is worth keeping.
    return (await words(worker, png, Math.round(dpi * k), PSM.SINGLE_BLOCK, 10)).flatMap((w) => {
      const at = mosaic.toPage(w.box);
      return at ? [{ text: w.text, box: unscale(at.box, r, k), angle: 0, confidence: w.confidence }] : [];
    });
  };
  return {
    async read(img, dpi, rotated, scale = 1) {
      // Tesseract's time grows with pixels; labels of 2.5 mm still read well at 200 dpi. sharp turns
      // before it resizes, so the width asked for is the turned image's.
      let png = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
      if (rotated) png = png.rotate(90);
      if (scale !== 1) png = png.resize(Math.round((rotated ? img.height : img.width) * scale));
      const found = await words(
        worker,
        await png.png({ compressionLevel: 1 }).toBuffer(),
        Math.round(dpi * scale),
        PSM.SPARSE_TEXT,
      );
      const H = Math.round(img.height * scale);
      const tokens: TextToken[] = [];
      for (const w of found) {
        const { x, y, w: bw, h: bh } = w.box;
        // A word read on the image turned 90° clockwise maps back to a bottom-up word.
        const b = rotated ? { x: y, y: H - (x + bw), w: bh, h: bw } : w.box;
        const box = { x: b.x / scale, y: b.y / scale, w: b.w / scale, h: b.h / scale };
        tokens.push({ text: w.text, box, angle: rotated ? 90 : 0, confidence: w.confidence });
      }
      return tokens;
    },
    async readBands(img, bands, dpi) {
      if (bands.length === 0) return [];
      // Three millimetres of paper between bands keeps OCR from joining words of two bands.
      const mosaic = buildMosaic(
        img,
        bands.map((b) => ({ box: b.box, turned: b.vertical })),
        Math.round((3 * dpi) / 25.4),
      );
      const { width, height, data } = mosaic.image;
      const png = await sharp(data, { raw: { width, height, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const tokens: TextToken[] = [];
      for (const w of await words(worker, png, dpi, PSM.SPARSE_TEXT)) {
        const at = mosaic.toPage(w.box);
        if (!at) continue;
        const vertical = bands[at.index]?.vertical ?? false;
        tokens.push({ text: w.text, box: at.box, angle: vertical ? 90 : 0, confidence: w.confidence });
      }
      return tokens;
    },
    async readRegions(img, regions, dpi, minHeight = 0, readAlone = true) {
      if (regions.length === 0) return [];
      const pad = 16;
      // Regions lower than `minHeight` are enlarged to it, so small bubbles of a coarse scan read as
      // well as large ones; the mosaic's dpi is then that of the regions as enlarged.
      const scales = regions.map((r) => regionScale(r, minHeight));
      const crops = regions.map((r, i) => scaledCrop(img, r, scales[i] as number));
      const cellW = Math.max(...crops.map((c) => c.width)) + 2 * pad;
      const cellH = Math.max(...crops.map((c) => c.height)) + 2 * pad;
      const cols = Math.max(1, Math.floor(Math.sqrt(regions.length * 2)));
      const rows = Math.ceil(regions.length / cols);
      const W = cols * cellW;
      const H = rows * cellH;
      const mosaic = new Uint8Array(W * H).fill(255);
      crops.forEach((c, i) => {
        const ox = (i % cols) * cellW + pad;
        const oy = Math.floor(i / cols) * cellH + pad;
        for (let y = 0; y < c.height; y++)
          mosaic.set(c.data.subarray(y * c.width, (y + 1) * c.width), (oy + y) * W + ox);
      });
      const mosaicDpi = Math.round(dpi * Math.min(...scales));
      const png = await sharp(mosaic, { raw: { width: W, height: H, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      // Sparse reading drops a lone thin letter (the I of PI), block reading sometimes a whole line:
      // read both and keep, region by region, the reading that looks most like a tag.
      const passes = [
        await words(worker, png, mosaicDpi, PSM.SPARSE_TEXT),
        await words(worker, png, mosaicDpi, PSM.SINGLE_BLOCK),
      ];
      const perRegion = passes.map((found) => {
        const byRegion = new Map<number, TextToken[]>();
        for (const w of found) {
          const col = Math.floor((w.box.x + w.box.w / 2) / cellW);
          const row = Math.floor((w.box.y + w.box.h / 2) / cellH);
          const index = row * cols + col;
          const r = regions[index];
          if (!r || col >= cols) continue;
          const ox = col * cellW + pad;
          const oy = row * cellH + pad;
          const token = {
            text: w.text,
            box: unscale({ x: w.box.x - ox, y: w.box.y - oy, w: w.box.w, h: w.box.h }, r, scales[index] ?? 1),
            angle: 0,
            confidence: w.confidence,
          };
          byRegion.set(index, [...(byRegion.get(index) ?? []), token]);
        }
        return byRegion;
      });
      const tokens: TextToken[] = [];
      for (const [i, r] of regions.entries()) {
        const readings = perRegion.map((m) => m.get(i) ?? []);
        // Block reading of a mosaic depends on its neighbours: a region that read as no tag (letters
        // and a number) in either pass is read again alone.
        if (readAlone && Math.max(...readings.map(tagLikeness)) < 11)
          readings.push(await alone(img, r, dpi, scales[i] ?? 1));
        readings.sort((a, b) => tagLikeness(b) - tagLikeness(a));
        tokens.push(...trimMarks(readings[0] ?? []));
      }
      return tokens;
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * A boxed-in word keeps letters and digits only at its ends: marks there are the box's or ring's own
 * strokes read as a quote, a dot or a colon ('"TE', '160.'); a word of marks alone is dropped.
 */
function trimMarks(tokens: TextToken[]): TextToken[] {
  return tokens.flatMap((t) => {
    const text = t.text.replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/g, '');
    return text ? [{ ...t, text }] : [];
  });
}

/** How much a region is enlarged before OCR: small bubbles of a coarse or downsampled scan, up to 4×. */
function regionScale(r: Box, minHeight: number): number {
  return Math.min(4, Math.max(1, minHeight / Math.max(1, r.h)));
}

/** A crop of the image enlarged `k` times (bilinear), paper outside the page. */
function scaledCrop(img: GreyImage, r: Box, k: number): GreyImage {
  const width = Math.max(1, Math.floor(r.w * k));
  const height = Math.max(1, Math.floor(r.h * k));
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= img.width || y >= img.height ? 255 : (img.data[y * img.width + x] as number);
  for (let y = 0; y < height; y++) {
    const sy = Math.floor(r.y) + (y + 0.5) / k - 0.5;
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.floor(r.x) + (x + 0.5) / k - 0.5;
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data };
}

/** A box found on an enlarged crop, back in page pixels. */
const unscale = (b: Box, r: Box, k: number): Box => ({
  x: Math.floor(r.x) + b.x / k,
  y: Math.floor(r.y) + b.y / k,
  w: b.w / k,
  h: b.h / k,
});
